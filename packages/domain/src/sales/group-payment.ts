// spec §1, §4 group order: each payment group pays its share by its own link. The order's payment state in lists
// (issue 15) sums them up.
import type { PaymentStatus } from '../reference/statuses.ts';

/** A group has done its part once its card imprint is taken (debited at validation, spec §4) or it paid. */
const covered = (status: PaymentStatus) => status === 'setup' || status === 'paid';

/**
 * What a list shows for a group order: paid once every group was debited, setup once every group gave its card
 * (the order waits for the seller), partial once some did, cancelled or error when the groups ended so, else
 * pending. Example: groupPaymentStatus(['setup', 'pending']) is 'partial'.
 */
export function groupPaymentStatus(groups: readonly PaymentStatus[]): PaymentStatus {
  if (groups.length === 0) return 'pending';
  if (groups.every((status) => status === 'paid')) return 'paid';
  if (groups.every(covered)) return 'setup';
  if (groups.every((status) => status === 'cancelled')) return 'cancelled';
  if (groups.some(covered)) return 'partial';
  if (groups.some((status) => status === 'error')) return 'error';
  return 'pending';
}
