// Uploaded images: the type is read from the file's first bytes (magic numbers), never from its name or the
// declared content type, and the size is capped.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type ImageType = { ext: 'png' | 'jpg' | 'webp'; contentType: string };

export const mediaErrors = {
  notAnImage: 'Le fichier doit être une image PNG, JPEG ou WebP',
  tooLarge: "L'image ne doit pas dépasser 5 Mo",
  empty: "L'image est vide",
} as const;

/** PNG, JPEG or WebP from the magic bytes; null otherwise. Example: a buffer starting 89 50 4E 47 is png. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { ext: 'png', contentType: 'image/png' };
  if (starts(0xff, 0xd8, 0xff)) return { ext: 'jpg', contentType: 'image/jpeg' };
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length > 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP')
    return { ext: 'webp', contentType: 'image/webp' };
  return null;
}

/** Reads a base64 body (`data:image/png;base64,...` or bare base64). */
export function decodeBase64Image(data: string): Buffer {
  const comma = data.startsWith('data:') ? data.indexOf(',') : -1;
  return Buffer.from(comma >= 0 ? data.slice(comma + 1) : data, 'base64');
}
