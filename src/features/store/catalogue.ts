/**
 * The store's catalogues are built-in sample data, but the screens read them through this adapter as if they
 * came from elsewhere: a list that is not an array is an error state, never a crash or a blank page, and an
 * entry without an id and a name is skipped.
 */
export type Catalogue<T> = { ok: true; items: T[] } | { ok: false };

interface Identified {
  id: string | number;
  name: string;
}

function isIdentified(value: unknown): value is Identified {
  if (!value || typeof value !== 'object') return false;
  const { id, name } = value as Record<string, unknown>;
  return (typeof id === 'number' || (typeof id === 'string' && id !== '')) && typeof name === 'string';
}

export function readCatalogue<T extends Identified>(raw: unknown): Catalogue<T> {
  if (!Array.isArray(raw)) return { ok: false };
  return { ok: true, items: raw.filter(isIdentified) as T[] };
}

export type Lookup<T> = { status: 'found'; item: T } | { status: 'missing' } | { status: 'error' };

/** Finds an entry by the id in the URL (ids may be numbers in data and are always text in a URL). */
export function findById<T extends Identified>(raw: unknown, id: string | undefined): Lookup<T> {
  const catalogue = readCatalogue<T>(raw);
  if (!catalogue.ok) return { status: 'error' };
  const item = id === undefined ? undefined : catalogue.items.find((entry) => String(entry.id) === id);
  return item ? { status: 'found', item } : { status: 'missing' };
}
