// Uploaded images are resized and re-encoded to WebP on upload: a phone photo of 8 MB becomes a banner of a few
// hundred KB, and re-encoding drops the metadata (EXIF: GPS position, camera) that a producer would not publish.

/** What the image is for: its maximum width in pixels (never enlarged). */
export const imagePurposes = { logo: 600, banner: 2000, page: 2000, background: 2000 } as const;
export type ImagePurpose = keyof typeof imagePurposes;

/** Refuses decompression bombs: an image of more pixels than this is not decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Resizes to the purpose's width (keeping the ratio, never enlarging), applies the EXIF orientation, and
 * re-encodes to WebP without metadata. Example: a 3000×1000 PNG as a banner becomes a 2000×667 WebP.
 * Throws when sharp cannot decode the bytes (a file that only looks like an image).
 */
export async function resizeImage(bytes: Buffer, purpose: ImagePurpose): Promise<Buffer> {
  // loaded on the first upload, not at start (issue 22: a process that never resizes never holds libvips)
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
    .rotate()
    .resize({ width: imagePurposes[purpose], withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
}
