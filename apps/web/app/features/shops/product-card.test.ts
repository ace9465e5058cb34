import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberTranslations } from './product-card.tsx';

describe('rememberTranslations: the product grid asks i18next once per text', () => {
  it('answers what i18next answers, plurals and interpolations included', async () => {
    const i18n = createInstance();
    await i18n.init({
      lng: 'fr',
      resources: {
        fr: {
          translation: {
            ttc: 'TTC',
            visualOf: 'Visuel de {{name}}',
            lowStock_one: 'Plus que {{count}} en stock',
            lowStock_other: 'Plus que {{count}} en stock !',
          },
        },
      },
      interpolation: { escapeValue: false },
    });
    const t = rememberTranslations(i18n.t);
    expect(t('ttc')).toBe('TTC');
    expect(t('visualOf', { name: 'Chablis' })).toBe('Visuel de Chablis');
    expect(t('visualOf', { name: 'Crémant' })).toBe('Visuel de Crémant');
    expect(t('lowStock', { count: 1 })).toBe('Plus que 1 en stock');
    expect(t('lowStock', { count: 5 })).toBe('Plus que 5 en stock !');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('calls the translator once per key and options', () => {
    const translate = vi.fn((key: string, options?: { name?: string }) => `${key}:${options?.name ?? ''}`);
    const t = rememberTranslations(translate as unknown as TFunction);
    for (let i = 0; i < 100; i += 1) {
      t('shop.product.ttc');
      t('shop.product.visualOf', { name: 'Chablis' });
    }
    expect(t('shop.product.visualOf', { name: 'Crémant' })).toBe('shop.product.visualOf:Crémant');
    expect(translate).toHaveBeenCalledTimes(3);
  });
});
