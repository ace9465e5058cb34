import { lemoineAndMontCatalogue } from './demo-catalogue-lemoine-mont.ts';
import type { DemoProduct } from './demo-catalogue-shared.ts';
import { troisValleesCatalogue } from './demo-catalogue-trois-vallees.ts';

export type { DemoFormat, DemoNutrition, DemoProduct } from './demo-catalogue-shared.ts';

/** The ten sold formats of contract.md's nine demo products, in shop order. */
export const demoCatalogue: DemoProduct[] = [...troisValleesCatalogue, ...lemoineAndMontCatalogue];
