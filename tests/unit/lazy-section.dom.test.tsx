import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import {
  intersectionMockInstance,
  mockIsIntersecting,
  resetIntersectionMocking,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_SCREEN_MARGIN,
  LAZY_SECTION_MARGIN,
  LazySection,
  resetEngagementForTests,
} from '@/components/ui/lazy-section';

const Section = lazy(async () => ({ default: () => <h2>The section</h2> }));
const placeholder = () => screen.getByRole('region', { name: 'Coming up' });

describe('a lazy section', () => {
  beforeEach(() => {
    resetEngagementForTests();
    setupIntersectionMocking(vi.fn);
  });
  afterEach(() => resetIntersectionMocking());

  it('before any scroll, watches only the upper three quarters of the screen', () => {
    render(<LazySection component={Section} minHeight="10rem" label="Coming up" />);
    expect(placeholder()).toHaveAttribute('aria-busy', 'true');
    expect(intersectionMockInstance(placeholder().parentElement!).rootMargin).toBe(FIRST_SCREEN_MARGIN);
  });

  it.each([
    ['a scroll', () => window.dispatchEvent(new Event('scroll'))],
    ['a key press', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }))],
    ['a touch', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
  ])('after %s, loads 800px ahead of the viewport', async (_, engage) => {
    render(<LazySection component={Section} minHeight="10rem" label="Coming up" />);
    const wrapper = placeholder().parentElement!;
    act(engage);
    expect(intersectionMockInstance(wrapper).rootMargin).toBe(LAZY_SECTION_MARGIN);
    act(() => mockIsIntersecting(wrapper, true));
    expect(await screen.findByRole('heading', { name: 'The section' })).toBeInTheDocument();
  });

  it('loads a section already in the first screen without waiting for a scroll', async () => {
    render(<LazySection component={Section} minHeight="10rem" label="Coming up" />);
    act(() => mockIsIntersecting(placeholder().parentElement!, true));
    expect(await screen.findByRole('heading', { name: 'The section' })).toBeInTheDocument();
  });

  it('a section whose code cannot be loaded says so in its own space, and the page goes on', async () => {
    const Broken = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <LazySection component={Broken} minHeight="10rem" label="Coming up" />
        <p>The rest of the page</p>
      </>,
    );
    act(() => mockIsIntersecting(placeholder().parentElement!, true));
    expect(await screen.findByRole('alert')).toHaveTextContent('This section could not be loaded.');
    expect(screen.getByRole('button', { name: 'reload the page' })).toBeInTheDocument();
    expect(screen.getByText('The rest of the page')).toBeInTheDocument();
  });
});
