import { and, type Executor, eq, shopMembers, users } from '@sarment/db';
import { ofShop } from '../../http/service-context.ts';

/** The e-mail addresses of a shop's owners, who hear of each new order (issue 15). */
export async function ownerEmails(db: Executor, shopId: string): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(ofShop({ shopId }, shopMembers), eq(shopMembers.role, 'owner')));
  return rows.map((row) => row.email);
}
