import { act, render, screen } from '@testing-library/react';
import {
  destroyIntersectionMocking,
  mockIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_UP_DURATION_S, CountUp } from '@/components/ui/count-up';
import { abbreviate } from '@/lib/format/number';
import { stubMotionPreference } from '../utils/motion';

function renderCard() {
  render(
    <CountUp end={22500} format={abbreviate}>
      <p>Instagram Followers</p>
    </CountUp>,
  );
  const card = screen.getByText('Instagram Followers').parentElement!;
  const counting = screen.getByTestId('count-up-value');
  const still = counting.previousElementSibling!;
  return { card, counting, still };
}

const seconds = (s: number) => act(() => vi.advanceTimersByTime(s * 1000));

describe('a counting card', () => {
  beforeEach(() => {
    setupIntersectionMocking(vi.fn);
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance', 'setTimeout'],
    });
  });
  afterEach(() => {
    destroyIntersectionMocking();
    vi.unstubAllGlobals();
  });

  it('shows the final figure before it is seen, to screen readers always', () => {
    const { still, counting } = renderCard();
    expect(still).toHaveTextContent('22.5K+');
    expect(still).not.toHaveClass('invisible');
    expect(counting).toHaveClass('invisible');
    expect(screen.getByText('22.5K+', { selector: '.sr-only' })).toBeInTheDocument();
  });

  it('waits until half of the card is visible, then counts from 0 to 22.5K+ in 3 s', () => {
    const { card, counting, still } = renderCard();
    act(() => mockIsIntersecting(card, 0.4));
    expect(counting).toHaveClass('invisible');

    act(() => mockIsIntersecting(card, 0.5));
    expect(counting).not.toHaveClass('invisible');
    expect(still).toHaveClass('invisible');
    expect(counting).toHaveTextContent(/^0$/);

    seconds(COUNT_UP_DURATION_S / 2);
    expect(counting.textContent).not.toBe('0');
    expect(counting.textContent).not.toBe('22.5K+');

    seconds(COUNT_UP_DURATION_S / 2 + 0.1);
    expect(counting).toHaveTextContent(/^22\.5K\+$/);
  });

  it('starts again from 0 each time it comes back into view', () => {
    const { card, counting } = renderCard();
    act(() => mockIsIntersecting(card, 1));
    seconds(COUNT_UP_DURATION_S + 0.1);
    expect(counting).toHaveTextContent(/^22\.5K\+$/);

    act(() => mockIsIntersecting(card, false));
    expect(counting).toHaveTextContent(/^22\.5K\+$/);

    act(() => mockIsIntersecting(card, 1));
    expect(counting).toHaveTextContent(/^0$/);
    seconds(COUNT_UP_DURATION_S + 0.1);
    expect(counting).toHaveTextContent(/^22\.5K\+$/);
  });

  it('with reduced motion keeps the final figure and never counts', () => {
    stubMotionPreference(true);
    const { card, counting, still } = renderCard();
    act(() => mockIsIntersecting(card, 1));
    seconds(1);
    expect(counting).toBeEmptyDOMElement();
    expect(counting).toHaveClass('invisible');
    expect(still).toHaveTextContent('22.5K+');
    expect(still).not.toHaveClass('invisible');
  });
});
