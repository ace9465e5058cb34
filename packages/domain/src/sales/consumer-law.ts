// French consumer law for a shop's distance sales (issue 15): a template of conditions générales de vente the owner
// starts from and completes, and the model withdrawal form of the Code de la consommation (annexe à l'article
// R. 221-1). Both are HTML the API sanitizes like any rich text before showing it.

import type { SellerLegalFacts } from './legal-mentions.ts';

export interface SellerIdentity {
  shopName: string;
  businessName: string | null;
  legalForm: string | null;
  capitalCents: number | null;
  siret: string | null;
  rcs: string | null;
  vatNumber: string | null;
  exciseNumber: string | null;
  address: { street: string; zipcode: string; city: string; country: string } | null;
  email: string | null;
  phone: string | null;
}

/** A shop as its row or an order's frozen seller keeps it: name, legal identity (settings), contact. */
export interface SellerRecord {
  name: string;
  /** the legal facts the bills' mentions check (legal-mentions.ts), with the excise number and a whole address */
  legal?:
    | (Omit<SellerLegalFacts, 'address' | 'hasVat'> & {
        exciseNumber?: string | null;
        address?: SellerIdentity['address'];
      })
    | null;
  contactEmail?: string | null;
  phone?: string | null;
}

/** The seller as the consumer-law texts and the order e-mails name it (issue 15). */
export function sellerIdentityOf(seller: SellerRecord): SellerIdentity {
  const legal = seller.legal;
  return {
    shopName: seller.name,
    businessName: legal?.businessName ?? null,
    legalForm: legal?.legalForm ?? null,
    capitalCents: legal?.capitalCents ?? null,
    siret: legal?.siret ?? null,
    rcs: legal?.rcs ?? null,
    vatNumber: legal?.vatNumber ?? null,
    exciseNumber: legal?.exciseNumber ?? null,
    address: legal?.address ?? null,
    email: seller.contactEmail ?? null,
    phone: seller.phone ?? null,
  };
}

/** The words of the order button (Code de la consommation, art. L. 221-14). */
export const orderButtonWording = 'Commande avec obligation de paiement';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A value of the seller, or the bracket the owner still has to fill. */
const or = (value: string | null | undefined, missing: string) =>
  value?.trim() ? escapeHtml(value.trim()) : `[${missing}]`;

const capital = (cents: number | null) =>
  cents === null ? null : `${(cents / 100).toLocaleString('fr-FR', { minimumFractionDigits: 0 })} €`;

/** One line naming the seller: the identity French law asks a distance seller to show (art. L. 221-5, R. 111-1). */
export function sellerIdentityLine(seller: SellerIdentity): string {
  const address = seller.address
    ? `${seller.address.street}, ${seller.address.zipcode} ${seller.address.city}`
    : null;
  const company = [seller.businessName ?? seller.shopName, seller.legalForm]
    .filter((part) => part?.trim())
    .join(', ');
  return [
    company,
    capital(seller.capitalCents) && `au capital de ${capital(seller.capitalCents)}`,
    address,
    seller.siret && `SIRET ${seller.siret}`,
    seller.rcs && `RCS ${seller.rcs}`,
    seller.vatNumber && `TVA ${seller.vatNumber}`,
    seller.exciseNumber && `n° d'accise ${seller.exciseNumber}`,
  ]
    .filter(Boolean)
    .join(' — ');
}

/**
 * The conditions générales de vente a shop starts from (sections as h2, under the page's own title): the seller's identity filled in, the rules of the Code de la
 * consommation for a wine producer selling at a distance, and brackets for what only the owner knows (the
 * consumer mediator, delivery times).
 */
