// Titles, descriptions, canonical addresses, Open Graph and schema.org data of the shop pages, rendered on the
// server with the page: what a search engine or a link preview reads.
import type { MetaDescriptor } from 'react-router';

export interface PageMetaInput {
  title: string;
  description: string | null;
  /** absolute address of the canonical page */
  url: string;
  siteName: string;
  type?: 'website' | 'product';
  image?: string | null | undefined;
  locale: string;
  jsonLd?: Record<string, unknown> | undefined;
}

const DESCRIPTION_CHARS = 160;

export function clipDescription(text: string | null | undefined): string | null {
  const clean = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  if (clean.length <= DESCRIPTION_CHARS) return clean;
  const cut = clean.slice(0, DESCRIPTION_CHARS - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const description = clipDescription(input.description);
  const absolute = (src: string) => (/^https?:\/\//.test(src) ? src : new URL(src, input.url).toString());
  const meta: MetaDescriptor[] = [
    { title: input.title },
    { tagName: 'link', rel: 'canonical', href: input.url },
    { property: 'og:title', content: input.title },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:url', content: input.url },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:locale', content: input.locale === 'en' ? 'en_GB' : 'fr_FR' },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
  ];
  if (description) {
    meta.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    );
  }
  if (input.image) meta.push({ property: 'og:image', content: absolute(input.image) });
  if (input.jsonLd) meta.push({ 'script:ld+json': input.jsonLd });
  return meta;
}

type Availability = 'InStock' | 'LimitedAvailability' | 'OutOfStock';

export interface ProductJsonLdInput {
  name: string;
  description: string | null;
  url: string;
  images: string[];
  brand: string;
  gtin: string | null;
  offers: { name: string; priceTTC: number; availability: Availability }[];
}

/** schema.org Product with one Offer per format, priced all taxes included in euros. */
export function productJsonLd(input: ProductJsonLdInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    ...(input.images.length ? { image: input.images.map((src) => new URL(src, input.url).toString()) } : {}),
    ...(input.gtin ? { gtin: input.gtin } : {}),
    brand: { '@type': 'Brand', name: input.brand },
    offers: input.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      url: input.url,
      price: offer.priceTTC.toFixed(2),
      priceCurrency: 'EUR',
      availability: `https://schema.org/${offer.availability}`,
      seller: { '@type': 'Organization', name: input.brand },
    })),
  };
}
