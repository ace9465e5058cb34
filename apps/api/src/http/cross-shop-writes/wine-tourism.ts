import { type CrossShopArea, post, world } from './harness.ts';

// Wine tourism: the victim's own event (slots and a phone booking), so that deleting it is refused and the routes
// after it still reach it; the attacker's event and booking, whose bodies name the victim's.
const victimEvent = { id: '', slot: '', otherSlot: '', rate: '', reservation: '' };
const attackerIds = { event: '', booking: '' };

/** A weekly event of the victim's (two Fridays of 2030). */
const victimEventBody = () => ({
  title: 'Visite des caves',
  durationMinutes: 60,
  places: 8,
  rates: [{ name: 'Adulte', priceTTC: 15 }],
  schedule: { days: [5], times: ['11:00'], from: '2030-01-01', to: '2030-01-12' },
});

/** A phone booking of the victim's event. */
const victimBookingBody = () => ({
  event: { id: victimEvent.id },
  slot: { id: victimEvent.slot },
  contact: { name: 'Jeanne Martin', email: 'jeanne@example.test' },
  rates: [{ rate: { id: victimEvent.rate }, quantity: 2 }],
});

export const wineTourism: CrossShopArea = {
  async setup() {
    const { victim, attacker } = world;
    const event = await post(victim, '/v1/events', victimEventBody());
    Object.assign(victimEvent, { id: event.id, slot: event.slots[0].id, otherSlot: event.slots[1].id });
    victimEvent.rate = event.rates[0].id;
    victimEvent.reservation = (await post(victim, '/v1/reservations', victimBookingBody())).id;
    const attackerEvent = await post(attacker, '/v1/events', victimEventBody());
    attackerIds.event = attackerEvent.id;
    attackerIds.booking = (
      await post(attacker, '/v1/reservations', {
        ...victimBookingBody(),
        event: { id: attackerEvent.id },
        slot: { id: attackerEvent.slots[0].id },
        rates: [{ rate: { id: attackerEvent.rates[0].id }, quantity: 1 }],
      })
    ).id;
  },
  victimIdFor: {
    'events/:id': () => victimEvent.id,
    'slots/:slotId': () => victimEvent.slot,
    'reservations/:id': () => victimEvent.reservation,
  },
  bodies: () => ({
    'POST /v1/events': victimEventBody(),
    'PUT /v1/events/:id': { ...victimEventBody(), id: victimEvent.id },
    'POST /v1/events/:id/slots': { startsAt: '2030-02-01T11:00:00+01:00' },
    'POST /v1/reservations': victimBookingBody(),
    'PUT /v1/reservations/:id': { notes: 'Notes pirates' },
    'POST /v1/reservations/:id/check-in': { status: 'arrived' },
    'POST /v1/reservations/:id/cancel': { refund: false },
    'POST /v1/reservations/:id/move': { slot: { id: victimEvent.otherSlot } },
    'POST /v1/reservations/:id/remind': {},
    'POST /v1/reservations/:id/payment': { paymentState: 'paid' },
  }),
  attempts: () => ({
    // a new event's rate and slot ids are never kept (new ones are minted): nothing to name
    'POST /v1/events': [],
    // the attacker's event naming the victim's event
    'PUT /v1/events/:id': [[`/v1/events/${attackerIds.event}`, { ...victimEventBody(), id: victimEvent.id }]],
    // a booking of the victim's slot, or the attacker's booking moved into it
    'POST /v1/reservations': [['/v1/reservations', victimBookingBody()]],
    'POST /v1/reservations/:id/move': [
      [`/v1/reservations/${attackerIds.booking}/move`, { slot: { id: victimEvent.otherSlot } }],
    ],
  }),
};
