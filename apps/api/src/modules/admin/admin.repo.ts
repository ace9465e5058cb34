import {
  and,
  asc,
  count,
  type Executor,
  eq,
  ilike,
  inArray,
  or,
  type SQL,
  shopMembers,
  shops,
  users,
} from '@sarment/db';

export interface AdminListQuery {
  search?: string | undefined;
  limit: number;
  offset: number;
}

const likePattern = (search: string) => `%${search.replace(/[%_\\]/g, '\\$&')}%`;

export type AdminShopRow = typeof shops.$inferSelect & {
  owner: { id: string; email: string; username: string | null } | null;
};

/** Every shop (online or not), alphabetical, with its first owner. */
export async function listShopsForAdmin(
  db: Executor,
  query: AdminListQuery,
): Promise<{ rows: AdminShopRow[]; total: number }> {
  const pattern = query.search ? likePattern(query.search) : null;
  const where = pattern
    ? or(ilike(shops.name, pattern), ilike(shops.code, pattern), ilike(shops.urlName, pattern))
    : undefined;
  const [rows, totals] = await Promise.all([
    db.select().from(shops).where(where).orderBy(asc(shops.name)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  const owners = rows.length
    ? await db
        .select({ shopId: shopMembers.shopId, id: users.id, email: users.email, username: users.username })
        .from(shopMembers)
        .innerJoin(users, eq(users.id, shopMembers.userId))
        .where(
          and(
            inArray(
              shopMembers.shopId,
              rows.map((row) => row.id),
            ),
            eq(shopMembers.role, 'owner'),
          ),
        )
        .orderBy(asc(shopMembers.createdAt))
    : [];
  return {
    rows: rows.map((row) => {
      const owner = owners.find((candidate) => candidate.shopId === row.id);
      return { ...row, owner: owner ? { id: owner.id, email: owner.email, username: owner.username } : null };
    }),
    total: totals[0]?.total ?? 0,
  };
}

export async function setShopOnline(
  db: Executor,
  shopId: string,
  online: boolean,
): Promise<typeof shops.$inferSelect | undefined> {
  const [row] = await db
    .update(shops)
    .set({ online, updatedAt: new Date() })
    .where(eq(shops.id, shopId))
    .returning();
  return row;
}

export type AdminUserRow = typeof users.$inferSelect & {
  shops: { id: string; name: string; role: string }[];
};

/** Users by e-mail, username or name, with the shops they work for. */
export async function listUsersForAdmin(
  db: Executor,
  query: AdminListQuery & { role?: string | undefined },
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.search) {
    const pattern = likePattern(query.search);
    const match = or(
      ilike(users.email, pattern),
      ilike(users.username, pattern),
      ilike(users.firstname, pattern),
      ilike(users.lastname, pattern),
    );
    if (match) filters.push(match);
  }
  if (query.role) filters.push(eq(users.role, query.role as (typeof users.$inferSelect)['role']));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, totals] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.email)).limit(query.limit).offset(query.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const links = rows.length
    ? await db
        .select({ userId: shopMembers.userId, id: shops.id, name: shops.name, role: shopMembers.role })
        .from(shopMembers)
        .innerJoin(shops, eq(shops.id, shopMembers.shopId))
        .where(
          inArray(
            shopMembers.userId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(shopMembers.createdAt))
    : [];
  return {
    rows: rows.map((row) => ({
      ...row,
      shops: links
        .filter((link) => link.userId === row.id)
        .map((link) => ({ id: link.id, name: link.name, role: link.role })),
    })),
    total: totals[0]?.total ?? 0,
  };
}
