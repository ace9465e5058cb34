// The French columns of the wine-tourism exports (issue 21): GET /v1/events/export and /v1/reservations/export,
// CSV (UTF-8 with BOM, ';', French decimals) or XLSX, with the lists' filters and sort.
import { column } from '../../http/list-export.ts';
import type { EventListItem } from './events.schemas.ts';
import type { ReservationAnswer } from './reservations.schemas.ts';

const eventStatusLabels: Record<EventListItem['status'], string> = {
  online: 'En ligne',
  paused: 'En pause',
  closed: 'Fermé',
};
const reservationStatusLabels: Record<ReservationAnswer['status'], string> = {
  booked: 'Réservée',
  arrived: 'Arrivée',
  noShow: 'Absente',
  cancelled: 'Annulée',
};
const paymentStateLabels: Record<ReservationAnswer['paymentState'], string> = {
  toPay: 'À régler',
  paid: 'Réglée',
  toRefund: 'À rembourser',
  refunded: 'Remboursée',
};
const sourceLabels: Record<ReservationAnswer['source'], string> = { shop: 'Boutique', phone: 'Téléphone' };
const cents = (euros: number) => Math.round(euros * 100);

export const eventExportColumns = [
  column<EventListItem, 'text'>('Événement', 'text', (e) => e.title, 32),
  column<EventListItem, 'text'>('Statut', 'text', (e) => eventStatusLabels[e.status]),
  column<EventListItem, 'text'>('Lieu', 'text', (e) => e.location),
  column<EventListItem, 'integer'>('Durée (min)', 'integer', (e) => e.durationMinutes),
  column<EventListItem, 'integer'>('Places par créneau', 'integer', (e) => e.places),
  column<EventListItem, 'date'>('Prochain créneau', 'date', (e) =>
    e.nextSlot ? new Date(e.nextSlot) : null,
  ),
  column<EventListItem, 'integer'>('Créneaux à venir', 'integer', (e) => e.slotsToCome),
  column<EventListItem, 'integer'>('Places réservées à venir', 'integer', (e) => e.placesTakenToCome),
];

export const reservationExportColumns = [
  column<ReservationAnswer, 'date'>('Créneau', 'date', (r) => new Date(r.slot.startsAt)),
  column<ReservationAnswer, 'text'>('Heure', 'text', (r) =>
    new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' }).format(
      new Date(r.slot.startsAt),
    ),
  ),
  column<ReservationAnswer, 'text'>('Événement', 'text', (r) => r.event.title, 28),
  column<ReservationAnswer, 'text'>('Client', 'text', (r) => r.contact.name, 24),
  column<ReservationAnswer, 'text'>('E-mail', 'text', (r) => r.contact.email),
  column<ReservationAnswer, 'text'>('Téléphone', 'text', (r) => r.contact.phone),
  column<ReservationAnswer, 'integer'>('Personnes', 'integer', (r) => r.persons),
  column<ReservationAnswer, 'text'>('Tarifs', 'text', (r) =>
    r.rates
      .filter((rate) => rate.quantity > 0)
      .map((rate) => `${rate.quantity} × ${rate.name}`)
      .join(', '),
  ),
  column<ReservationAnswer, 'text'>('Langue', 'text', (r) => r.language),
  column<ReservationAnswer, 'money'>('Total TTC', 'money', (r) => cents(r.totalTTC)),
  column<ReservationAnswer, 'money'>('Taxe de séjour', 'money', (r) => cents(r.touristTax)),
  column<ReservationAnswer, 'text'>('Présence', 'text', (r) => reservationStatusLabels[r.status]),
  column<ReservationAnswer, 'text'>('Paiement', 'text', (r) => paymentStateLabels[r.paymentState]),
  column<ReservationAnswer, 'text'>('Origine', 'text', (r) => sourceLabels[r.source]),
  column<ReservationAnswer, 'text'>('Notes', 'text', (r) => r.notes),
];
