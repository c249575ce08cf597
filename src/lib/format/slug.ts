/** "Web Development & Design" → "web-development-design". */
export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** "asha-verma" → "Asha Verma": a readable name from a URL slug. */
export function unslugify(slug: string | null | undefined): string {
  return (slug ?? '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}
