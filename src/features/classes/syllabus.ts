import { slugify } from '@/lib/format/slug';
import { formatDay, type Course } from './course';

const OBJECT_URL_LIFETIME_MS = 10_000;

/** "Full-Stack Web Development" → "full-stack-web-development-syllabus.txt". */
export function syllabusFileName(title: string): string {
  return `${slugify(title) || 'course'}-syllabus.txt`;
}

const list = (items: readonly string[], none: string) =>
  items.length ? items.map((i) => `  - ${i}`).join('\n') : `  ${none}`;

/** The syllabus as plain text: the course's facts, what you will learn, its topics and what is included. */
export function syllabusText(course: Course): string {
  const title = course.title || 'Untitled course';
  const instructor = [course.instructor.name, course.instructor.title].filter(Boolean).join(', ');
  const facts: [string, string][] = [
    ['Instructor', instructor || 'To be announced'],
    ['Level', course.level || 'Not specified'],
    ['Type', course.type || 'Not specified'],
    ['Language', course.language || 'Not specified'],
    ['Last updated', course.lastUpdated ? formatDay(course.lastUpdated) : 'Not specified'],
  ];
  return [
    title,
    '='.repeat(title.length),
    ...(course.subtitle ? [course.subtitle] : []),
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    '',
    "What you'll learn",
    list(course.learningPoints, 'To be announced'),
    '',
    'Topics',
    list(course.topics, 'To be announced'),
    '',
    'This course includes',
    list(course.features, 'To be announced'),
    '',
    'CodersHub live classes',
    '',
  ].join('\n');
}

/** Saves the syllabus as a real file through a temporary object URL. */
export function downloadSyllabus(course: Course): void {
  const blob = new Blob([syllabusText(course)], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = syllabusFileName(course.title);
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the URL after this task: let it live until the download has surely started.
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
