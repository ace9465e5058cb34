// The one capacity guard of a slot, for the shop's checkout and the staff's bookings alike (spec §4 'maximum places
// reached for a slot'): places are taken by a single guarded UPDATE, which re-checks them on the row as committed
// by concurrent bookings, so no interleaving of checkouts and desk bookings ever overbooks a slot.
import { type Executor, queryRows, sql } from '@sarment/db';

/**
 * Takes places in a slot only while enough are left and the slot is still to come. Unlimited slots (places_total
 * null) always have room. False when the slot is full, past or unknown.
 */
export async function takePlaces(
  tx: Executor,
  shopId: string,
  slotId: string,
  persons: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update event_slots set places_taken = places_taken + ${persons}
      where shop_id = ${shopId} and id = ${slotId} and starts_at > now()
        and (places_total is null or places_taken + ${persons} <= places_total)
      returning id`,
  );
  return rows.length === 1;
}
