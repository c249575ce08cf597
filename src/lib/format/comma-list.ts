/** "React, node ,, react" → ["React", "node"]: what a person types as a list, blanks and repeats (any case) dropped. */
export function commaList(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of text.split(',')) {
    const item = part.trim();
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}