export function cgvTemplate(seller: SellerIdentity): string {
  const name = or(seller.businessName ?? seller.shopName, 'raison sociale');
  return [
    '<h2>1. Vendeur</h2>',
    `<p>Les présentes conditions régissent les ventes conclues à distance par ${name}` +
      `${seller.legalForm ? `, ${escapeHtml(seller.legalForm)}` : ''}` +
      `${capital(seller.capitalCents) ? ` au capital de ${capital(seller.capitalCents)}` : ''}, ` +
      `dont le siège est ${seller.address ? `${escapeHtml(seller.address.street)}, ${escapeHtml(seller.address.zipcode)} ${escapeHtml(seller.address.city)}` : '[adresse]'}, ` +
      `SIRET ${or(seller.siret, 'SIRET')}, RCS ${or(seller.rcs, 'ville du RCS')}, TVA intracommunautaire ${or(seller.vatNumber, 'numéro de TVA')}` +
      `${seller.exciseNumber ? `, numéro d'accise ${escapeHtml(seller.exciseNumber)}` : ''}. ` +
      `Contact : ${or(seller.email, 'adresse e-mail')}${seller.phone ? `, ${escapeHtml(seller.phone)}` : ''}.</p>`,
    '<h2>2. Vente d’alcool</h2>',
    '<p>La vente de boissons alcooliques aux mineurs est interdite (Code de la santé publique, art. L. 3342-1). ' +
      'En commandant, l’acheteur certifie avoir au moins 18 ans ; le vendeur peut demander une preuve d’âge à la ' +
      'livraison. L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</p>',
    '<h2>3. Prix</h2>',
    '<p>Les prix sont indiqués en euros, toutes taxes comprises pour les particuliers et hors taxes pour les ' +
      'professionnels, droits d’accise et cotisation de sécurité sociale compris. Les frais de livraison sont ' +
      'indiqués avant la validation de la commande.</p>',
    '<h2>4. Commande</h2>',
    `<p>L’acheteur valide sa commande par le bouton « ${orderButtonWording} » après avoir accepté les ` +
      'présentes conditions ; il reçoit une confirmation par e-mail. Le vendeur valide ensuite la commande ' +
      'selon ses stocks ; il peut la refuser, auquel cas aucune somme n’est débitée.</p>',
    '<h2>5. Paiement</h2>',
    '<p>Par carte bancaire (une empreinte est prise à la commande et la carte n’est débitée qu’à la validation ' +
      'par le vendeur), par virement ou par chèque, selon les moyens proposés dans le panier.</p>',
    '<h2>6. Livraison</h2>',
    '<p>Les modes, zones et frais de livraison sont indiqués dans le panier. Le vendeur expédie la commande dans ' +
      'un délai de [délai d’expédition] jours après sa validation ; à défaut de délai indiqué, la livraison ' +
      'intervient au plus tard trente jours après la commande (Code de la consommation, art. L. 216-1). Le risque ' +
      'de perte ou d’endommagement passe à l’acheteur lorsqu’il prend physiquement possession des biens ' +
      '(art. L. 216-4). En cas de colis abîmé, l’acheteur émet des réserves auprès du transporteur.</p>',
    '<h2>7. Droit de rétractation</h2>',
    '<p>Le consommateur dispose d’un délai de quatorze jours à compter de la réception des produits pour exercer ' +
      'son droit de rétractation sans avoir à motiver sa décision (art. L. 221-18), en adressant au vendeur le ' +
      'formulaire de rétractation ci-dessous ou toute autre déclaration dénuée d’ambiguïté. Les produits sont ' +
      'renvoyés dans leur état d’origine, à ses frais, au plus tard quatorze jours après cette communication. Le ' +
      'vendeur rembourse toutes les sommes versées, frais de livraison initiaux compris, dans les quatorze jours ' +
      '(art. L. 221-24). Le droit de rétractation ne s’applique pas aux prestations de loisirs fournies à une date ' +
      'déterminée, comme une visite ou une dégustation réservée (art. L. 221-28, 12°).</p>',
    '<h2>8. Garanties</h2>',
    '<p>Les produits bénéficient de la garantie légale de conformité (art. L. 217-3 et suivants du Code de la ' +
      'consommation) et de la garantie des vices cachés (art. 1641 et suivants du Code civil).</p>',
    '<h2>9. Médiation</h2>',
    '<p>En cas de litige, le consommateur peut recourir gratuitement au médiateur de la consommation : ' +
      '[nom, adresse et site du médiateur] (art. L. 612-1).</p>',
    '<h2>10. Données personnelles et droit applicable</h2>',
    '<p>Les données de l’acheteur servent à traiter sa commande ; il peut y accéder, les rectifier, les exporter ' +
      'ou demander leur effacement depuis son compte. Les présentes conditions sont soumises au droit français.</p>',
  ].join('\n');
}

/** The model withdrawal form (Code de la consommation, annexe à l'article R. 221-1), addressed to the seller. */
export function withdrawalFormHtml(seller: SellerIdentity): string {
  const address = seller.address
    ? `${escapeHtml(seller.address.street)}, ${escapeHtml(seller.address.zipcode)} ${escapeHtml(seller.address.city)}`
    : '';
  return [
    '<p>(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du ' +
      'contrat.)</p>',
    `<p>À l’attention de ${escapeHtml(seller.businessName ?? seller.shopName)}${address ? `, ${address}` : ''}` +
      `${seller.email ? `, ${escapeHtml(seller.email)}` : ''} :</p>`,
    '<p>Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur ' +
      'la vente du bien (*)/pour la prestation de services (*) ci-dessous :</p>',
    '<p>Commandé le (*)/reçu le (*) :</p>',
    '<p>Nom du (des) consommateur(s) :</p>',
    '<p>Adresse du (des) consommateur(s) :</p>',
    '<p>Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur ' +
      'papier) :</p>',
    '<p>Date :</p>',
    '<p>(*) Rayez la mention inutile.</p>',
  ].join('\n');
}
