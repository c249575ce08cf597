/**
 * Gives the browser a turn (input, rendering) before going on, so that start-up work runs as several short
 * tasks instead of one long one. `scheduler.yield()` where the browser has it (it keeps this work ahead of other
 * queued tasks); otherwise a message, which, unlike a zero timeout, is not slowed down in a background tab.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
