import { http } from 'msw';
import { getDb } from '../db';
import { htmlError, json, latency } from '../respond';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** GET v1/users/{id}/public — in the spec, not yet on the deployed backend. */
export const publicUserHandler = http.get<{ id: string }>('*/v1/users/:id/public', async ({ params }) => {
  await latency();
  if (!OBJECT_ID.test(params.id)) return json({ success: false, message: 'Invalid user id' }, 400);
  const a = getDb().accounts.find((x) => x._id === params.id);
  if (!a) return json({ success: false, message: 'User not found' }, 404);
  return json({
    success: true,
    user: {
      name: a.name,
      username: a.username,
      avatarUrl: a.profilePicture,
      bio: a.bio,
      joinedAt: a.createdAt,
      stats: { followers: a.followers, following: a.following, posts: a.posts },
    },
  });
});

/**
 * Anything else under /v1 of the demo API (the app's own origin) is Express's HTML 404, exactly as the backend
 * answers it. Other sites' /v1/ paths pass through: https://checkout.razorpay.com/v1/checkout.js is one.
 */
export const fallbackHandler = http.all('*/v1/*', ({ request }) => {
  const url = new URL(request.url);
  if (globalThis.location && url.origin !== globalThis.location.origin) return undefined;
  return htmlError(404, `Cannot ${request.method} ${url.pathname}`);
});

export const userHandlers = [publicUserHandler];
