import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StarRating } from '@/features/classes/components/star-rating';
import { Rating } from '@/features/store/components/rating';

/** How much of each of the five stars is filled, as the stars' own widths say. */
const fills = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-star-fill]')].map((el) => el.style.width);

describe('star ratings show the figure they are given, not a rounded-up one', () => {
  it('a course rated 4.7: four full stars and 70 % of the fifth, read as "Rated 4.7 out of 5"', () => {
    const { container } = render(<StarRating stars={4.7} />);
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['100%', '100%', '100%', '100%', '70%']);
  });

  it('whole ratings read without a decimal, and the figure is kept within 0–5', () => {
    const { container, unmount } = render(<StarRating stars={4} />);
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['100%', '100%', '100%', '100%', '0%']);
    unmount();
    render(<StarRating stars={7} />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('a figure with more decimals reads to one decimal place', () => {
    const { container } = render(<StarRating stars={14 / 3} />);
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    expect(fills(container)).toEqual(['100%', '100%', '100%', '100%', '70%']);
  });

  it('a store item rated 4.7 shows the same partial fifth star, and says "4.7 out of 5"', () => {
    const { container } = render(<Rating rating={4.7} reviews={12} />);
    expect(fills(container)).toEqual(['100%', '100%', '100%', '100%', '70%']);
    expect(container).toHaveTextContent('4.7out of 5(12 reviews)');
  });
});
