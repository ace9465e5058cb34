// Cuts the chosen area out of an image in a canvas, at most `maxWidth` px wide (the API resizes again and
// re-encodes to WebP; sending fewer pixels keeps a phone upload small).
import type { Area } from 'react-easy-crop';

const loadImage = (src: string) =>
  new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image'));
    image.src = src;
  });

/** The cropped area as a data URL: PNG keeps a logo's transparency, JPEG keeps a photo small. */
export async function cropToDataUrl(
  src: string,
  area: Area,
  maxWidth: number,
  type: 'image/png' | 'image/jpeg',
): Promise<string> {
  const image = await loadImage(src);
  const scale = Math.min(1, maxWidth / Math.max(1, area.width));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL(type, 0.92);
}
