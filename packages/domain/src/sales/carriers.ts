// Carriers offered when shipping (issue 18) and the public tracking page of a parcel. The carrier is free text
// (a local haulier is welcome); a known carrier's tracking number becomes a link.

export const knownCarriers = [
  'Colissimo',
  'Chronopost',
  'DHL',
  'UPS',
  'DPD',
  'GLS',
  'FedEx',
  'TNT',
  'Geodis',
  'Transporteur du domaine',
] as const;

const trackingPages: Readonly<Record<string, (number: string) => string>> = {
  colissimo: (n) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${n}`,
  chronopost: (n) => `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${n}`,
  dhl: (n) => `https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=${n}`,
  ups: (n) => `https://www.ups.com/track?loc=fr_FR&tracknum=${n}`,
  dpd: (n) => `https://trace.dpd.fr/fr/trace/${n}`,
  gls: (n) => `https://gls-group.com/FR/fr/suivi-colis?match=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  tnt: (n) => `https://www.tnt.com/express/fr_fr/site/outils-expedition/suivi.html?searchType=con&cons=${n}`,
};

/**
 * The carrier's public tracking page for a number, or null for an unknown carrier or no number. The number is
 * URL-encoded. Example: ('Colissimo', '6A123') → 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A123'.
 */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber?.trim()) return null;
  const page = trackingPages[carrier.trim().toLowerCase()];
  return page ? page(encodeURIComponent(trackingNumber.trim())) : null;
}
