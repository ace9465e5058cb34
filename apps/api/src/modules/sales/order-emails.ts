// The e-mails of a shop order (issues 6 and 15): the buyer's confirmation, which lists every line, the shipping,
// the tourist tax, the VAT and the total they add up to, names the seller and links to its conditions of sale and
// withdrawal form (Code de la consommation, art. L. 221-13: confirmation on a durable medium); the seller's decision;
// the owner's new order.
import { personDisplayName } from '@sarment/domain/identity';
import { eurosToCents, formatEuros } from '@sarment/domain/money';
import { type PaymentType, paymentTypeLabels } from '@sarment/domain/reference';
import { sellerIdentityLine, sellerIdentityOf } from '@sarment/domain/sales/consumer-law';
import type { OutgoingMail } from '../mail/send-mail.ts';
import type { OrderSnapshot } from './order-snapshot.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const euros = (amount: number) => formatEuros(eurosToCents(amount));

/** The buyer as the order shows it (spec §3 display name; the snapshot keeps no username). */
export function buyerNameOf(buyer: OrderSnapshot['buyer']): string {
  return personDisplayName(buyer);
}

/** One row of the order's account: a label and its amount (null: a row without amount, such as a note). */
export interface SummaryRow {
  label: string;
  amount: string | null;
}

/**
 * What the order costs, row by row, as the confirmation prints it: the lines (HT for a professional, TTC
 * otherwise), the bookings, the shipping, the tourist tax, then the totals and the VAT of each rate. The amounts
 * are the frozen prices of the order, so the rows add up to its total.
 */
export function orderSummary(snapshot: OrderSnapshot): SummaryRow[] {
  const { price } = snapshot;
  const ht = price.priceBase === 'HT';
  const lineAmount = (line: OrderSnapshot['lines'][number]) => euros(ht ? line.totalHT : line.totalTTC);
  const rows: SummaryRow[] = [
    ...snapshot.lines.map((line) => ({
      label: `${line.quantity} × ${line.label}`,
      amount: lineAmount(line),
    })),
    ...snapshot.reservations.map((r) => ({
      label: `${r.title}, ${r.slot} (${r.persons} pers.)`,
      amount: euros(r.totalTTC ?? 0),
    })),
  ];
  if (snapshot.delivery.kind !== 'none') {
    const shipping = price.shipping;
    rows.push({
      label: `Livraison : ${snapshot.delivery.name ?? ''}`.trim(),
      amount: shipping.totalTTC === 0 ? 'offerte' : euros(ht ? shipping.totalHT : shipping.totalTTC),
    });
  }
  if (price.touristTaxTTC > 0) rows.push({ label: 'Taxe de séjour', amount: euros(price.touristTaxTTC) });
  if (price.promoCode?.status === 'applied' && price.promoCode.amount > 0) {
    rows.push({
      label: `Code promo ${price.promoCode.code} (déjà déduit des articles) : −${euros(price.promoCode.amount)}`,
      amount: null,
    });
  }
  rows.push({ label: 'Total HT', amount: euros(price.totalHT) });
  for (const vat of price.vatBreakdown.filter((entry) => entry.totalVAT !== 0)) {
    rows.push({ label: `TVA ${String(vat.rate).replace('.', ',')} %`, amount: euros(vat.totalVAT) });
  }
  rows.push({ label: 'Total TTC', amount: euros(price.totalTTC) });
  return rows;
}

const rowText = (row: SummaryRow) => (row.amount === null ? row.label : `${row.label} : ${row.amount}`);

function sellerLinks(snapshot: OrderSnapshot, origin: string) {
  const base = `${origin}/${snapshot.seller.urlName}/legal-notice`;
  return { cgv: `${base}#cgv`, withdrawal: `${base}#retractation` };
}

function sellerIdentity(snapshot: OrderSnapshot): string {
  return sellerIdentityLine(sellerIdentityOf(snapshot.seller));
}

interface MailParts {
  to: string;
  subject: string;
  paragraphs: string[];
  rows?: SummaryRow[];
  after?: string[];
  link: { label: string; href: string };
  footer?: { label: string; href: string }[];
}

