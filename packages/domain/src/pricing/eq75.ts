// Bottle equivalents (spec §9: based on 75 cl; default bottle 0.0075 hl; hectolitre unit divided by 100).
import type { Ratio } from '../money/index.ts';
import { multiplyRatios, parseDecimal, ratio, zeroRatio } from '../money/index.ts';

export type VolumeUnit = 'Litre(s)' | 'Centilitre(s)' | 'Millilitre(s)' | 'Hectolitre(s)' | 'Gramme(s)';
export type ProductType = 'bottle' | 'accessory' | 'prestation' | 'box';

/** Millilitres in one unit; Gramme(s) measures a weight, so it has no volume. */
const millilitresPerUnit: Readonly<Record<VolumeUnit, number | null>> = {
  'Litre(s)': 1000,
  'Centilitre(s)': 10,
  'Millilitre(s)': 1,
  'Hectolitre(s)': 100_000,
  'Gramme(s)': null,
};

/** spec §9: the default bottle holds 0.0075 hl, that is 750 ml. */
export const defaultBottleVolumeMl = 750;
const referenceBottleMl = 750;

export interface FormatVolume {
  /** spec §3 Format.unity. */
  unity?: VolumeUnit | string | null | undefined;
  /** spec §3 Format.unityValue, a decimal ("37.5", 1.5). */
  unityValue?: string | number | null | undefined;
  /** spec §3 Format.eq75 when the owner set it (a box of 6 bottles says 6). */
  eq75?: string | number | null | undefined;
}

/**
 * Exact volume of one unit in millilitres, or null when the format has none (weight, accessory, missing data).
 * Example: 150 Centilitre(s) gives 1500; 0.0075 Hectolitre(s) gives 750.
 */
export function computeVolumeMl(format: FormatVolume): Ratio | null {
  const perUnit = format.unity ? millilitresPerUnit[format.unity as VolumeUnit] : undefined;
  if (perUnit === undefined || perUnit === null) return null;
  if (format.unityValue === null || format.unityValue === undefined || format.unityValue === '') return null;
  return multiplyRatios(parseDecimal(format.unityValue), ratio(perUnit));
}

/**
 * Volume used for duties: the format's own volume, else the default bottle for a bottle product.
 * Example: a bottle product with no unity gives 750 ml.
 */
export function resolveVolumeMl(format: FormatVolume, productType: ProductType): Ratio | null {
  return computeVolumeMl(format) ?? (productType === 'bottle' ? ratio(defaultBottleVolumeMl) : null);
}

/**
 * Bottle equivalents of one unit, exactly: the format's explicit eq75 wins, else volume / 75 cl; accessories,
 * prestations and weights count 0 unless the format gives eq75. Example: 70 Centilitre(s) gives 14/15.
 * A caller that already has the volume passes it to avoid computing it twice.
 */
export function computeEq75(
  format: FormatVolume,
  productType: ProductType,
  volumeMl: Ratio | null = resolveVolumeMl(format, productType),
): Ratio {
  if (format.eq75 !== null && format.eq75 !== undefined && format.eq75 !== '')
    return parseDecimal(format.eq75);
  if (productType === 'accessory' || productType === 'prestation') return zeroRatio;
  return volumeMl ? multiplyRatios(volumeMl, perReferenceBottle) : zeroRatio;
}

const perReferenceBottle = ratio(1, referenceBottleMl);
