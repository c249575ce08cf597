import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: it keeps its Segmenter once made. */
const load = async () => {
  vi.resetModules();
  return import('@/lib/format/initials');
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** No lone half of a surrogate pair anywhere in the text. */
const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

describe('initials are whole graphemes', () => {
  it('takes the first grapheme of the first and last words that hold a letter', async () => {
    const { initials } = await load();
    // The rocket is a word of its own with no letter: it is not the last name.
    expect(initials('आशा वर्मा 🚀')).toBe('आव');
    expect(initials('Asha Verma')).toBe('AV');
    expect(initials('asha  kiran  verma')).toBe('AV');
    expect(initials('Zoë O Brien')).toBe('ZB');
    expect(initials('محمد علي')).toBe('مع');
  });

  it('keeps a letter and its combining marks together', async () => {
    const { initials } = await load();
    // "é" typed as e + U+0301: the accent stays with its letter.
    expect(initials('\u00e9lise Jose\u0301')).toBe('ÉJ');
    expect(initials('e\u0301lise')).toBe('E\u0301L');
    // A Tamil consonant with its vowel sign is one grapheme.
    expect(initials('தமிழ் செல்வி')).toBe('தசெ');
  });

  it('gives an emoji-only name its whole first emoji, never half a surrogate pair', async () => {
    const { initials } = await load();
    expect(initials('🚀')).toBe('🚀');
    expect(initials('🚀🌟')).toBe('🚀');
    // A family emoji is several code points joined by zero-width joiners: one grapheme.
    expect(initials('👩‍👩‍👧 🎉')).toBe('👩‍👩‍👧');
    expect(initials('🇮🇳')).toBe('🇮🇳');
    for (const name of ['🚀', 'आशा वर्मा 🚀', '𝒜𝓈𝒽𝒶 𝒱𝑒𝓇𝓂𝒶', '🚀Asha'])
      expect(wellFormed(initials(name))).toBe(true);
  });

  it('skips what comes before the first letter of a word', async () => {
    const { initials } = await load();
    expect(initials('🚀Asha Verma')).toBe('AV');
    expect(initials('(Asha) Verma')).toBe('AV');
  });

  it('takes two graphemes of a single word, and ? for nothing', async () => {
    const { initials } = await load();
    expect(initials('José')).toBe('JO');
    expect(initials('王小明')).toBe('王小');
    expect(initials('')).toBe('?');
    expect(initials('   ')).toBe('?');
  });

  it('can take the first two words instead of the first and last (a company)', async () => {
    const { initials } = await load();
    expect(initials('Tata Consultancy Services', 'first-two')).toBe('TC');
    expect(initials('Tata Consultancy Services')).toBe('TS');
  });
});

describe('the segmenter', () => {
  it('is made on first use, once', async () => {
    const Real = Intl.Segmenter;
    const made = vi.fn();
    class Counted extends Real {
      constructor(...args: ConstructorParameters<typeof Intl.Segmenter>) {
        super(...args);
        made();
      }
    }
    vi.stubGlobal('Intl', { ...Intl, Segmenter: Counted });
    const { initials } = await load();
    expect(made).not.toHaveBeenCalled();
    initials('Asha Verma');
    initials('आशा वर्मा');
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('falls back to code points without Intl.Segmenter: still never half a surrogate pair', async () => {
    vi.stubGlobal('Intl', { ...Intl, Segmenter: undefined });
    const { graphemes, initials } = await load();
    expect(graphemes('a🚀b')).toEqual(['a', '🚀', 'b']);
    expect(initials('🚀')).toBe('🚀');
    expect(initials('आशा वर्मा 🚀')).toBe('आव');
    expect(wellFormed(initials('🚀🌟'))).toBe(true);
  });
});
