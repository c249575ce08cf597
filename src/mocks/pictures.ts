import { demoConfig } from './config';

/**
 * The pictures uploaded to the demo. The backend hands a file to Cloudinary and stores the https URL it gets back;
 * the demo keeps the bytes itself and serves them at an address on its own origin (`/__demo/pictures/<name>`), so
 * the app shows an uploaded picture as it shows a Cloudinary one, by an http(s) link. One picture per account, the
 * latest, in this browser's storage beside the database (its own key, so the database's every write does not carry
 * megabytes); when storage refuses it (a large file in a full quota) it is kept for this tab only.
 */
export const PICTURES_PATH = '/__demo/pictures/';
const STORAGE_PREFIX = 'codershub-demo-db:picture:';

interface StoredPicture {
  name: string;
  type: string;
  /** The bytes, base64. */
  data: string;
}

const inMemory = new Map<string, StoredPicture>();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Keeps the account's new picture and answers its address on `origin`. */
export function keepPicture(accountId: string, bytes: Uint8Array, type: string, origin: string): string {
  const extension = type === 'image/png' ? 'png' : 'jpg';
  const name = `${accountId}-${Date.now().toString(36)}.${extension}`;
  const picture = { name, type, data: toBase64(bytes) };
  inMemory.set(accountId, picture);
  if (demoConfig.persist) {
    try {
      localStorage.setItem(STORAGE_PREFIX + accountId, JSON.stringify(picture));
    } catch {
      /* too large for what is left of the quota: this tab keeps it */
    }
  }
  return `${origin}${PICTURES_PATH}${name}`;
}

/** The picture of that name, from this tab or from storage (another tab may have uploaded it). */
export function findPicture(name: string): { type: string; bytes: Uint8Array } | null {
  const accountId = name.split('-')[0] ?? '';
  let picture = inMemory.get(accountId);
  if (picture?.name !== name && demoConfig.persist) {
    try {
      const raw = localStorage.getItem(STORAGE_PREFIX + accountId);
      picture = raw ? (JSON.parse(raw) as StoredPicture) : undefined;
    } catch {
      picture = undefined;
    }
  }
  if (!picture || picture.name !== name) return null;
  return { type: picture.type, bytes: Uint8Array.from(atob(picture.data), (c) => c.charCodeAt(0)) };
}

/** "Reset demo data": the uploaded pictures go with the rest. */
export function forgetPictures(): void {
  inMemory.clear();
  if (!demoConfig.persist) return;
  try {
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
    for (const key of keys) if (key?.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing was kept there */
  }
}

/** What the file's first bytes say it is: the formats Cloudinary is told to allow (jpg, png, jpeg). */
export function imageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}
