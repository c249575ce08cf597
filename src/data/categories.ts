/** The nine class and project categories, in the spec's order (§9): the slug is the URL segment. */
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
