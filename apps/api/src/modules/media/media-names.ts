// Names of stored images: `<shopId>/<file>` must never leave its folder, whatever the storage.

const safeName = /^[\w.-]+$/;

/** True for a shop id and file name that cannot leave their folder (no `/`, no `..`, no hidden file). */
export function isSafeMediaName(shopId: string, file: string): boolean {
  return safeName.test(shopId) && safeName.test(file) && !file.startsWith('.') && !shopId.startsWith('.');
}

/** The URL the API serves an image at. Example: mediaPath('shp_1', 'img_2.webp') is /v1/media/shp_1/img_2.webp */
export const mediaPath = (shopId: string, file: string) => `/v1/media/${shopId}/${file}`;
