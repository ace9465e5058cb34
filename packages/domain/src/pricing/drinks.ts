// What counts as a drink (issue 15: the corkscrew is not a bottle): franco by number of products, the parcels of
// 12 bottles and the cartons of 6 or 12 count drinks only.
import { isZeroRatio } from '../money/index.ts';
import { computeEq75, computeVolumeMl, type FormatVolume, type ProductType } from './eq75.ts';

/**
 * A bottle (a bottle with no volume is the default 75 cl), or a box that holds a volume or says its bottle
 * equivalents (a case of 6). An accessory, even one with a volume (a decanter), or a prestation is not.
 * Example: isDrink('box', { eq75: 6 }) is true, isDrink('accessory', { unity: 'Unité(s)' }) false.
 */
export function isDrink(productType: ProductType, format: FormatVolume): boolean {
  if (productType === 'bottle') return true;
  if (productType !== 'box') return false;
  return computeVolumeMl(format) !== null || !isZeroRatio(computeEq75(format, productType));
}
