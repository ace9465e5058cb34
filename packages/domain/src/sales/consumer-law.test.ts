import { describe, expect, it } from 'vitest';
import {
  cgvTemplate,
  type SellerIdentity,
  sellerIdentityLine,
  sellerIdentityOf,
  withdrawalFormHtml,
} from './consumer-law.ts';

const seller: SellerIdentity = {
  shopName: 'Domaine des Trois Vallées',
  businessName: 'SCEA des Trois Vallées',
  legalForm: 'SCEA',
  capitalCents: 1_500_000,
  siret: '81234567800011',
  rcs: 'Auxerre',
  vatNumber: 'FR12812345678',
  exciseNumber: 'FR012345E1234',
  address: { street: '3 route des Vignes', zipcode: '89800', city: 'Chablis', country: 'FR' },
  email: 'contact@trois-vallees.test',
  phone: null,
};

describe('conditions générales de vente template (issue 15)', () => {
  it('names the seller as the law asks and the legal rules of a distance sale of wine', () => {
    const html = cgvTemplate(seller);
    expect(html).toContain('SCEA des Trois Vallées, SCEA au capital de 15');
    expect(html).toContain('SIRET 81234567800011, RCS Auxerre, TVA intracommunautaire FR12812345678');
    expect(html).toContain("numéro d'accise FR012345E1234");
    expect(html).toContain('« Commande avec obligation de paiement »');
    expect(html).toContain('quatorze jours à compter de la réception');
    expect(html).toContain('art. L. 221-28, 12°');
    expect(html).toContain('art. L. 3342-1');
    expect(html).toContain('[nom, adresse et site du médiateur]');
  });

  it('leaves a bracket where the owner has not given a value, and escapes what they typed', () => {
    const html = cgvTemplate({ ...seller, siret: null, rcs: '  ', businessName: 'Clos <b>Vert</b>' });
    expect(html).toContain('SIRET [SIRET], RCS [ville du RCS]');
    expect(html).toContain('Clos &lt;b&gt;Vert&lt;/b&gt;');
  });
});

describe('model withdrawal form (annexe à l’article R. 221-1)', () => {
  it('is addressed to the seller with the official wording', () => {
    const html = withdrawalFormHtml(seller);
    expect(html).toContain(
      'À l’attention de SCEA des Trois Vallées, 3 route des Vignes, 89800 Chablis, contact@trois-vallees.test :',
    );
    expect(html).toContain(
      'rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services',
    );
    expect(html).toContain('(*) Rayez la mention inutile.');
  });
});

describe('sellerIdentityLine', () => {
  it('joins the identity parts that exist', () => {
    expect(sellerIdentityLine({ ...seller, rcs: null, exciseNumber: null, capitalCents: null })).toBe(
      'SCEA des Trois Vallées, SCEA — 3 route des Vignes, 89800 Chablis — SIRET 81234567800011 — TVA FR12812345678',
    );
  });
});

describe('sellerIdentityOf', () => {
  it('reads a shop or a frozen seller: legal identity from its settings, contact beside', () => {
    const { shopName, email, phone, ...legal } = seller;
    expect(sellerIdentityOf({ name: shopName, legal, contactEmail: email, phone })).toEqual(seller);
  });

  it('names a shop that has not filled its legal identity by its name alone', () => {
    const identity = sellerIdentityOf({ name: 'Cave Lemoine', legal: null });
    expect(identity).toMatchObject({
      shopName: 'Cave Lemoine',
      businessName: null,
      siret: null,
      email: null,
    });
    expect(sellerIdentityLine(identity)).toBe('Cave Lemoine');
  });
});
