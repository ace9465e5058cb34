// Demo products of Champagne Lemoine and Distillerie du Mont (contract.md).
import { bottle75, type DemoProduct, dryWine, sparklingIngredients } from './demo-catalogue-shared.ts';
import { demoIds } from './demo-ids.ts';

const { products: p, vintages: v, formats: f } = demoIds;

export const lemoineAndMontCatalogue: DemoProduct[] = [
  {
    shop: 'lemoine',
    product: {
      id: p.brutReserve,
      name: 'Brut Réserve',
      type: 'champagne',
      color: 'white',
      precision: 'AOC Champagne',
      gamme: 'Les Essentiels',
      labels: ['AOP'],
      description:
        'Notre cuvée emblématique : 40 % Pinot Noir, 40 % Meunier, 20 % Chardonnay, dont 30 % de vins de réserve. Bulles fines, notes de poire mûre, de brioche et d’amande grillée. Dosage 8 g/L, 36 mois en cave.',
    },
    vintage: { id: v.brutReserveNv, name: 'NV', abvPercent: 12 },
    formats: [
      {
        format: { id: f.brutReserve75cl, ...bottle75, weightG: 1650 },
        ean: '3760123451017',
        stock: 600,
        prices: { particulier: 3400, caviste: 2200, restaurateur: 2400, importateur: 1950 },
      },
    ],
    nutrition: {
      appellation: 'Champagne',
      category: 'Vin mousseux de qualité',
      color: 'Blanc',
      quality: 'AOP',
      grapeVarieties: ['Pinot Noir', 'Meunier', 'Chardonnay'],
      abvPercent: 12,
      carbohydratesG: 1,
      sugarsG: 0.8,
      ...dryWine,
      ingredients: sparklingIngredients,
    },
  },
  {
    shop: 'lemoine',
    product: {
      id: p.roseDeSaignee,
      name: 'Rosé de Saignée',
      type: 'champagne',
      color: 'rose',
      precision: 'AOC Champagne Extra Brut',
      gamme: 'Les Cuvées de Terroir',
      labels: ['AOP'],
      description:
        'Rosé de Saignée 100 % Pinot Noir de nos vignes de Cumières, millésime 2019. Robe framboise intense, arômes de fruits rouges frais, bouche vineuse qui accompagne un repas entier. Extra Brut, dosage 4 g/L.',
    },
    vintage: { id: v.roseDeSaignee2019, name: '2019', abvPercent: 12.5 },
    formats: [
      {
        format: { id: f.roseDeSaignee75cl, ...bottle75, weightG: 1650 },
        ean: '3760123451024',
        stock: 10,
        prices: { particulier: 5200, caviste: 3500, restaurateur: 3800, importateur: 3100 },
      },
    ],
    nutrition: {
      appellation: 'Champagne',
      category: 'Vin mousseux de qualité',
      color: 'Rosé',
      quality: 'AOP',
      grapeVarieties: ['Pinot Noir'],
      abvPercent: 12.5,
      carbohydratesG: 0.6,
      sugarsG: 0.4,
      ...dryWine,
      ingredients: sparklingIngredients,
    },
  },
  {
    shop: 'mont',
    product: {
      id: p.poireWilliams,
      name: 'Eau-de-vie de Poire Williams',
      type: 'spirit',
      color: null,
      precision: 'Eau-de-vie de fruit, 40 % vol',
      gamme: 'Les Eaux-de-vie',
      description:
        'Eau-de-vie distillée à l’alambic de cuivre à partir de poires Williams des vergers de Savoie, cueillies à pleine maturité. Nez explosif de poire fraîche, bouche ronde et persistante. À servir entre 6 et 8 °C.',
    },
    vintage: null,
    formats: [
      {
        format: {
          id: f.poireWilliams70cl,
          container: 'bouteille',
          unity: 'Centilitre(s)',
          unityValue: 70,
          type: 'bottle',
          eq75: 0.9333,
          weightG: 1250,
        },
        ean: '3760123452014',
        stock: 80,
        prices: { particulier: 4500, caviste: 3000, restaurateur: 3300, importateur: 2700 },
      },
    ],
    nutrition: {
      appellation: null,
      category: 'Boisson spiritueuse — eau-de-vie de fruit',
      color: null,
      quality: null,
      grapeVarieties: [],
      abvPercent: 40,
      carbohydratesG: 0,
      sugarsG: 0,
      proteinG: 0,
      saltG: 0,
      ingredients: { fr: 'Eau-de-vie de poire Williams, eau.', en: 'Williams pear brandy, water.' },
      allergens: [],
    },
  },
];
