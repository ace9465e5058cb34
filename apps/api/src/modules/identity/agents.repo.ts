import { and, asc, type Executor, eq, shopMembers, users } from '@sarment/db';

/** The sales agents of a shop, by name. */
export async function listShopAgents(db: Executor, shopId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.role, 'agent')))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
}
