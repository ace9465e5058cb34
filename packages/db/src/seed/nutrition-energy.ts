// Regulation (EU) No 1169/2011, annex XIV: conversion factors for the energy value
const KJ_PER_G = { alcohol: 29, carbohydrate: 17, protein: 17, fat: 37 } as const;
const KCAL_PER_G = { alcohol: 7, carbohydrate: 4, protein: 4, fat: 9 } as const;
/** density of ethanol, g/ml: turns % vol into grams of alcohol per 100 ml */
const ETHANOL_DENSITY_G_PER_ML = 0.789;

export interface NutrientsPer100Ml {
  abvPercent: number;
  carbohydratesG: number;
  proteinG: number;
  fatG: number;
}

/**
 * Energy per 100 ml of a drink, rounded to whole kJ and kcal as labels show it.
 * @example energyPer100Ml({ abvPercent: 13, carbohydratesG: 0.6, proteinG: 0.1, fatG: 0 }) // { energyKj: 309, energyKcal: 75 }
 */
export function energyPer100Ml(n: NutrientsPer100Ml): { energyKj: number; energyKcal: number } {
  const alcoholG = n.abvPercent * ETHANOL_DENSITY_G_PER_ML;
  const energy = (f: { alcohol: number; carbohydrate: number; protein: number; fat: number }) =>
    Math.round(
      alcoholG * f.alcohol + n.carbohydratesG * f.carbohydrate + n.proteinG * f.protein + n.fatG * f.fat,
    );
  return { energyKj: energy(KJ_PER_G), energyKcal: energy(KCAL_PER_G) };
}
