import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../utils/render-route';

describe('the landing hero depends on who is looking', () => {
  it('invites a visitor to join with Get Started → /register', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Transform Your Tech Career with/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Explore now' })).not.toBeInTheDocument();
  });

  it.each([
    ['recruiter', 'Transform Hiring with', 'Post a Job', '/career/post-job'],
    ['student', 'Transform Your Learning with', 'Start Learning', '/classes'],
    ['developer', 'Transform Your Coding Career with', 'Find a job', '/career'],
    ['teacher', 'Transform Your Teaching with', 'Start a class', '/classes'],
  ] as const)(
    'gives a %s their headline and main action, and no join button',
    async (role, headline, action, to) => {
      renderRoute('/', { as: role });
      expect(
        await screen.findByRole('heading', { level: 1, name: new RegExp(headline) }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', to);
      expect(screen.getByRole('link', { name: 'Explore now' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See classes' })).toHaveAttribute('href', '/classes');
      expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    },
  );

  it('gives an admin the generic headline with Explore now and See classes', async () => {
    renderRoute('/', { as: 'admin' });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Transform Your Tech Career with/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore now' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
  });
});
