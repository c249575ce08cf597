import { CATEGORIES, MISSPELT_CATEGORY_SLUGS, categoryLabel, isCategorySlug } from '@/data/categories';
import { FEATURED_ID_PREFIX, FEATURED_PROJECTS, type FeaturedProject } from '@/data/featured-projects';
import type { ProjectCard } from '@/entities/project/projects';
import { PROJECT_DESCRIPTION_LIMIT } from '@/lib/constants';
import { truncate } from '@/lib/format/number';
import { safeHttpUrl } from '@/lib/format/safe-url';
import { slugify, unslugify } from '@/lib/format/slug';

/** The tab that shows every project, and the category segment of a URL that names none. */
export const ALL_CATEGORY = 'all';

/** The spec's fallbacks for a project card (§8). */
export const PROJECT_FALLBACK = {
  image: 'No Image',
  title: 'Untitled',
  description: 'No description available.',
  user: 'Unknown',
  role: 'Not Specified',
} as const;

export interface ProjectTab {
  slug: string;
  label: string;
}

/** 'All', then the site's nine categories in the spec's order: the same taxonomy as classes and the planets. */
export const PROJECT_TABS: readonly ProjectTab[] = [{ slug: ALL_CATEGORY, label: 'All' }, ...CATEGORIES];

/**
 * The tab a route selects: its category segment when that is one of the site's categories (or a misspelling
 * the planets use), else 'all', as the classes page does: /projects/no-such-category shows every project.
 */
export function selectedCategory(param: string | undefined): string {
  const slug = (param ?? '').trim().toLowerCase();
  if (isCategorySlug(slug)) return slug;
  return MISSPELT_CATEGORY_SLUGS[slug] ?? ALL_CATEGORY;
}

/** How a category reads in a sentence: its label, 'all categories', or the slug made readable. */
export function categoryName(category: string): string {
  if (category === ALL_CATEGORY) return 'all categories';
  return categoryLabel(category) ?? unslugify(category);
}

/** The spec's empty text: 'No projects found for {category}.' */
export function noProjectsMessage(category: string): string {
  return `No projects found for ${categoryName(category)}.`;
}

export function filterByCategory(projects: readonly ProjectCard[], category: string): ProjectCard[] {
  return category === ALL_CATEGORY ? [...projects] : projects.filter((p) => p.category === category);
}

/** What a card shows, with the spec's fallbacks and the description cut at 100 characters. */
export function cardText(project: Pick<ProjectCard, 'title' | 'description' | 'userName' | 'userRole'>) {
  return {
    title: project.title || PROJECT_FALLBACK.title,
    description: project.description
      ? truncate(project.description, PROJECT_DESCRIPTION_LIMIT)
      : PROJECT_FALLBACK.description,
    userName: project.userName || PROJECT_FALLBACK.user,
    userRole: project.userRole || PROJECT_FALLBACK.role,
  };
}

/** /projects/{category}/{title-slug}/{id}; a project without a title is 'untitled' in its URL. */
export function projectPath(category: string, project: Pick<ProjectCard, 'id' | 'title'>): string {
  const title = slugify(project.title) || slugify(PROJECT_FALLBACK.title);
  return `/projects/${encodeURIComponent(category || ALL_CATEGORY)}/${title}/${encodeURIComponent(project.id)}`;
}

export function isFeaturedId(id: string): boolean {
  return id.startsWith(FEATURED_ID_PREFIX);
}

/** A built-in featured project in the shape the detail page reads. */
export function featuredAsProject(f: FeaturedProject): ProjectCard {
  return {
    id: f.id,
    title: f.title,
    category: f.category ?? '',
    description: f.description || f.shortDescription,
    image: f.image,
    images: [f.image],
    userName: f.userName ?? '',
    userImage: f.userImage ?? '',
    userRole: f.userRole ?? '',
    repoLink: safeHttpUrl(f.githubLink),
    liveLink: safeHttpUrl(f.demoLink),
    techStack: [...f.technologies],
    tags: [],
    contributors: f.userName ? [f.userName] : [],
    features: [...f.features],
    createdAt: null,
  };
}

/** The featured project with this id, or null. */
export function findFeatured(id: string): ProjectCard | null {
  const found = FEATURED_PROJECTS.find((f) => f.id === id);
  return found ? featuredAsProject(found) : null;
}

/** A featured project's detail page: under its category, else under 'all'. */
export function featuredPath(f: FeaturedProject): string {
  return projectPath(f.category ?? ALL_CATEGORY, f);
}
