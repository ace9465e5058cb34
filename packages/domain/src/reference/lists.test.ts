import { describe, expect, it } from 'vitest';
import { businessTypes, vocabularyFor } from './business-types.ts';
import { clientTypologies, drinkTypes, qualityLabels } from './catalogue-lists.ts';
import { emailDynamicFields, labelColorPalette, taskActivities, taskPriorities } from './crm-lists.ts';
import { dutyTypes, exciseCodes, formatTypes } from './excise-codes.ts';
import { eLabelLanguages, interfaceLanguages } from './languages.ts';
import { backOfficePaymentTypes, paymentTypeLabels, paymentTypes } from './payment-types.ts';
import { isNamedVintage, productFilterFixed } from './product-filters.ts';
import {
  chartColors,
  layoutPx,
  richTextHeadings,
  richTextSizesPt,
  timersMs,
  viewportOf,
} from './ui-constants.ts';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const hex = /^#[0-9A-Fa-f]{6}$/;

describe('spec §3 reference lists', () => {
  it('14 client typologies including the contract typologies', () => {
    expect(new Set(ids(clientTypologies)).size).toBe(14);
    expect(ids(clientTypologies)).toEqual(
      expect.arrayContaining(['particulier', 'caviste', 'restaurateur', 'importateur']),
    );
  });

  it('28 drink types from wine to spirits, including the demo product types', () => {
    expect(new Set(ids(drinkTypes)).size).toBe(28);
    expect(ids(drinkTypes)[0]).toBe('wine');
    expect(ids(drinkTypes)).toEqual(expect.arrayContaining(['sparkling', 'champagne', 'spirit']));
  });

  it('19 labels with the ids named by the spec', () => {
    expect(new Set(ids(qualityLabels)).size).toBe(19);
    expect(ids(qualityLabels)).toEqual(
      expect.arrayContaining(['AOC', 'AOP', 'AB', 'demeter', 'IGP', 'label-rouge', 'HVE']),
    );
  });

  it('excise codes, duty types and format types', () => {
    expect(ids(exciseCodes)).toEqual([
      'W200',
      'W300',
      'B000',
      'I000',
      'S200',
      'S300',
      'S400',
      'S500',
      'M001',
      'M002',
      'M003',
      'M004',
      'M005',
      'M006',
      'M007',
      'M008',
      'M009',
      'X002',
      'E920',
    ]);
    expect(dutyTypes).toEqual(['DA2', 'DSU', 'NULL']);
    expect(ids(formatTypes)).toEqual(['bib', 'bottle', 'vrac', 'packing', 'custom']);
  });

  it.each([
    ['wine', 'vin', 'vins', 'domaine'],
    ['champaign', 'champagne', 'champagnes', 'maison'],
    ['beer', 'bière', 'bières', 'brasserie'],
    ['spirit', 'spiritueux', 'spiritueux', 'distillerie'],
    ['cider', 'cidre', 'cidres', 'cidrerie'],
    ['other', 'produit', 'produits', 'boutique'],
    ['unknown', 'produit', 'produits', 'boutique'],
    [null, 'produit', 'produits', 'boutique'],
  ])('business type %s says %s / %s, %s', (type, singular, plural, business) => {
    expect(vocabularyFor(type)).toMatchObject({
      productSingular: singular,
      productPlural: plural,
      businessSingular: business,
    });
  });

  it('business types are the six of spec §3', () => {
    expect(businessTypes).toEqual(['wine', 'champaign', 'beer', 'spirit', 'cider', 'other']);
  });

  it('task activities, priorities, 11 label colours, e-mail dynamic fields', () => {
    expect(taskActivities).toHaveLength(11);
    expect(ids(taskPriorities)).toEqual(['low', 'medium', 'high']);
    expect(new Set(labelColorPalette).size).toBe(11);
    expect(labelColorPalette.every((color) => hex.test(color))).toBe(true);
    expect(emailDynamicFields.map((field) => field.token)).toContain('{{documentNumber}}');
  });

  it('spec §9 payment types: both readings, each with a French label', () => {
    expect(paymentTypes).toHaveLength(13);
    expect(backOfficePaymentTypes).toHaveLength(16);
    for (const type of [...paymentTypes, ...backOfficePaymentTypes])
      expect(paymentTypeLabels[type]).toBeTruthy();
    expect(paymentTypeLabels.check).toBe('Chèque');
  });

  it('spec §3 non-named vintages are hidden in the cart', () => {
    expect(['NV', 'Non millésimé', 'Nouveau millésime', 'non millésimé', ''].map(isNamedVintage)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isNamedVintage('2022')).toBe(true);
  });

  it('spec §9 product filters, languages, editor sizes and headings', () => {
    expect(productFilterFixed.map((filter) => filter.label)).toEqual([
      'Tous les produits',
      'Autres produits',
    ]);
    expect(interfaceLanguages).toEqual(['fr', 'en']);
    expect(eLabelLanguages.map((language) => language.code)).toEqual([
      'fr',
      'en',
      'es',
      'de',
      'it',
      'pt',
      'nl',
      'pl',
      'ru',
      'zh',
      'ja',
    ]);
    expect(richTextSizesPt).toEqual([8, 10, 12, 14, 16, 18, 20, 26, 32, 36, 42, 50, 75, 100, 125, 150]);
    expect(richTextHeadings.map((heading) => heading.label)).toEqual([
      'Titre 1',
      'Titre 2',
      'Titre 3',
      'Titre 4',
      'Titre 5',
      'Titre 6',
    ]);
  });

  it('spec §9 constants: chart colours, layout, timers, breakpoints', () => {
    expect(new Set(chartColors).size).toBe(7);
    expect(layoutPx).toMatchObject({
      sidebarWidth: 180,
      sidebarCollapsedWidth: 56,
      headerHeight: 64,
      cartDrawerWidth: 400,
      snackbarStackStep: 75,
    });
    expect(timersMs).toMatchObject({
      cartSaveDelay: 1000,
      documentsPoll: 30_000,
      maintenancePoll: 600_000,
      maintenanceBannerPoll: 60_000,
      versionPoll: 300_000,
      snackbar: 5000,
      chunkReloadGuard: 60_000,
    });
    expect([600, 601, 1280, 1281].map(viewportOf)).toEqual(['mobile', 'tablet', 'tablet', 'desktop']);
  });
});
