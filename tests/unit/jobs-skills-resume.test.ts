import { describe, expect, it } from 'vitest';
import { applyProblems, isPdf } from '@/features/jobs/resume';
import { addSkills, removeSkill } from '@/features/jobs/skills';

describe('the skills chips', () => {
  it('adds a trimmed skill, and several at once separated by commas', () => {
    expect(addSkills([], '  html ')).toEqual(['html']);
    expect(addSkills(['html'], 'js, css')).toEqual(['html', 'js', 'css']);
  });

  it('ignores blank entries and duplicates (ignoring case), returning the same list when nothing changed', () => {
    const skills = ['html', 'CSS'];
    expect(addSkills(skills, '   ')).toBe(skills);
    expect(addSkills(skills, 'css')).toBe(skills);
    expect(addSkills(skills, ' , HTML, ')).toBe(skills);
    expect(addSkills(skills, 'js, js')).toEqual(['html', 'CSS', 'js']);
  });

  it('removes a chip', () => {
    expect(removeSkill(['html', 'js'], 'html')).toEqual(['js']);
  });
});

describe('the apply rules', () => {
  const pdf = { name: 'cv.pdf', type: 'application/pdf' };
  it('accepts a PDF by type, or by name when the browser gives no type', () => {
    expect(isPdf(pdf)).toBe(true);
    expect(isPdf({ name: 'CV.PDF', type: '' })).toBe(true);
    expect(
      isPdf({
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    ).toBe(false);
    expect(isPdf({ name: 'cv.pdf', type: 'image/png' })).toBe(false);
  });

  it("names each missing piece with the spec's messages", () => {
    expect(applyProblems(null, false)).toEqual({
      resume: 'Please upload your resume',
      terms: 'Please agree to the terms',
    });
    expect(applyProblems({ name: 'cv.txt', type: 'text/plain' }, true)).toEqual({
      resume: 'Please upload a PDF file',
    });
    expect(applyProblems(pdf, false)).toEqual({ terms: 'Please agree to the terms' });
    expect(applyProblems(pdf, true)).toEqual({});
  });
});
