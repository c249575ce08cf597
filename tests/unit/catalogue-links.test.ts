import { describe, expect, it } from 'vitest';
import { BOOKS } from '@/data/books';
import { FEATURED_PROJECTS } from '@/data/featured-projects';
import { PRODUCTS } from '@/data/products';
import { TRAININGS } from '@/data/trainings';

/** Every address a catalogue item sends a visitor to, with what it is. */
const LINKS: readonly (readonly [string, string])[] = [
  ...BOOKS.flatMap((b) => [
    [`book "${b.name}" Buy now`, b.buyLink] as const,
    [`book "${b.name}" Preview`, b.previewLink] as const,
  ]),
  ...PRODUCTS.map((p) => [`product "${p.name}" Buy now`, p.buyLink] as const),
  ...FEATURED_PROJECTS.flatMap((f) => [
    [`project "${f.title}" Live Demo`, f.demoLink] as const,
    [`project "${f.title}" GitHub`, f.githubLink] as const,
  ]),
  ...TRAININGS.map((t) => [`training "${t.name}"`, t.link] as const),
];

/** Domains reserved for examples (RFC 2606 and 6761), which no real page lives on. */
const PLACEHOLDER_HOST = /(^|\.)(example|invalid|test|localhost)(\.[a-z]+)?$/i;

describe('the built-in catalogue links to real pages', () => {
  it.each(LINKS)('%s is an https address on a real domain', (_what, link) => {
    const url = new URL(link);
    expect(url.protocol).toBe('https:');
    expect(url.hostname).not.toMatch(PLACEHOLDER_HOST);
    expect(url.hostname).not.toMatch(/codershub\.example/);
  });

  it('has a different Buy now and Preview for every book', () => {
    for (const b of BOOKS) expect(b.buyLink, b.name).not.toBe(b.previewLink);
  });

  it('a featured project links its repository on GitHub', () => {
    for (const f of FEATURED_PROJECTS)
      expect(f.githubLink, f.title).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
  });
});
