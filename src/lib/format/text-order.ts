import { onFirstUse } from '@/lib/format/number';

// Base letters first, then accents, then case ("ahmedabad" before "Delhi", "Évry" beside "evry").
const collator = onFirstUse(() => new Intl.Collator('en'));

/** Sorts short labels (places, job types) in the order a reader expects. */
export function sortForReading(labels: Iterable<string>): string[] {
  return [...labels].sort(collator().compare);
}
