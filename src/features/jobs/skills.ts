/**
 * Adds what was typed to the skills: one skill, or several separated by commas. Blank entries and
 * duplicates (ignoring case and surrounding spaces) are ignored. Returns the same array when nothing changed.
 */
export function addSkills(skills: readonly string[], input: string): readonly string[] {
  const seen = new Set(skills.map((s) => s.toLowerCase()));
  const added: string[] = [];
  for (const part of input.split(',')) {
    const skill = part.trim().replace(/\s+/g, ' ');
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    added.push(skill);
  }
  return added.length ? [...skills, ...added] : skills;
}

export function removeSkill(skills: readonly string[], skill: string): readonly string[] {
  return skills.filter((s) => s !== skill);
}
