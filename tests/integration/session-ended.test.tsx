import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { request } from '@/lib/http';
import { TOKEN_KEY, readSession } from '@/lib/session';
import { renderRoute } from '../utils/render-route';
import { loginAs } from '../utils/session';

describe('a 401 on an authenticated call', () => {
  it('ends the session centrally and sends the user to /login with the origin', async () => {
    const token = loginAs('student');
    // A token the server no longer accepts (its signature was changed) while the client still thinks it is fine.
    localStorage.setItem(TOKEN_KEY, `${token.slice(0, -2)}xx`);
    localStorage.setItem('theme', 'dark');
    const { router } = renderRoute('/career');
    await screen.findByRole('navigation', { name: 'Main' });
    await act(() =>
      request({ method: 'GET', url: 'v1/students/myprofile', schema: z.unknown() }).catch(() => undefined),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/career' } });
    expect(readSession()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });
});
