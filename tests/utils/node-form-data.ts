import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll } from 'vitest';

/**
 * For the tests of an upload: Node's own FormData and File in place of jsdom's for the file's tests. A request body
 * reaches the demo API through Node's fetch machinery (MSW's interceptor makes a Fetch Request of the XHR), which
 * reads a jsdom FormData's file as the text "undefined"; a browser sends the bytes, and so does Node's FormData.
 */
export function withNodeFormData(): void {
  const jsdom = { FormData: globalThis.FormData, File: globalThis.File };
  beforeAll(async () => {
    // Node's FormData is not a global under jsdom: the one a parsed body is made of is.
    const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor;
    globalThis.FormData = NodeFormData as typeof FormData;
    globalThis.File = NodeFile as unknown as typeof File;
  });
  afterAll(() => {
    globalThis.FormData = jsdom.FormData;
    globalThis.File = jsdom.File;
  });
}

/** A 1×1 PNG: a real image, whose first bytes say so. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
