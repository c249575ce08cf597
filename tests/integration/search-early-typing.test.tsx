import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../utils/render-route';

/** The search form's code arrives when the test says so, as on a slow network. */
const arrival = vi.hoisted(() => {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { gate, release };
});
vi.mock('@/features/search/components/search-panel', async (importOriginal) => {
  await arrival.gate;
  return importOriginal();
});

const TEASER = /Search people, jobs and courses/;
const LABEL = 'Search people, jobs and courses';

// The code loads once per file: the tests that need it still on its way come first.
describe('before the search form has loaded', () => {
  it('Escape closes the stand-in field, focus back on the teaser', async () => {
    renderRoute('/');
    const user = userEvent.setup();
    const teaser = await screen.findByRole('button', { name: TEASER });
    await user.click(teaser);
    expect(screen.getByRole('textbox', { name: LABEL })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(teaser).toHaveFocus();
  });

  it('keeps every keystroke after `/`: the form starts from them, focused, caret at the end', async () => {
    renderRoute('/');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: TEASER });
    await user.keyboard('/');
    const early = screen.getByRole('textbox', { name: LABEL });
    expect(early).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading search…');
    await user.keyboard('pyth');

    arrival.release();
    const box = await screen.findByRole('combobox', { name: LABEL });
    expect(box).toHaveValue('pyth');
    expect(box).toHaveFocus();
    await user.keyboard('on');
    expect(box).toHaveValue('python');

    // Closing still hands focus back to the teaser, and the next opening starts empty.
    await user.keyboard('{Escape}');
    const teaser = screen.getByRole('button', { name: TEASER });
    await waitFor(() => expect(teaser).toHaveFocus());
    await user.click(teaser);
    expect(await screen.findByRole('combobox', { name: LABEL })).toHaveValue('');
  });
});
