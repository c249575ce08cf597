import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';

// The login's code, fetched apart from the page, cannot be fetched (a dropped connection, say).
vi.mock('@/features/auth/log-in', async () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

it("says so when the login's code cannot be fetched, sends nothing, and keeps what was typed", async () => {
  const sent = vi.fn();
  server.use(
    http.post('*/v1/auth/login', () => {
      sent();
      return HttpResponse.json({});
    }),
  );
  renderRoute('/login');
  // Typed in without focus or pointer events, so that Sign in is the one import of that code (Vitest, unlike a
  // browser, does not keep a failed import failed).
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'student@codershub.dev' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Password123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

  const text = 'No response from server. Please refresh/try again.';
  expect(await screen.findAllByText(text)).not.toHaveLength(0);
  expect(sent).not.toHaveBeenCalled();
  expect(screen.getByLabelText('Email')).toHaveValue('student@codershub.dev');
  expect(screen.getByLabelText('Password')).toHaveValue('Password123');
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});
