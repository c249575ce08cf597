import { describe, expect, it } from 'vitest';
import { toJob, type Job } from '@/entities/job/jobs';
import {
  markPostingClosed,
  postingStatus,
  postingsKey,
  readPostings,
  rememberPosting,
} from '@/entities/job/my-postings';
import { categoryFromText } from '@/entities/project/projects';
import { projectValidationProblems } from '@/entities/project/project-writes';
import { CATEGORIES } from '@/data/categories';
import { buildProjectPayload, validatePublish, EMPTY_PUBLISH_FORM } from '@/features/profile/project-rules';
import { valuesFromJob } from '@/features/jobs/post-job-form';

const DAY = 86_400_000;
const sent = (deadline: string) => ({
  jobTitle: 'Platform Engineer',
  jobType: 'Full-time',
  companyName: 'ByteForge',
  applyLink: 'https://byteforge.example.com/careers/42',
  jobDeadline: deadline,
  skills: ['Go'],
  keywords: ['platform', 'type:internship'],
  recruitmentQuota: 2,
  salaryPerMonth: 120000,
  experienceInYears: 3,
  userQualification: ['B.Tech'],
});

describe('my postings', () => {
  it('keeps what was sent per account, newest first, and reads it back as a job', () => {
    const now = Date.now();
    rememberPosting('r1', 'a'.repeat(24), sent(new Date(now + DAY).toISOString()), new Date(now - 1000));
    rememberPosting('r1', 'b'.repeat(24), sent(new Date(now + DAY).toISOString()), new Date(now));
    expect(postingsKey('r1')).toBe('codershub:saved:r1:postings');
    expect(readPostings('r1').map((p) => p.id)).toEqual(['b'.repeat(24), 'a'.repeat(24)]);
    expect(readPostings('r2')).toEqual([]);
    // The reserved keyword reads back as the spec's type, as on the board.
    expect(readPostings('r1')[0]!.job).toMatchObject({ title: 'Platform Engineer', type: 'Internship' });
  });

  it('skips damaged entries instead of failing', () => {
    localStorage.setItem(
      postingsKey('r3'),
      JSON.stringify([null, { id: 'x' }, { id: 'c'.repeat(24), postedAt: 'nope', sent: {} }, 7]),
    );
    expect(readPostings('r3')).toEqual([]);
  });

  it('decides each status from this browser’s record and the board', () => {
    const now = Date.now();
    const id = 'd'.repeat(24);
    rememberPosting('r4', id, sent(new Date(now + DAY).toISOString()));
    const [posting] = readPostings('r4');
    const live = (deadline: number): Job[] => [
      toJob({ ...sent(new Date(deadline).toISOString()), _id: id })!,
    ];
    expect(postingStatus(posting!, undefined, now).status).toBe('unknown');
    expect(postingStatus(posting!, [], now).status).toBe('gone');
    expect(postingStatus(posting!, live(now + DAY), now).status).toBe('open');
    expect(postingStatus(posting!, live(now - DAY), now).status).toBe('past-deadline');
    markPostingClosed('r4', id);
    expect(postingStatus(readPostings('r4')[0]!, live(now + DAY), now).status).toBe('closed');
  });

  it('prefills a similar job with every field but the dates', () => {
    const job = toJob({ ...sent('2030-01-01T00:00:00.000Z'), _id: 'e'.repeat(24) })!;
    expect(valuesFromJob(job)).toMatchObject({
      jobTitle: 'Platform Engineer',
      jobType: 'Internship',
      applyLink: 'https://byteforge.example.com/careers/42',
      recruitmentQuota: '2',
      salaryPerMonth: '120000',
      experience: 'experienced',
      experienceInYears: '3',
      skills: ['Go'],
      keywords: 'platform',
      userQualification: 'B.Tech',
      jobDeadline: '',
      recruitmentPeriod: '',
    });
  });
});

describe('projects for the server', () => {
  const valid = {
    ...EMPTY_PUBLISH_FORM,
    title: 'Chat app',
    description: 'x'.repeat(50),
    category: 'service-security',
    technologies: 'React, react, Node',
    repoLink: ' https://github.com/you/chat ',
  };

  it('checks what the Project model refuses, and links that are not http(s)', () => {
    expect(validatePublish(valid)).toEqual({});
    expect(validatePublish({ ...valid, description: ` ${'x'.repeat(49)} ` }).description).toBe(
      'Write at least 50 characters (now 49).',
    );
    expect(validatePublish({ ...valid, category: 'nope' }).category).toBe('Choose a category.');
    expect(validatePublish({ ...valid, repoLink: 'ftp://github.com/you' }).repoLink).toMatch(/http/);
    expect(validatePublish({ ...valid, repoLink: 'https://github.com/~you' }).repoLink).toMatch(
      /letters, digits/,
    );
    expect(validatePublish({ ...valid, liveLink: 'data:text/html,x' }).liveLink).toMatch(/http/);
    expect(validatePublish({ ...valid, technologies: ' , ' }).technologies).toBe(
      'Add at least one technology.',
    );
  });

  it('sends the category as its label (read back as the same category) and the developer as contributor', () => {
    expect(buildProjectPayload(valid, 'Rahul Mehta')).toEqual({
      title: 'Chat app',
      description: 'x'.repeat(50),
      repoLink: 'https://github.com/you/chat',
      techStack: ['React', 'Node'],
      tags: ['Service & Security'],
      contributors: ['Rahul Mehta'],
    });
    for (const c of CATEGORIES) expect(categoryFromText(c.label)).toBe(c.slug);
    expect(categoryFromText('web-development')).toBe('web-development');
  });

  it('splits the backend’s "Project validation failed" text by path', () => {
    expect(
      projectValidationProblems(
        'Project validation failed: description: Project description must be at least 50 characters long, repoLink: Invalid repository link format',
      ),
    ).toEqual([
      { path: 'description', message: 'Project description must be at least 50 characters long' },
      { path: 'repoLink', message: 'Invalid repository link format' },
    ]);
    expect(projectValidationProblems('Failed to create project')).toEqual([]);
  });
});
