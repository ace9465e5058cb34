// The QR code an owner prints on the back label (spec §9: 300x300, generated here, never by a third-party
// service), and its artwork: the wording and the 'E' energy value that Regulation (EU) 2021/2117 lets the label
// carry while the full declaration sits behind the code.
import QRCode from 'qrcode';
import { publicLink } from '../../http/public-address.ts';

type Env = Record<string, string | undefined>;

const QR_SIZE_PX = 300;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The e-label page a printed code opens, from `PUBLIC_URL` (never the request's Host) and over https: a bottle
 * keeps its code for years, so a plain-http link would send every scan through a redirect, or nowhere. A
 * development server on localhost keeps its http.
 */
export function elabelLink(gtin: string, env: Env = process.env): string {
  const url = new URL(publicLink(`/gs1/01/${gtin}`, env));
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname)) url.protocol = 'https:';
  return url.toString();
}

/** The QR code of an e-label page, as SVG. */
export function renderElabelQr(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: QR_SIZE_PX });
}

/** The words next to the code: the guidance on e-labels wants them written out (an 'i' alone is not enough). */
export const ARTWORK_WORDING = 'Ingrédients et déclaration nutritionnelle';

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The code with, under it, the wording and the energy per 100 ml as 'E (100 ml) = 318 kJ / 76 kcal' (art. 119(4)
 * of Regulation 1308/2013: the label may limit the nutrition declaration to the energy, with the symbol 'E').
 */
export function elabelArtwork(
  qrSvg: string,
  energy: { energyKj: number | null; energyKcal: number | null },
): string {
  const inner = qrSvg
    .replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/, '')
    .replace(/<\/svg>\s*$/, '');
  const lines = [ARTWORK_WORDING];
  if (energy.energyKj !== null && energy.energyKcal !== null) {
    lines.push(`E (100 ml) = ${Math.round(energy.energyKj)} kJ / ${Math.round(energy.energyKcal)} kcal`);
  }
  const lineHeight = 24;
  const height = QR_SIZE_PX + 8 + lines.length * lineHeight;
  const texts = lines
    .map(
      (line, index) =>
        `<text x="${QR_SIZE_PX / 2}" y="${QR_SIZE_PX + (index + 1) * lineHeight}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${index === 0 ? 15 : 17}"${index === 0 ? '' : ' font-weight="bold"'}>${escapeXml(line)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_SIZE_PX}" height="${height}" viewBox="0 0 ${QR_SIZE_PX} ${height}">` +
    `<rect width="${QR_SIZE_PX}" height="${height}" fill="#ffffff"/>` +
    `<svg x="0" y="0" width="${QR_SIZE_PX}" height="${QR_SIZE_PX}"${inner}</svg>${texts}</svg>`
  );
}
