import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language.ts';

describe("spec §5 language: query lang or browser; 'en' if it contains en, else 'fr'", () => {
  it.each([
    ['query lang en wins over a French browser', 'en', 'fr-FR,fr;q=0.9', 'en'],
    ['query lang fr wins over an English browser', 'fr', 'en-US,en;q=0.9', 'fr'],
    ['query lang en-GB contains en', 'en-GB', null, 'en'],
    ['query lang de reads as French', 'de', 'en-US', 'fr'],
    ['English browser', null, 'en-US,en;q=0.9', 'en'],
    ['French browser preferring French over English', null, 'fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['browser whose highest quality is English', null, 'fr;q=0.5,en-GB;q=0.9', 'en'],
    ['German browser', null, 'de-DE,de;q=0.9', 'fr'],
    ['blank query falls back to the browser', '  ', 'en', 'en'],
    ['nothing known', null, null, 'fr'],
    ['refused English (q=0) is skipped', null, 'en;q=0,de', 'fr'],
  ])('%s', (_, queryLang, acceptLanguage, expected) => {
    expect(detectLanguage({ queryLang, acceptLanguage })).toBe(expected);
  });
});
