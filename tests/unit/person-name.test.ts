import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MAX_LENGTH, isPersonName } from '@/lib/validation/person-name';

// Letters of any script with their combining marks, and spaces (the spec's "letters and spaces", read as Unicode).
const NAMES = [
  'Asha Verma',
  'आशा वर्मा',
  'प्रिया शर्मा',
  'José',
  // The same name typed with a combining accent (e + U+0301) instead of é.
  'Jose\u0301 Ramos',
  'Zoë O Brien',
  'தமிழ் செல்வி',
  'محمد علي',
  '王小明',
  '山田\u3000太郎',
  'Łukasz Żółć',
  'Σωκράτης',
  'ਗੁਰਪ੍ਰੀਤ ਕੌਰ',
  // Persian spells some names with a zero-width non-joiner between letters.
  'علی\u200Cزاده',
  // Malayalam's older spelling of a word-final consonant ends it with virama + zero-width joiner.
  'അര\u0D4D\u200Dജുന\u0D4D\u200D',
];

const NOT_NAMES = [
  'Asha_V',
  'Asha 2',
  'R2D2',
  'Asha@home',
  'Asha 🚀',
  '🚀',
  "Zoë O'Brien",
  'Jean-Luc',
  'A. Verma',
  '\u0301Asha',
  '\u200CAsha',
  'Asha \u200D',
  '',
  '   ',
];

describe('one rule for a person’s name', () => {
  it.each(NAMES)('accepts %s', (name) => {
    expect(isPersonName(name)).toBe(true);
  });

  it.each(NOT_NAMES)('refuses "%s"', (name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it('reads spaces around the name as not part of it', () => {
    expect(isPersonName('  आशा वर्मा  ')).toBe(true);
  });

  it('has one maximum length, 80', () => {
    expect(PERSON_NAME_MAX_LENGTH).toBe(80);
  });
});
