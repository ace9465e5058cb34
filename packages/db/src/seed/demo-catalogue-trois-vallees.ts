// Demo products of Domaine des Trois Vallées (contract.md).
import {
  bottle75,
  type DemoProduct,
  dryWine,
  redWineIngredients,
  sparklingIngredients,
  unit,
} from './demo-catalogue-shared.ts';
import { demoIds } from './demo-ids.ts';

const { products: p, vintages: v, formats: f } = demoIds;

export const troisValleesCatalogue: DemoProduct[] = [
  {
    shop: 'troisVallees',
    product: {
      id: p.bourgognePinotNoir,
      name: 'Bourgogne Pinot Noir',
      type: 'wine',
      color: 'red',
      precision: 'AOC Bourgogne',
      gamme: 'Les Classiques',
      labels: ['AOP', 'HVE'],
      description:
        "Issu de vignes de Pinot Noir plantées sur les argilo-calcaires de l'Yonne, ce Bourgogne rouge offre une robe rubis brillante, un nez de cerise et de framboise et une bouche souple aux tanins fins. Élevé 12 mois en fûts de chêne. À servir à 16 °C avec une volaille rôtie, un bœuf bourguignon ou un époisses.",
    },
    vintage: { id: v.bourgognePinotNoir2022, name: '2022', abvPercent: 13 },
    formats: [
      {
        format: { id: f.bourgognePinotNoir75cl, ...bottle75, weightG: 1300 },
        ean: '3760123450010',
        stock: 240,
        prices: {
          particulier: 1800,
          caviste: { priceCents: 1100, discountPrice: { '12': 1050, '60': 980 } },
          restaurateur: 1200,
          importateur: 950,
        },
      },
    ],
    nutrition: {
      appellation: 'Bourgogne',
      category: 'Vin tranquille',
      color: 'Rouge',
      quality: 'AOP',
      grapeVarieties: ['Pinot Noir'],
      abvPercent: 13,
      carbohydratesG: 0.6,
      sugarsG: 0.2,
      ...dryWine,
      ingredients: redWineIngredients,
    },
  },
  {
    shop: 'troisVallees',
    product: {
      id: p.chablisMontmains,
      name: 'Chablis Premier Cru Montmains',
      type: 'wine',
      color: 'white',
      precision: 'AOC Chablis Premier Cru',
      gamme: 'Les Premiers Crus',
      labels: ['AOP', 'HVE'],
      description:
        'Sur la rive gauche du Serein, le climat Montmains donne des Chablis tendus et salins. Nez d’agrumes, de fleurs blanches et de pierre à fusil ; bouche ciselée, finale iodée. Élevage de 14 mois sur lies fines. Idéal avec des huîtres, un sandre au beurre blanc ou un comté affiné. Garde : 8 à 10 ans.',
    },
    vintage: { id: v.chablisMontmains2021, name: '2021', abvPercent: 12.5 },
    formats: [
      {
        format: { id: f.chablisMontmains75cl, ...bottle75, weightG: 1300 },
        ean: '3760123450027',
        stock: 120,
        prices: { particulier: 3200, caviste: 2100, restaurateur: 2300, importateur: 1850 },
      },
      {
        format: {
          id: f.chablisMontmainsMagnum,
          container: 'magnum',
          unity: 'Centilitre(s)',
          unityValue: 150,
          type: 'bottle',
          eq75: 2,
          weightG: 2600,
          nameInShop: 'Magnum',
        },
        ean: '3760123450034',
        stock: 12,
        prices: { particulier: 6800, caviste: 4500, restaurateur: 4900, importateur: 3950 },
      },
    ],
    nutrition: {
      appellation: 'Chablis Premier Cru',
      category: 'Vin tranquille',
      color: 'Blanc',
      quality: 'AOP Premier Cru',
      grapeVarieties: ['Chardonnay'],
      abvPercent: 12.5,
      carbohydratesG: 0.3,
      sugarsG: 0.1,
      ...dryWine,
      ingredients: {
        fr: 'Raisins, correcteur d’acidité : acide tartrique, conservateur : SULFITES.',
        en: 'Grapes, acidity regulator: tartaric acid, preservative: SULPHITES.',
      },
    },
  },
  {
    shop: 'troisVallees',
    product: {
      id: p.coteauxBourguignons,
      name: 'Côteaux Bourguignons',
      type: 'wine',
      color: 'red',
      precision: 'AOC Coteaux Bourguignons',
      gamme: 'Les Classiques',
      labels: ['AOP'],
      description:
        'Assemblage gourmand de Pinot Noir et de Gamay, vinifié pour être bu sur le fruit. En BIB de 5 litres, il se conserve six semaines après ouverture : le rouge des repas entre amis et des pique-niques.',
    },
    vintage: { id: v.coteauxBourguignons2023, name: '2023', abvPercent: 12.5 },
    formats: [
      {
        format: {
          id: f.coteauxBourguignonsBib5l,
          container: 'bib',
          unity: 'Litre(s)',
          unityValue: 5,
          // contract: a BIB is not bulk (vrac)
          type: 'bib',
          eq75: 6.6667,
          weightG: 5400,
          nameInShop: 'BIB 5 L',
        },
        ean: '3760123450041',
        stock: 30,
        prices: { particulier: 3900, caviste: 2500, restaurateur: 2700, importateur: 2200 },
      },
    ],
    nutrition: {
      appellation: 'Coteaux Bourguignons',
      category: 'Vin tranquille',
      color: 'Rouge',
      quality: 'AOP',
      grapeVarieties: ['Pinot Noir', 'Gamay'],
      abvPercent: 12.5,
      carbohydratesG: 0.6,
      sugarsG: 0.2,
      ...dryWine,
      ingredients: redWineIngredients,
    },
  },
  {
    shop: 'troisVallees',
    product: {
      id: p.cremantBrut,
      name: 'Crémant de Bourgogne Brut',
      type: 'sparkling',
      color: 'white',
      precision: 'AOC Crémant de Bourgogne',
      gamme: 'Les Bulles',
      labels: ['AOP'],
      description:
        'Méthode traditionnelle, 24 mois sur lattes. Assemblage de Chardonnay et de Pinot Noir aux bulles fines, notes de pomme verte et de brioche. Parfait à l’apéritif ou sur un dessert aux fruits blancs.',
    },
    vintage: { id: v.cremantBrutNv, name: 'NV', abvPercent: 12 },
    formats: [
      {
        format: { id: f.cremantBrut75cl, ...bottle75, weightG: 1600 },
        ean: '3760123450058',
        stock: 36,
        prices: {
          // contract: 10 % off the public price from 6 bottles
          particulier: {
            priceCents: 1650,
            promotions: [{ type: '%', amount: 10, activation: 'minProduct', threshold: 6 }],
          },
          caviste: 1000,
          restaurateur: 1100,
          importateur: 880,
        },
      },
    ],
    nutrition: {
      appellation: 'Crémant de Bourgogne',
      category: 'Vin mousseux de qualité',
      color: 'Blanc',
      quality: 'AOP',
      grapeVarieties: ['Chardonnay', 'Pinot Noir'],
      abvPercent: 12,
      carbohydratesG: 1.1,
      sugarsG: 0.8,
      ...dryWine,
      ingredients: sparklingIngredients,
    },
  },
  {
    shop: 'troisVallees',
    product: {
      id: p.corkscrew,
      name: 'Tire-bouchon du domaine',
      productType: 'accessory',
      type: null,
      color: null,
      gamme: 'Accessoires',
      description:
        'Tire-bouchon de sommelier à double levier, lame crantée et manche en bois d’olivier gravé aux armes du domaine. Livré dans son étui.',
    },
    vintage: null,
    formats: [
      {
        format: { id: f.corkscrewUnit, ...unit, weightG: 120 },
        ean: null,
        stock: 50,
        prices: { particulier: 1200, caviste: 800, restaurateur: 800, importateur: 700 },
      },
    ],
    nutrition: null,
  },
  {
    shop: 'troisVallees',
    product: {
      id: p.privateVisit,
      name: 'Visite privée',
      // spec §6: a prestation never appears in product lists
      productType: 'prestation',
      type: null,
      color: null,
      description:
        'Visite privée des vignes et des caves avec la vigneronne, suivie d’une dégustation commentée de six vins du domaine. Durée 2 heures, jusqu’à 6 personnes, sur rendez-vous.',
    },
    vintage: null,
    formats: [
      {
        format: { id: f.privateVisitUnit, ...unit },
        ean: null,
        stock: null,
        prices: { particulier: 8000, caviste: 8000, restaurateur: 8000, importateur: 8000 },
      },
    ],
    nutrition: null,
  },
];
