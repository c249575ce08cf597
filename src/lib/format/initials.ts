// Made on first use: most pages show no initials, and a segmenter loads the locale's break rules.
let segmenter: Intl.Segmenter | null | undefined;

function graphemeSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  return segmenter;
}

/**
 * The text as a person sees its characters: a letter with its marks, a whole emoji (a flag, a family joined by
 * zero-width joiners). Without Intl.Segmenter, code points: marks then stand alone, but a surrogate pair is never split.
 */
export function graphemes(text: string): string[] {
  const s = graphemeSegmenter();
  return s ? Array.from(s.segment(text), (part) => part.segment) : Array.from(text);
}

const LETTER = /\p{L}/u;

/** A word's initial: its first grapheme that holds a letter ("🚀Asha" gives "A"). */
function initialOf(word: string): string {
  return graphemes(word).find((g) => LETTER.test(g)) ?? '';
}

/**
 * Up to two initials of a name, upper-cased, for an avatar or a logo tile: the first grapheme with a letter of the
 * first word and of the last (`first-two`: of the second), words without a letter (an emoji) aside; the first two
 * letters of a single word; a name with no letter at all gives its first grapheme, so an emoji-only name shows its
 * whole first emoji. "?" for an empty name.
 */
export function initials(name: string, pick: 'first-last' | 'first-two' = 'first-last'): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => LETTER.test(w));
  if (words.length === 0) return graphemes(name.trim())[0] ?? '?';
  if (words.length === 1) {
    const letters = graphemes(words[0]!);
    const from = letters.findIndex((g) => LETTER.test(g));
    return letters
      .slice(from, from + 2)
      .join('')
      .toUpperCase();
  }
  const second = pick === 'first-two' ? words[1]! : words[words.length - 1]!;
  return `${initialOf(words[0]!)}${initialOf(second)}`.toUpperCase();
}
