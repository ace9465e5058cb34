/** GET /v1/elabels/{gtin}: the e-label of Regulation (EU) 2021/2117, values per 100 ml. */
export interface Elabel {
  gtin: string;
  gtin14: string;
  shop: { name: string; urlShop: string };
  product: { name: string; slug: string };
  vintage: string | null;
  format: { name: string | null; volumeMl: number | null };
  appellation: string | null;
  category: string | null;
  color: string | null;
  quality: string | null;
  grapeVarieties: string[];
  alcoholPercent: number | null;
  nutrition: {
    energyKj: number | null;
    energyKcal: number | null;
    fatG: number | null;
    saturatesG: number | null;
    carbohydratesG: number | null;
    sugarsG: number | null;
    proteinG: number | null;
    saltG: number | null;
  };
  ingredients: Record<string, string>;
  allergens: string[];
  brand: string | null;
  owner: string | null;
  country: string | null;
}

/** GET /v1/elabels/digital-link */
export interface DigitalLink {
  gtin: string;
  gtin14: string;
  vintage: string | null;
  lot: string | null;
  canonicalPath: string;
  isCanonical: boolean;
}

/** GET /v1/shops/{id}/elabels */
export interface ShopElabel {
  gtin: string;
  productName: string;
  productSlug: string;
  vintage: string | null;
  format: string | null;
  path: string;
}
