import { Profiler } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypingHeadline } from '@/features/classes/components/typing-headline';
import { DELETE_LETTER_MS, TYPE_LETTER_MS, TYPED_PAUSE_MS } from '@/features/classes/typing';
import { stubMotionPreference } from '../utils/motion';

const PHRASES = ['Web', 'AI'] as const;

/** What the typed line shows (a zero-width space stands for an empty line). */
const typed = () =>
  document.querySelector('h1 [aria-hidden="true"] .block')!.textContent!.replace('\u200b', '');
/** `times` steps of `ms` each, one at a time (as a browser's timers would fire). */
const wait = (ms: number, times = 1) => {
  for (let i = 0; i < times; i += 1) act(() => vi.advanceTimersByTime(ms));
};

let renders = 0;
function renderHeadline() {
  renders = 0;
  return render(
    <Profiler id="headline" onRender={() => (renders += 1)}>
      <TypingHeadline lead="Live classes in" phrases={PHRASES} />
    </Profiler>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the typing headline', () => {
  it('deletes and types letter by letter at the spec’s pace, without a React render per letter', () => {
    stubMotionPreference(false);
    renderHeadline();
    expect(typed()).toBe('Web');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Live classes in Web and AI');
    const before = renders;

    wait(TYPED_PAUSE_MS - 1);
    expect(typed()).toBe('Web');
    wait(1); // the pause is over: deleting starts
    wait(DELETE_LETTER_MS);
    expect(typed()).toBe('We');
    wait(DELETE_LETTER_MS, 2);
    expect(typed()).toBe('');
    wait(DELETE_LETTER_MS); // the next phrase starts with its first letter
    expect(typed()).toBe('A');
    wait(TYPE_LETTER_MS - 1);
    expect(typed()).toBe('A');
    wait(1);
    expect(typed()).toBe('AI');
    // Nine letters came and went; React rendered the headline no more than before.
    expect(renders).toBe(before);
  });

  it('stops where it is on Pause and goes on from there on Play', () => {
    stubMotionPreference(false);
    renderHeadline();
    wait(TYPED_PAUSE_MS);
    wait(DELETE_LETTER_MS, 2); // "W"
    expect(typed()).toBe('W');
    const button = screen.getByRole('button', { name: 'Pause the headline animation' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    wait(5_000);
    expect(typed()).toBe('W');
    fireEvent.click(button);
    wait(DELETE_LETTER_MS);
    expect(typed()).toBe('');
  });

  it('with reduced motion shows the first phrase and stays still, even when asked for mid-word', () => {
    const preference = stubMotionPreference(false);
    renderHeadline();
    wait(TYPED_PAUSE_MS);
    wait(DELETE_LETTER_MS); // "We"
    expect(typed()).toBe('We');
    preference.change(true);
    expect(typed()).toBe('Web');
    wait(5_000);
    expect(typed()).toBe('Web');
    expect(screen.queryByRole('button', { name: 'Pause the headline animation' })).toBeNull();
  });
});
