// @vitest-environment jsdom
// A buyer's own booking (/dashboard/reservations/{id}, issue 21): the event, the slot in Paris time, persons per
// rate and total; 'Annuler ma réservation' only while it is booked and to come.
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { backOfficeDom } from '../../testing/back-office-dom.tsx';
import { PopupProvider } from '../popup/popup-provider.tsx';
import { SnackbarProvider } from '../snackbar/snackbar-provider.tsx';
import type { Reservation } from './event-types.ts';
import { MyReservationDetail } from './my-reservation-detail.tsx';

const booked: Reservation = {
  id: 'rsv_1',
  source: 'shop',
  event: { id: 'evt_1', title: 'Dégustation des Premiers Crus' },
  slot: { id: 'slt_1', startsAt: '2099-06-06T08:00:00.000Z', endsAt: '2099-06-06T09:30:00.000Z' },
  order: { id: 'ord_1' },
  client: null,
  contact: { name: 'Julien Bernard', email: 'buyer@sarment.test', phone: null },
  rates: [
    { rate: { id: 'rat_1' }, name: 'Adulte', kind: 'counting', priceTTC: 25, quantity: 2 },
    { rate: { id: 'rat_2' }, name: 'Taxe de séjour', kind: 'touristTax', priceTTC: 1, quantity: 2 },
  ],
  persons: 2,
  totalTTC: 52,
  touristTax: 2,
  language: null,
  notes: null,
  status: 'booked',
  paymentState: 'toPay',
  reminderSentAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

const dom = backOfficeDom();
async function render(reservation: Reservation) {
  const Stub = createRoutesStub([
    {
      path: '/dashboard/reservations/:id',
      Component: () => <MyReservationDetail reservation={reservation} />,
    },
  ]);
  return dom.mount(
    <SnackbarProvider>
      <PopupProvider>
        <Stub initialEntries={[`/dashboard/reservations/${reservation.id}`]} />
      </PopupProvider>
    </SnackbarProvider>,
  );
}
const text = (element: Element) => (element.textContent ?? '').replace(/\s/g, ' ');

describe("a buyer's own booking", { timeout: 20_000 }, () => {
  it('shows the event, the slot, persons per rate and the total, and offers to cancel it', async () => {
    const page = await render(booked);
    const content = text(page);
    expect(content).toContain('Dégustation des Premiers Crus');
    expect(content).toContain('06/06/2099 10:00');
    expect(content).toContain('Adulte × 2');
    expect(content).toContain('52,00');
    expect(page.querySelector('[data-testid="my-reservation-cancel"]')?.textContent).toBe(
      'Annuler ma réservation',
    );
  });

  it('offers no cancellation once cancelled or past', async () => {
    const cancelled = await render({ ...booked, status: 'cancelled' });
    expect(cancelled.querySelector('[data-testid="my-reservation-cancel"]')).toBeNull();
    const past = await render({ ...booked, slot: { ...booked.slot, startsAt: '2020-06-06T08:00:00.000Z' } });
    expect(past.querySelector('[data-testid="my-reservation-cancel"]')).toBeNull();
  });
});
