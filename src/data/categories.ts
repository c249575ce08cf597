/**
 * The site's learning categories (spec §9), in the spec's order: classes, projects and the landing page's
 * planets all use these slugs in their URLs.
 */
export const CATEGORIES = [
  { slug: 'web-development', label: 'Web Development' },
  { slug: 'app-development', label: 'App Development' },
  { slug: 'basic-programming', label: 'Basic Programming' },
  { slug: 'dsa', label: 'DSA' },
  { slug: 'service-security', label: 'Service & Security' },
  { slug: 'data-science', label: 'Data Science' },
  { slug: 'ai-ml', label: 'AI/ML' },
  { slug: 'design-and-editing', label: 'Design & Editing' },
  { slug: 'digital-marketing', label: 'Digital Marketing' },
] as const;

export type Category = (typeof CATEGORIES)[number];
export type CategorySlug = Category['slug'];

/** The label of a known slug, or undefined. */
export function categoryLabel(slug: string): string | undefined {
  return CATEGORIES.find((c) => c.slug === slug)?.label;
}
