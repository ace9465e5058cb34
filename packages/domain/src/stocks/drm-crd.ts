// CRD capsules (capsules représentatives de droits): the owner's stock of capsules per item, bought in (entries)
// and used when bottling; their month is reported with the DRM (CGI annexe IV art. 54-0 B and following).

/** entry: received from the maker; bottling: put on bottles; loss: spoiled or lost; adjustment: a count. */
export const crdMovementReasons = ['entry', 'bottling', 'loss', 'adjustment'] as const;
export type CrdMovementReason = (typeof crdMovementReasons)[number];

/** A CRD movement's signed quantity agrees with its reason: entries add, bottling and losses take. */
export function crdSignAgrees(reason: CrdMovementReason, quantity: number): boolean {
  if (!Number.isInteger(quantity) || quantity === 0) return false;
  if (reason === 'entry') return quantity > 0;
  if (reason === 'adjustment') return true;
  return quantity < 0;
}

export interface CrdMovementInput {
  crdItemId: string;
  /** Paris day YYYY-MM-DD. */
  day: string;
  quantity: number;
  reason: CrdMovementReason;
}

export interface CrdMonthLine {
  crdItemId: string;
  opening: number;
  entries: number;
  used: number;
  losses: number;
  adjustments: number;
  closing: number;
}

/** Each item's capsules in a month: opening + entries − used − losses + adjustments = closing. */
export function crdMonth(
  month: string,
  itemIds: readonly string[],
  movements: readonly CrdMovementInput[],
): CrdMonthLine[] {
  const lines = new Map<string, CrdMonthLine>(
    itemIds.map((id) => [
      id,
      { crdItemId: id, opening: 0, entries: 0, used: 0, losses: 0, adjustments: 0, closing: 0 },
    ]),
  );
  const first = `${month}-01`;
  for (const movement of movements) {
    const line = lines.get(movement.crdItemId);
    if (!line) continue;
    if (movement.day < first) line.opening += movement.quantity;
    else if (movement.day.startsWith(month)) {
      if (movement.reason === 'entry') line.entries += movement.quantity;
      else if (movement.reason === 'bottling') line.used -= movement.quantity;
      else if (movement.reason === 'loss') line.losses -= movement.quantity;
      else line.adjustments += movement.quantity;
    }
  }
  for (const line of lines.values())
    line.closing = line.opening + line.entries - line.used - line.losses + line.adjustments;
  return [...lines.values()];
}
