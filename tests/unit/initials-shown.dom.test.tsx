import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from '@/components/ui/avatar';
import { CompanyLogo } from '@/features/jobs/components/company-logo';

/** No lone half of a surrogate pair anywhere in the text. */
const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

// What a person sees in the circle or the tile: whole letters and whole emoji, never half a surrogate pair.
describe('initials on screen', () => {
  it.each([
    ['आशा वर्मा 🚀', 'आव'],
    ['🚀', '🚀'],
    ['👩‍👩‍👧', '👩‍👩‍👧'],
    ['Asha Verma', 'AV'],
  ])("a person's avatar for %s shows %s", (name, shown) => {
    render(<Avatar name={name} />);
    const avatar = screen.getByRole('img', { name: `${name}'s avatar` });
    expect(wellFormed(avatar.textContent!)).toBe(true);
    expect(avatar).toHaveTextContent(shown);
  });

  it.each([
    ['🚀 Labs', 'L'],
    ['🚀', '🚀'],
    ['Tata Consultancy Services', 'TC'],
  ])("a company's tile for %s shows %s", (name, shown) => {
    render(<CompanyLogo src="" name={name} />);
    const tile = screen.getByRole('img', { name: `${name} logo` });
    expect(wellFormed(tile.textContent!)).toBe(true);
    expect(tile).toHaveTextContent(shown);
  });
});
