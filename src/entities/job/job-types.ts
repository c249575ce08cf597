/**
 * The spec's job types against the deployed backend's enum (api-contract.md). The spec offers Full-time,
 * Part-time, Internship, Contract and Remote; the backend stores Full-time, Part-time, Remote, Hybrid and On-site,
 * refuses anything else, and drops fields it does not know (so `mode` cannot carry the type). It does store
 * `keywords`, so Internship and Contract travel as jobType "Full-time" plus one reserved keyword, which the app
 * reads back as the type and never shows or searches as a keyword. A job from another client carries only the
 * backend's values and reads as it is.
 */

/** The type that carries a spec type the backend's enum lacks. */
const CARRIER = 'Full-time';

/** Spec type → its reserved keyword. */
const RESERVED: Readonly<Record<string, string>> = {
  Internship: 'type:internship',
  Contract: 'type:contract',
};

const TYPE_OF_KEYWORD = new Map(Object.entries(RESERVED).map(([type, keyword]) => [keyword, type]));

const isReserved = (keyword: string) => TYPE_OF_KEYWORD.has(keyword.trim().toLowerCase());

/** What is sent for a spec type and the recruiter's keywords (a reserved keyword they typed is dropped). */
export function jobTypeForBackend(
  type: string,
  keywords: readonly string[],
): { jobType: string; keywords: string[] } {
  const own = keywords.filter((k) => !isReserved(k));
  const reserved = RESERVED[type];
  return reserved ? { jobType: CARRIER, keywords: [...own, reserved] } : { jobType: type, keywords: own };
}

/** The type a stored job shows, and its keywords without the reserved one. */
export function jobTypeFromBackend(
  jobType: string,
  keywords: readonly string[],
): { type: string; keywords: string[] } {
  let carried: string | undefined;
  const own: string[] = [];
  for (const keyword of keywords) {
    const type = TYPE_OF_KEYWORD.get(keyword.trim().toLowerCase());
    if (type) carried ??= type;
    else own.push(keyword);
  }
  const type = carried && jobType.toLowerCase() === CARRIER.toLowerCase() ? carried : jobType;
  return { type, keywords: own };
}
