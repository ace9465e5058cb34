import { and, type Executor, eq, inArray, type PaymentStatus, paymentGroups, payments } from '@sarment/db';
import { ofShop } from '../../http/service-context.ts';

export async function findPaymentGroup(db: Executor, shopId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(paymentGroups)
    .where(and(ofShop({ shopId }, paymentGroups), eq(paymentGroups.id, groupId)))
    .limit(1);
  return row;
}

export async function setGroupStatus(db: Executor, shopId: string, groupId: string, status: PaymentStatus) {
  await db
    .update(paymentGroups)
    .set({ status })
    .where(and(ofShop({ shopId }, paymentGroups), eq(paymentGroups.id, groupId)));
}

/** The live payment of a group: its card imprint, given or waiting for 3-D Secure. */
export async function findGroupPayment(db: Executor, shopId: string, groupId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        ofShop({ shopId }, payments),
        eq(payments.groupId, groupId),
        inArray(payments.status, ['setup', 'requiresAction', 'processing', 'paid']),
      ),
    )
    .limit(1);
  return row;
}
