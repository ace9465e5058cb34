import type { ShopRow } from './shops.repo.ts';
import type { PublicShop } from './shops.schemas.ts';

/** The public face of a shop: what any visitor may read. */
export function toPublicShop(row: ShopRow): PublicShop {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    urlShop: row.urlName,
    businessType: row.businessType,
    color: row.color ?? null,
    logo: row.logo ?? null,
    editedShop: {
      color: row.editedShop?.color ?? null,
      banner: row.editedShop?.banner ?? null,
      logo: row.editedShop?.logo ?? null,
    },
    city: row.legal?.address.city ?? null,
    description: null,
  };
}
