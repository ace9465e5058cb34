// The buyer's order confirmation e-mail (issue 6: after checkout the buyer receives a confirmation).
import { personDisplayName } from '@sarment/domain/identity';
import { eurosToCents, formatEuros } from '@sarment/domain/money';
import { type PaymentType, paymentTypeLabels } from '@sarment/domain/reference';
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

export function orderConfirmationEmail(input: {
  number: string;
  orderId: string;
  snapshot: OrderSnapshot;
  paymentType: string;
  origin: string;
}) {
  const { number, snapshot, paymentType } = input;
  const seller = snapshot.seller.name;
  const link = `${input.origin}/dashboard/orders/${input.orderId}`;
  const lines = [
    ...snapshot.lines.map((line) => `${line.quantity} × ${line.label} : ${euros(line.totalTTC)}`),
    ...snapshot.reservations.map(
      (r) => `${r.title}, ${r.slot} (${r.persons} pers.) : ${euros(r.totalTTC ?? 0)}`,
    ),
  ];
  const shipping = snapshot.delivery.name ? `Livraison : ${snapshot.delivery.name}` : null;
  const payment = `Paiement : ${paymentTypeLabels[paymentType as PaymentType] ?? paymentType}`;
  const total = `Total TTC : ${euros(snapshot.price.totalTTC)}`;
  const intro = `Bonjour ${snapshot.buyer.firstname ?? ''},`.replace(' ,', ',');
  const body = [
    intro,
    '',
    `Votre commande ${number} chez ${seller} est enregistrée. Le producteur va la valider ; un paiement par carte n'est débité qu'à ce moment.`,
    '',
    ...lines,
    ...(shipping ? [shipping] : []),
    payment,
    total,
    '',
    `Suivre votre commande : ${link}`,
  ];
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>Votre commande <strong>${escapeHtml(number)}</strong> chez ${escapeHtml(seller)} est enregistrée. Le producteur va la valider ; un paiement par carte n'est débité qu'à ce moment.</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>${[shipping, payment, total]
      .filter(Boolean)
      .map((t) => escapeHtml(t!))
      .join('<br>')}</p>`,
    `<p><a href="${escapeHtml(link)}">Suivre votre commande</a></p>`,
  ].join('\n');
  return {
    to: snapshot.buyer.email,
    subject: `Votre commande ${number} chez ${seller}`,
    text: body.join('\n'),
    html,
  };
}
