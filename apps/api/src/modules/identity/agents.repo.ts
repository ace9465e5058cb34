import { and, asc, eq, shopMembers, users } from '@sarment/db';
import { ofShop, type ShopScope } from '../../http/service-context.ts';

/** The sales agents of a shop, by name. */
export async function listShopAgents(scope: ShopScope) {
  return scope.tx
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(ofShop(scope, shopMembers), eq(shopMembers.role, 'agent')))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
}
