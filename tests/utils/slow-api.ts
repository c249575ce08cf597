import { http } from 'msw';
import { server } from '@/mocks/node';

/**
 * A route's loader sends its request with the screen's code, and the demo API answers at once: for a test of
 * what a screen shows while it waits, the answers to GET `path` are held back until the test releases them
 * (then answered as usual).
 */
export function holdAnswers(path: string): () => void {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  server.use(http.get(path, () => gate.then(() => undefined)));
  return release;
}
