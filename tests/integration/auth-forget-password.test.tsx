import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderRoute } from '../utils/render-route';

afterEach(() => server.events.removeAllListeners());

describe('forgot password', () => {
  it.each([
    ['', 'Email is required'],
    ['someone@', 'Invalid email address'],
  ])('validates %j: %j at the field', async (email, message) => {
    const { user } = renderRoute('/forget-password');
    const field = await screen.findByLabelText('Email');
    if (email) await user.type(field, email);
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
  });

  it('reads "Sending..." for the simulated wait, makes no call, then says honestly that no email was sent', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => void requests.push(request.url));
    const { user } = renderRoute('/forget-password');
    await user.type(await screen.findByLabelText('Email'), 'Student@CodersHub.dev');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    const done = await screen.findByRole('heading', { name: 'Request received — but no email was sent' });
    // Focus moves in the page's effect, which React runs just after it inserts the heading (findByRole can see
    // the heading in between).
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('student@codershub.dev')).toBeInTheDocument();
    expect(screen.getByText(/cannot send password reset emails yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to login' })[0]).toHaveAttribute('href', '/login');
    expect(requests).toEqual([]);
  });
});
