import { type Executor, eq, type Shop, shops } from '@sarment/db';

/** The shop a tenant route acts on (access enforcement reads its integrations). */
export async function findShopById(db: Executor, shopId: string): Promise<Shop | undefined> {
  const [row] = await db.select().from(shops).where(eq(shops.id, shopId)).limit(1);
  return row;
}
