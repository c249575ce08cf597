import { useSyncExternalStore } from 'react';
import { createChangeSignal } from '@/lib/storage/change-signal';
import { readJson, readRaw, writeJson } from '@/lib/storage/storage';
import { useSession } from '@/lib/session/use-session';
import { userStorageKey } from '@/lib/session/user-key';

/**
 * The courses a person paid for, kept in this browser per account under `codershub:saved:<person>:courses`
 * (logout keeps every `codershub:saved:` key; another account never reads this one). There is no order or
 * verification server yet, so this list is the only memory of an enrolment: it is what keeps the course page at
 * "Enrolled", and so what stops a second charge.
 */

export interface Enrolment {
  courseId: string;
  /** The title when paid, so the list reads even if the catalogue changes. */
  title: string;
  /** The category slug of the course page it was bought on, or 'all'. */
  category: string;
  /** The title's slug in that page's address, or '' (kept, not made here: slug.ts travels with the data layer). */
  slug: string;
  /** What the checkout reported (not verified by a server). */
  paymentId: string;
  /** ISO date-time of the payment. */
  enrolledAt: string;
}

export function enrolmentsKey(person: string): string {
  return `codershub:saved:${person}:courses`;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
// Only a slug goes into a link built from storage: anything else files the course under "all".
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Entry by entry: one that lacks a course, a payment id or a real date is dropped; the first per course wins. */
function readEnrolmentList(raw: unknown): Enrolment[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  return raw.flatMap((x: unknown): Enrolment[] => {
    if (typeof x !== 'object' || x === null) return [];
    const r = x as Record<string, unknown>;
    const courseId = text(r.courseId);
    const paymentId = text(r.paymentId);
    const enrolledAt = text(r.enrolledAt);
    if (!courseId || !paymentId || Number.isNaN(Date.parse(enrolledAt)) || seen.has(courseId)) return [];
    seen.add(courseId);
    const category = text(r.category);
    const slug = text(r.slug);
    return [
      {
        courseId,
        title: text(r.title),
        category: SLUG.test(category) ? category : 'all',
        slug: SLUG.test(slug) ? slug : '',
        paymentId,
        enrolledAt,
      },
    ];
  });
}

const signal = createChangeSignal({
  onFirst: () => globalThis.addEventListener?.('storage', signal.emit),
  onLast: () => globalThis.removeEventListener?.('storage', signal.emit),
});

// One parsed list per key while the stored text is the same: a snapshot must stay the same object until it changes.
const cache = new Map<string, { raw: string | null; value: Enrolment[] }>();

export function readEnrolments(person: string): Enrolment[] {
  const key = enrolmentsKey(person);
  const raw = readRaw(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.value;
  const value = readEnrolmentList(raw === null ? null : readJson(key));
  cache.set(key, { raw, value });
  return value;
}

export function findEnrolment(list: readonly Enrolment[], courseId: string): Enrolment | null {
  return list.find((e) => e.courseId === courseId) ?? null;
}

/**
 * Records a paid course (first, dated now). A course already recorded keeps its first payment. False when
 * storage refused the write (full or blocked): the payment happened, but this browser will not remember it.
 */
export function recordEnrolment(
  person: string,
  enrolment: Omit<Enrolment, 'enrolledAt'>,
  now = new Date(),
): boolean {
  const list = readEnrolments(person);
  if (findEnrolment(list, enrolment.courseId)) return true;
  const entry: Enrolment = {
    ...enrolment,
    category: SLUG.test(enrolment.category) ? enrolment.category : 'all',
    slug: SLUG.test(enrolment.slug) ? enrolment.slug : '',
    enrolledAt: now.toISOString(),
  };
  const kept = writeJson(enrolmentsKey(person), [entry, ...list]);
  signal.emit();
  return kept;
}

/** The course page an enrolment links back to: /classes/{category}/{title-slug}/{id}. */
export function enrolmentPath(e: Enrolment): string {
  return `/classes/${e.category}/${e.slug || 'class'}/${encodeURIComponent(e.courseId)}`;
}

const NONE: Enrolment[] = [];

/** The signed-in account's enrolments, re-read on every change (this tab's or another's); none for a visitor. */
export function useEnrolments(): Enrolment[] {
  const session = useSession();
  const person = session ? userStorageKey(session.user) : null;
  // Prerendered pages show no enrolment; this browser's list takes over right after hydration.
  return useSyncExternalStore(
    signal.subscribe,
    () => (person ? readEnrolments(person) : NONE),
    () => NONE,
  );
}
