import { describe, expect, it } from 'vitest';
import {
  missingLegalMentions,
  operationCategoryOf,
  paymentMentions,
  type SellerLegalFacts,
} from './legal-mentions.ts';

const seller: SellerLegalFacts = {
  businessName: 'SCEA Domaine des Trois Vallées',
  legalForm: "société civile d'exploitation agricole",
  capitalCents: 15_000_000,
  siret: '81234567600017',
  rcs: 'Auxerre',
  vatNumber: 'FR19812345676',
  address: { street: '3 chemin des Vallées', zipcode: '89800', city: 'Chablis' },
};
const address = { street: '7 place Carnot', zipcode: '21200', city: 'Beaune' };
const proBuyer = {
  name: 'Le Cellier de Beaune',
  isPro: true,
  siren: '732829320',
  vatNumber: 'FR44732829320',
  billingAddress: address,
  deliveryAddress: address,
};
const ids = (list: { id: string }[]) => list.map((m) => m.id);

describe('missingLegalMentions (C. com. L441-9, CGI ann. II 242 nonies A)', () => {
  it('nothing is missing for a complete seller and professional buyer', () => {
    expect(missingLegalMentions(seller, proBuyer)).toEqual([]);
  });

  it('a shop without SIRET, RCS, capital or VAT number is told each one, with its article', () => {
    const missing = missingLegalMentions(
      { ...seller, siret: '', rcs: null, capitalCents: 0, vatNumber: ' ' },
      proBuyer,
    );
    expect(ids(missing)).toEqual(['sellerSiren', 'sellerRcs', 'sellerCapital', 'sellerVatNumber']);
    expect(missing[0]?.missingMessage).toBe(
      'Le numéro SIRET de la boutique est manquant (paramètres, informations).',
    );
    expect(missing[0]?.law).toContain('242 nonies A');
  });

  it('a sole trader has no capital; a shop outside VAT needs no VAT number', () => {
    expect(missingLegalMentions({ ...seller, legalForm: 'EI', capitalCents: 0 }, proBuyer)).toEqual([]);
    expect(missingLegalMentions({ ...seller, vatNumber: null, hasVat: false }, proBuyer)).toEqual([]);
  });

  it("a professional buyer needs a SIREN and a VAT number; an individual doesn't", () => {
    const pro = { ...proBuyer, siren: null, vatNumber: null };
    expect(ids(missingLegalMentions(seller, pro))).toEqual(['buyerSiren', 'buyerVatNumber']);
    expect(missingLegalMentions(seller, { ...pro, isPro: false })).toEqual([]);
    // a foreign professional has no SIREN, only its VAT number
    expect(ids(missingLegalMentions(seller, { ...pro, country: 'BE' }))).toEqual(['buyerVatNumber']);
  });

  it('the buyer’s billing and delivery addresses are asked for', () => {
    const missing = missingLegalMentions(seller, {
      ...proBuyer,
      billingAddress: { street: '', zipcode: '21200', city: 'Beaune' },
      deliveryAddress: null,
    });
    expect(ids(missing)).toEqual(['buyerBillingAddress', 'buyerDeliveryAddress']);
  });
});

describe('operationCategoryOf and paymentMentions', () => {
  it('goods, services or both', () => {
    expect(operationCategoryOf([{ isService: false }])).toBe('goods');
    expect(operationCategoryOf([{ isService: true }])).toBe('services');
    expect(operationCategoryOf([{ isService: true }, { isService: false }])).toBe('both');
  });

  it('the 40 EUR recovery indemnity is printed for professionals only', () => {
    expect(paymentMentions({ isPro: true, lang: 'fr' }).join('\n')).toContain('40 €');
    expect(paymentMentions({ isPro: false, lang: 'fr' }).join('\n')).not.toContain('40 €');
    expect(paymentMentions({ isPro: false, lang: 'fr' })).toContain("Pas d'escompte pour paiement anticipé.");
  });
});
