/** The server takes JPEG and PNG (its Cloudinary folder's formats) and sets no size limit: the app sets this one. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
const TYPES = ['image/jpeg', 'image/png'];
const EXTENSION = /\.(jpe?g|png)$/i;

export const PICTURE_TEXT = {
  missing: 'Choose a JPEG or PNG picture first.',
  type: 'This file is not a JPEG or PNG picture. Choose one that is.',
  size: 'This picture is larger than 2 MB. Choose a smaller one.',
  hint: 'A JPEG or PNG of up to 2 MB.',
  uploaded: 'Profile picture updated.',
} as const;

/** What is wrong with the chosen file, checked before anything is sent; null when it can go. */
export function pictureProblem(file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (!file) return PICTURE_TEXT.missing;
  // Some systems give no type for a file: its name decides then.
  const typed = file.type ? TYPES.includes(file.type) : EXTENSION.test(file.name);
  if (!typed) return PICTURE_TEXT.type;
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_TEXT.size;
  return null;
}
