import type { ClassCard } from '@/entities/class/classes';

export interface TeacherIdentity {
  id: string;
  name: string;
}

function sameName(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) !== '' && norm(a) === norm(b);
}

/**
 * The classes this teacher teaches. When both sides carry an id the ids decide (two teachers may share a name);
 * otherwise the instructor's name must match the teacher's, ignoring case and spacing.
 */
export function classesTaughtBy(classes: readonly ClassCard[], teacher: TeacherIdentity): ClassCard[] {
  return classes.filter((c) => {
    if (c.instructor.id && teacher.id) return c.instructor.id === teacher.id;
    return sameName(c.instructor.name, teacher.name);
  });
}

export interface ClassStats {
  count: number;
  /** The mean of the ratings the classes carry, one decimal; null when none carries one. */
  averageRating: number | null;
  categories: number;
}

export function classStats(classes: readonly ClassCard[]): ClassStats {
  const ratings = classes.map((c) => c.rating).filter((r): r is number => r !== null);
  const average = ratings.length
    ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
    : null;
  return {
    count: classes.length,
    averageRating: average,
    categories: new Set(classes.map((c) => c.category).filter(Boolean)).size,
  };
}
