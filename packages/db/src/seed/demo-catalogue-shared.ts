// Shapes and shared values of the demo catalogue (contract.md "Demo products").
import type { NewFormat, NewProduct } from '../schema/rows.ts';
import type { DiscountPriceMap, LocalizedText, Promotion } from '../schema/types.ts';
import type { DemoShopKey } from './demo-ids.ts';
import type { DefaultTypologyKey } from './factories/shops.ts';

type DemoPrice = number | { priceCents: number; discountPrice?: DiscountPriceMap; promotions?: Promotion[] };

export interface DemoFormat {
  format: Partial<NewFormat> & { id: string };
  /** EAN-13, the GTIN `/gs1/01/{ean}` resolves */
  ean: string | null;
  /** units in the shop's default warehouse; null = not stock-managed */
  stock: number | null;
  /** per unit: TTC for particulier, HT for the professional typologies (contract.md) */
  prices: Record<DefaultTypologyKey, DemoPrice>;
}

export interface DemoNutrition {
  appellation: string | null;
  category: string;
  color: string | null;
  quality: string | null;
  grapeVarieties: string[];
  abvPercent: number;
  carbohydratesG: number;
  sugarsG: number;
  proteinG: number;
  saltG: number;
  ingredients: LocalizedText;
  allergens: string[];
}

export interface DemoProduct {
  shop: DemoShopKey;
  product: Partial<NewProduct> & { id: string; name: string };
  vintage: { id: string; name: string; abvPercent: number } | null;
  formats: DemoFormat[];
  nutrition: DemoNutrition | null;
}

export const bottle75 = {
  container: 'bouteille',
  unity: 'Centilitre(s)',
  unityValue: 75,
  type: 'bottle',
  eq75: 1,
} as const;
export const unit = {
  container: 'unite',
  unity: 'Unité(s)',
  unityValue: 1,
  type: 'custom',
  eq75: 0,
  weightG: null,
  showUnityValue: false,
} as const;

export const redWineIngredients = {
  fr: 'Raisins, conservateur : SULFITES.',
  en: 'Grapes, preservative: SULPHITES.',
};
export const sparklingIngredients = {
  fr: 'Raisins, liqueur de tirage (sucre de canne, levures), liqueur d’expédition (sucre de canne), conservateur : SULFITES.',
  en: 'Grapes, tirage liqueur (cane sugar, yeasts), dosage liqueur (cane sugar), preservative: SULPHITES.',
};

// Nutrition values per 100 ml: wines carry only traces of fat, protein and salt
export const dryWine = { proteinG: 0.1, saltG: 0.01, allergens: ['sulfites'] };
