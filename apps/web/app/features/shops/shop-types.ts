/** Public shop fields answered by GET /v1/shops/{id} (spec §3 Shop, §7). */
export interface PublicShop {
  id: string;
  code: string;
  name: string;
  urlShop: string;
  businessType: string;
  color: string | null;
  logo: string | null;
  editedShop: { color?: string | null; banner?: string | null; logo?: string | null };
  city: string | null;
  description: string | null;
}

export interface ShopProductFormat {
  id: string;
  name: string;
  eq75: number;
  price: { amount: number; ttc: boolean; priceHT: number; priceTTC: number } | null;
  stock: number | null;
}

export interface ShopProduct {
  id: string;
  slug: string;
  name: string;
  productType: string;
  type: string | null;
  color: string | null;
  status: string;
  description: string | null;
  vintages: { id: string; name: string }[];
  formats: ShopProductFormat[];
}
