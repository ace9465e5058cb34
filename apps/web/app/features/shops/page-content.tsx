// A shop page written by its owner (spec §2): rich text sanitized by the API (spec §5), product and event blocks.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useText } from '../../i18n/use-text.ts';
import { formatEuros } from '../../lib/format.ts';
import ui from '../../lib/plain-ui.module.css';
import styles from './catalogue.module.css';
import { businessWord, productWords } from './english-labels.ts';
import { ProductGrid } from './product-card.tsx';
import { catalogueHref, catalogueTabOf } from './shop-context.ts';
import type { EventSummary, ProductCardData, ShopDetail, ShopPage } from './shop-types.ts';
import '../../i18n/shop-texts.ts';

// The booking dialog loads when a visitor asks for it: a stand-in button of the same look until then.
const EventBooking = lazy(() =>
  import('../cart/event-booking.tsx').then((m) => ({ default: m.EventBooking })),
);

export interface PageContentProps {
  shop: ShopDetail;
  basePath: string;
  page: ShopPage;
  /** a few products under the first page's text, when the owner put no product block there */
  preview: ProductCardData[];
}

export function PageContent({ shop, basePath, page, preview }: PageContentProps) {
  const { t, i18n } = useText();
  const isHome = shop.tabs[0]?.id === page.tab.id;
  const banner = shop.editedShop.banner;
  const words = productWords(i18n.language, shop.businessType, shop.vocabulary);
  const business = businessWord(i18n.language, shop.businessType, shop.vocabulary.businessSingular);
  const subtitle = [business, shop.city].filter(Boolean).join(' · ');
  return (
    <>
      <section
        className={`${styles.hero} ${banner ? styles.heroBanner : ''}`}
        style={
          banner ? ({ '--hero-image': `url("${encodeURI(banner)}")` } as React.CSSProperties) : undefined
        }
      >
        <div className={styles.container}>
          <h1>{isHome ? shop.name : page.tab.name}</h1>
          {isHome && subtitle && <p className={styles.heroSub}>{capitalize(subtitle)}</p>}
        </div>
      </section>
      <div className={styles.container}>
        {page.html && (
          // sanitized by the API (spec §5: no script, whitelisted styles, attributes and schemes)
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server
          <div className={styles.richText} dangerouslySetInnerHTML={{ __html: page.html }} />
        )}
        {page.blocks.map((block, index) => {
          const key = `${block.type}-${index}`;
          if (block.type === 'html') {
            return (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server (spec §5)
              <div key={key} className={styles.richText} dangerouslySetInnerHTML={{ __html: block.html }} />
            );
          }
          if (block.type === 'products') {
            return (
              <section key={key} className={styles.section}>
                {block.title && <h2>{block.title}</h2>}
                <ProductGrid products={block.products} basePath={basePath} member={shop.viewer.member} />
              </section>
            );
          }
          return (
            <section key={key} className={styles.section}>
              {block.title && <h2>{block.title}</h2>}
              <EventList events={block.events} shopId={shop.id} />
            </section>
          );
        })}
        {isHome && preview.length > 0 && (
          <section className={styles.section}>
            <h2>{catalogueTabOf(shop)?.name}</h2>
            <ProductGrid products={preview} basePath={basePath} member={shop.viewer.member} />
          </section>
        )}
        {isHome && (
          <Link className={styles.cta} to={catalogueHref(shop, basePath)}>
            {t('shop.discover', { products: words.plural })} →
          </Link>
        )}
      </div>
    </>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest ? `${hours} h ${String(rest).padStart(2, '0')}` : `${hours} h`;
}

// one formatter per language for the process: building one per render was about half of the events list's
// server render time in a profile of the shop home (issue 22)
const slotFormats = new Map<string, Intl.DateTimeFormat>();
function slotFormat(language: string): Intl.DateTimeFormat {
  const locale = language === 'en' ? 'en-GB' : 'fr-FR';
  let format = slotFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Paris',
    });
    slotFormats.set(locale, format);
  }
  return format;
}

function EventList({ events, shopId }: { events: EventSummary[]; shopId: string }) {
  const { t, i18n } = useText();
  const dateFormat = slotFormat(i18n.language);
  return (
    <ul className={styles.events}>
      {events.map((event) => (
        <li key={event.id} className={styles.event}>
          <h3>{event.title}</h3>
          {event.description && <p>{event.description}</p>}
          <p className={styles.muted}>
            {t('shop.events.duration', { duration: durationText(event.durationMinutes) })}
            {event.languages.length > 0 &&
              ` · ${t('shop.events.languages', { languages: event.languages.join(', ').toUpperCase() })}`}
          </p>
          {event.priceFrom !== null && (
            <p className={styles.price}>
              {t('shop.events.from', { price: formatEuros(event.priceFrom, i18n.language) })}
            </p>
          )}
          {event.nextSlots.length > 0 && (
            <>
              <strong>{t('shop.events.nextSlots')}</strong>
              <ul className={styles.slots}>
                {event.nextSlots.map((slot) => (
                  <li key={slot.id}>
                    {dateFormat.format(new Date(slot.start))} —{' '}
                    {slot.placesLeft === 0
                      ? t('shop.events.full')
                      : slot.placesLeft !== null && t('shop.events.placesLeft', { count: slot.placesLeft })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {event.nextSlots.some((slot) => slot.placesLeft !== 0) && (
            <BookingButton shopId={shopId} eventId={event.id} />
          )}
        </li>
      ))}
    </ul>
  );
}

function BookingButton({ shopId, eventId }: { shopId: string; eventId: string }) {
  const { t } = useText();
  const [asked, setAsked] = useState(false);
  const standIn = (
    <button
      type="button"
      className={`${ui.buttonQuiet} ${ui.small}`}
      onClick={() => setAsked(true)}
      data-testid="book-event"
    >
      {t('cart.booking.book')}
    </button>
  );
  if (!asked) return standIn;
  return (
    <Suspense fallback={standIn}>
      <EventBooking shopId={shopId} eventId={eventId} compact openAtMount />
    </Suspense>
  );
}
