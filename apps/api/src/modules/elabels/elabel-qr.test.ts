import { describe, expect, it } from 'vitest';
import { elabelArtwork, elabelLink } from './elabel-qr.ts';

describe('elabelLink: the address a printed QR code keeps for years (issue 15)', () => {
  it.each([
    ['https PUBLIC_URL', 'https://sarment.example', 'https://sarment.example/gs1/01/3760123450010'],
    [
      'http PUBLIC_URL of a public host, printed as https',
      'http://sarment.example/',
      'https://sarment.example/gs1/01/3760123450010',
    ],
    [
      'a PUBLIC_URL under a path',
      'https://example.org/vins',
      'https://example.org/vins/gs1/01/3760123450010',
    ],
    [
      'a development server on localhost stays http',
      'http://localhost:3000',
      'http://localhost:3000/gs1/01/3760123450010',
    ],
  ])('%s', (_case, publicUrl, link) => {
    expect(elabelLink('3760123450010', { PUBLIC_URL: publicUrl })).toBe(link);
  });
});

describe('elabelArtwork: the QR code with its wording and energy for the label (Regulation (EU) 2021/2117)', () => {
  const qr =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 33 33"><path d="M0 0h1"/></svg>';

  it("puts the wording and the 'E' energy value per 100 ml under the 300 px code", () => {
    const svg = elabelArtwork(qr, { energyKj: 318, energyKcal: 76 });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="\d+"/);
    expect(svg).toContain('<svg x="0" y="0" width="300" height="300" viewBox="0 0 33 33">');
    expect(svg).toContain('>Ingrédients et déclaration nutritionnelle</text>');
    expect(svg).toContain('>E (100 ml) = 318 kJ / 76 kcal</text>');
  });

  it('leaves the energy out when the declaration has none', () => {
    const svg = elabelArtwork(qr, { energyKj: null, energyKcal: null });
    expect(svg).toContain('>Ingrédients et déclaration nutritionnelle</text>');
    expect(svg).not.toContain('kcal');
  });
});