/** One e-mail in text and HTML from its parts (every text escaped in the HTML). */
function compose(parts: MailParts): OutgoingMail & { html: string } {
  const rows = parts.rows ?? [];
  const after = parts.after ?? [];
  const footer = parts.footer ?? [];
  const text = [
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(rows.length ? [...rows.map(rowText), ''] : []),
    ...after.flatMap((p) => [p, '']),
    `${parts.link.label} : ${parts.link.href}`,
    ...footer.map((link) => `${link.label} : ${link.href}`),
  ].join('\n');
  const table = rows.length
    ? `<table cellpadding="4" style="border-collapse:collapse">${rows
        .map((row) =>
          row.amount === null
            ? `<tr><td colspan="2"><em>${escapeHtml(row.label)}</em></td></tr>`
            : `<tr><td>${escapeHtml(row.label)}</td><td align="right">${escapeHtml(row.amount)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const html = [
    ...parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    table,
    ...after.map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(parts.link.href)}">${escapeHtml(parts.link.label)}</a></p>`,
    footer.length
      ? `<p style="font-size:12px">${footer
          .map((link) => `<a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a>`)
          .join(' · ')}</p>`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return { to: parts.to, subject: parts.subject, text, html };
}

const hello = (snapshot: OrderSnapshot) => `Bonjour ${snapshot.buyer.firstname ?? ''},`.replace(' ,', ',');

export function orderConfirmationEmail(input: {
  number: string;
  orderId: string;
  snapshot: OrderSnapshot;
  paymentType: string;
  origin: string;
}): OutgoingMail & { html: string } {
  const { number, snapshot } = input;
  const seller = snapshot.seller.name;
  const links = sellerLinks(snapshot, input.origin);
  const payment = paymentTypeLabels[input.paymentType as PaymentType] ?? input.paymentType;
  return compose({
    to: snapshot.buyer.email,
    subject: `Votre commande ${number} chez ${seller}`,
    paragraphs: [
      hello(snapshot),
      `Votre commande ${number} chez ${seller} est enregistrée. Le producteur va la valider ; un paiement par carte n'est débité qu'à ce moment.`,
    ],
    rows: orderSummary(snapshot),
    after: [`Paiement : ${payment}`, `Vendeur : ${sellerIdentity(snapshot)}`],
    link: { label: 'Suivre votre commande', href: `${input.origin}/dashboard/orders/${input.orderId}` },
    footer: [
      { label: 'Conditions générales de vente', href: links.cgv },
      { label: 'Formulaire de rétractation (14 jours)', href: links.withdrawal },
    ],
  });
}

/** The seller validated or refused the order (issue 15). */
export function orderDecisionEmail(input: {
  number: string;
  orderId: string;
  snapshot: OrderSnapshot;
  decision: 'validated' | 'refused' | 'cancelled';
  origin: string;
  /** a cancellation's reason, as the seller typed it */
  reason?: string | null | undefined;
  /** a cancellation: what the card was debited goes back to it */
  cardRefund?: boolean | undefined;
}): OutgoingMail {
  const { number, snapshot } = input;
  const seller = snapshot.seller.name;
  const validated = input.decision === 'validated';
  if (input.decision === 'cancelled') {
    return compose({
      to: snapshot.buyer.email,
      subject: `Votre commande ${number} chez ${seller} est annulée`,
      paragraphs: [
        hello(snapshot),
        `${seller} a annulé votre commande ${number} : elle ne vous sera pas livrée.`,
        ...(input.reason ? [`Motif : ${input.reason}`] : []),
        input.cardRefund
          ? 'Le montant débité sur votre carte vous est remboursé.'
          : 'Rien ne vous sera facturé pour cette commande.',
      ],
      rows: [],
      link: { label: 'Voir la commande', href: `${input.origin}/dashboard/orders/${input.orderId}` },
    });
  }
  return compose({
    to: snapshot.buyer.email,
    subject: validated
      ? `Votre commande ${number} chez ${seller} est validée`
      : `Votre commande ${number} chez ${seller} est refusée`,
    paragraphs: [
      hello(snapshot),
      validated
        ? `${seller} a validé votre commande ${number} ; elle est en préparation. Un paiement par carte est débité maintenant.`
        : `${seller} n'a pas pu accepter votre commande ${number}. Rien ne vous est débité et l'empreinte de carte éventuelle est annulée.`,
    ],
    rows: validated ? orderSummary(snapshot) : [],
    link: { label: 'Voir la commande', href: `${input.origin}/dashboard/orders/${input.orderId}` },
  });
}

/** Each payer of a group order gets their share and their payment link (spec §4, issue 15). */
export function groupPayerEmail(input: {
  to: string;
  number: string;
  group: { label: string; amount: number; link: string; expiresAt: string };
  snapshot: OrderSnapshot;
  origin: string;
}): OutgoingMail {
  const { group, snapshot } = input;
  const until = group.expiresAt
    ? new Intl.DateTimeFormat('fr-FR', {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Paris',
      }).format(new Date(group.expiresAt))
    : null;
  return compose({
    to: input.to,
    subject: `Votre part de la commande ${input.number} chez ${snapshot.seller.name}`,
    paragraphs: [
      'Bonjour,',
      `${buyerNameOf(snapshot.buyer)} a réservé chez ${snapshot.seller.name} pour votre groupe « ${group.label} ». Votre part est de ${euros(group.amount)}${until ? `, à régler avant le ${until}` : ''} ; la réservation n'est confirmée que lorsque chaque groupe a payé.`,
    ],
    rows: orderSummary(snapshot),
    link: { label: 'Payer ma part', href: `${input.origin}${group.link}` },
  });
}

/** The shop's owners hear of a new order to validate (issue 15). */
export function newOrderEmail(input: {
  to: string;
  number: string;
  orderId: string;
  snapshot: OrderSnapshot;
  origin: string;
}): OutgoingMail {
  const { number, snapshot } = input;
  return compose({
    to: input.to,
    subject: `Nouvelle commande ${number} de ${buyerNameOf(snapshot.buyer)}`,
    paragraphs: [
      `Bonjour,`,
      `${buyerNameOf(snapshot.buyer)} a passé la commande ${number} sur votre boutique ${snapshot.seller.name}. Validez-la ou refusez-la depuis votre espace.`,
    ],
    rows: orderSummary(snapshot),
    link: {
      label: 'Valider ou refuser la commande',
      href: `${input.origin}/dashboard/orders/${input.orderId}`,
    },
  });
}

/** A shipment of the buyer's order left the warehouse: what it carries, the carrier and tracking (issue 15, 18). */
export function orderShippedEmail(input: {
  to: string;
  firstname: string | null;
  orderNumber: string;
  orderId: string;
  sellerName: string;
  shipmentNumber: string;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  parcelCount: number;
  lines: { label: string; quantity: number }[];
  /** every unit of the order is now shipped */
  whole: boolean;
  origin: string;
}): OutgoingMail {
  const { orderNumber, sellerName } = input;
  const tracking = input.trackingNumber
    ? `Suivi ${input.carrier ?? ''} : ${input.trackingNumber}${input.trackingUrl ? ` (${input.trackingUrl})` : ''}`
    : null;
  return compose({
    to: input.to,
    subject: input.whole
      ? `Votre commande ${orderNumber} chez ${sellerName} est expédiée`
      : `Une partie de votre commande ${orderNumber} chez ${sellerName} est expédiée`,
    paragraphs: [
      `Bonjour ${input.firstname ?? ''},`.replace(' ,', ','),
      `${sellerName} a expédié ${input.whole ? 'votre commande' : 'une partie de votre commande'} ${orderNumber} (bon de livraison ${input.shipmentNumber}, ${input.parcelCount} colis${input.carrier ? `, ${input.carrier}` : ''}).`,
    ],
    rows: input.lines.map((line) => ({ label: `${line.quantity} × ${line.label}`, amount: null })),
    after: tracking ? [tracking] : [],
    link: { label: 'Suivre votre commande', href: `${input.origin}/dashboard/orders/${input.orderId}` },
  });
}
