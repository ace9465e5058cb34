// Issue 15: a buyer fills cartons of 6 or 12 bottles in one click instead of 23 clicks on '+'.

/** The carton sizes the cart offers for a drink. */
export const cartonSizes = [6, 12] as const;
export type CartonSize = (typeof cartonSizes)[number];

/**
 * The quantity after 'Carton de n': the next full carton above what the line holds, so the parcels of 12 of the
 * delivery are full. Examples: nextCarton(1, 6) is 6, nextCarton(6, 6) is 12, nextCarton(7, 12) is 12.
 */
export function nextCarton(quantity: number, size: CartonSize): number {
  const whole = Math.max(0, Math.trunc(quantity));
  return (Math.floor(whole / size) + 1) * size;
}

/**
 * What a quantity typed in the cart means: a whole number from 0 (0 removes the line) to `max`, or null for
 * a text that is no quantity (the field then shows the line's quantity again). Example: readQuantity(' 24 ') is 24.
 */
export function readQuantity(text: string, max = 9999): number | null {
  const trimmed = text.replace(/[\s\u202f\u00a0]/g, '');
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity <= max ? quantity : null;
}
