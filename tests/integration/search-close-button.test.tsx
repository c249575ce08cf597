import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../utils/render-route';

// The search form's code never arrives in this file: what shows is the stand-in of search-teaser.tsx.
vi.mock('@/features/search/components/search-panel', () => new Promise(() => undefined));

const TEASER = /Search people, jobs and courses/;

describe('while the search form is loading', () => {
  it('the stand-in has the close button the form has (a phone has no Escape key)', async () => {
    renderRoute('/');
    const user = userEvent.setup();
    const teaser = await screen.findByRole('button', { name: TEASER });
    await user.click(teaser);
    expect(screen.getByRole('status')).toHaveTextContent('Loading search…');
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(teaser).toHaveFocus();
  });
});
