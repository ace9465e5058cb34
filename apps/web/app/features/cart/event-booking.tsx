// Booking an event into the cart (spec §3 Reservation line, §4): a slot, the number of persons per rate; the
// tourist tax follows the counting persons. Mounted next to an event on the public shop pages, so plain HTML and
// CSS: a native modal <dialog> (focus kept inside, Escape closes), a <select> and number inputs.
import type { CartReservation } from '@sarment/domain/cart';
import { eurosToCents } from '@sarment/domain/money';
import { touristTaxProductType } from '@sarment/domain/pricing';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { formatEuros } from '../../lib/format.ts';
import ui from '../../lib/plain-ui.module.css';
import { quietRequest } from '../snackbar/response-feedback.ts';
import type { BookableEvent } from './cart-api-types.ts';
import type { CartReservationPrice } from './cart-request.ts';
import { useCart } from './cart-seam.ts';
import styles from './event-booking.module.css';

export function toReservation(
  event: BookableEvent,
  slotId: string,
  persons: Record<string, number>,
): CartReservation | null {
  const slot = event.slots.find((s) => s.id === slotId);
  if (!slot) return null;
  const selectedPrices: CartReservationPrice[] = event.rates.map((rate) => ({
    rateId: rate.id,
    productType: rate.kind === 'touristTax' ? touristTaxProductType : rate.kind,
    label: rate.name,
    // display only: the server prices the reservation (and refuses it to a visitor when prices are hidden)
    priceTTCCents: eurosToCents(rate.priceTTC ?? 0),
    quantity: rate.kind === 'touristTax' ? 0 : (persons[rate.id] ?? 0),
    notCounting: rate.kind === 'notCounting',
  }));
  return {
    eventId: event.id,
    event: { title: event.title },
    selectedSlot: { slot: { id: slot.id, name: slot.name }, start: slot.start, end: slot.end },
    selectedPrices,
    totalQuantity: 0,
    taxQuantities: 0,
  };
}

export function EventBooking({
  shopId,
  eventId,
  label,
  compact = false,
  openAtMount = false,
}: {
  shopId: string;
  eventId: string;
  label?: string;
  /** a small outlined button, inside a list */
  compact?: boolean;
  /** mounted by a click on a stand-in button (the shop pages load this dialog on demand): open at once */
  openAtMount?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const cart = useCart();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [event, setEvent] = useState<BookableEvent | null>(null);
  const [missing, setMissing] = useState(false);
  const [slotId, setSlotId] = useState('');
  const [persons, setPersons] = useState<Record<string, number>>({});
  const [added, setAdded] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  const start = async () => {
    setOpen(true);
    setAdded(false);
    if (event) return;
    const answer = await quietRequest(browserApi)(
      'GET',
      `/v1/cart/events/${encodeURIComponent(shopId)}/${encodeURIComponent(eventId)}`,
    );
    if (!answer.ok) {
      setMissing(true);
      return;
    }
    const loaded = answer.data as BookableEvent;
    setEvent(loaded);
    setSlotId(loaded.slots.find((s) => s.placesLeft !== 0)?.id ?? '');
    const counting = loaded.rates.find((r) => r.kind === 'counting');
    setPersons(counting ? { [counting.id]: 1 } : {});
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first mount opens it
  useEffect(() => {
    if (openAtMount) void start();
  }, []);

  const book = () => {
    if (!event) return;
    const reservation = toReservation(event, slotId, persons);
    if (!reservation) return;
    setOpen(false);
    void cart.addReservation({ sellerId: shopId, reservation }).then(
      () => setAdded(true),
      () => undefined,
    );
  };

  const slots = event?.slots ?? [];
  const people = event?.rates.filter((r) => r.kind !== 'touristTax') ?? [];
  const hasTax = event?.rates.some((r) => r.kind === 'touristTax');
  const canBook = Boolean(slotId) && Object.values(persons).some((n) => n > 0);
  return (
    <>
      <button
        type="button"
        className={compact ? `${ui.buttonQuiet} ${ui.small}` : ui.button}
        onClick={() => void start()}
        data-testid="book-event"
      >
        {label ?? t('cart.booking.book')}
      </button>
      {added && (
        <span role="status" className={styles.added}>
          {t('cart.booking.added')}
        </span>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes a modal dialog with Escape natively */}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        data-testid="event-booking"
        onClose={() => setOpen(false)}
        onClick={(e) => {
          // a click on the backdrop (the dialog element itself, outside its content) closes it
          if (e.target === e.currentTarget) setOpen(false);
        }}
      >
        <form
          method="dialog"
          className={styles.content}
          onSubmit={(e) => {
            e.preventDefault();
            if (canBook) book();
          }}
        >
          <h2 id={titleId} className={styles.title}>
            {t('cart.booking.title', { title: event?.title ?? '' })}
          </h2>
          {event?.pricesHidden && <p className={styles.info}>{t('cart.booking.pricesHidden')}</p>}
          {(missing || (event && slots.length === 0)) && (
            <p className={styles.info}>{t('cart.booking.noSlot')}</p>
          )}
          {slots.length > 0 && (
            <label className={styles.field}>
              <span className={styles.label}>{t('cart.booking.slot')}</span>
              <select className={styles.control} value={slotId} onChange={(e) => setSlotId(e.target.value)}>
                {slots.map((slot) => (
                  <option key={slot.id} value={slot.id} disabled={slot.placesLeft === 0}>
                    {slot.name} —{' '}
                    {slot.placesLeft === 0
                      ? t('cart.booking.full')
                      : slot.placesLeft !== null && t('cart.booking.placesLeft', { count: slot.placesLeft })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {slots.length > 0 &&
            people.map((rate) => (
              <label key={rate.id} className={styles.rate}>
                <span className={styles.rateName}>
                  {rate.name}
                  {rate.priceTTC !== null && ` — ${formatEuros(rate.priceTTC, i18n.language)}`}
                </span>
                <input
                  className={`${styles.control} ${styles.count}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  aria-label={rate.name}
                  value={persons[rate.id] ?? 0}
                  onChange={(e) =>
                    setPersons({
                      ...persons,
                      [rate.id]: Math.max(0, Math.trunc(Number(e.target.value) || 0)),
                    })
                  }
                />
              </label>
            ))}
          {hasTax && <p className={styles.note}>{t('cart.booking.touristTax')}</p>}
          <div className={styles.actions}>
            <button type="button" className={ui.buttonQuiet} onClick={() => setOpen(false)}>
              {t('cart.close')}
            </button>
            <button type="submit" className={ui.button} disabled={!canBook}>
              {t('cart.booking.add')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
