// The event form's value: the body POST/PUT /v1/events take (domain eventInput), with text fields for the lists
// typed as text (times, exceptions, visuals).
import type { EventFormValue } from '@sarment/domain/events';
import type { ShopEvent } from './event-types.ts';

export interface EventDraft {
  title: string;
  description: string;
  location: string;
  languages: string[];
  durationMinutes: number | null;
  mandatory: boolean;
  status: 'online' | 'paused' | 'closed';
  visuals: string;
  places: number | null;
  unlimited: boolean;
  membersOnly: boolean;
  typologies: string[];
  rates: {
    id?: string;
    name: string;
    priceTTC: number | null;
    kind: 'counting' | 'notCounting' | 'touristTax';
    vatType: 'standard' | 'medium' | 'reduced';
    optional: boolean;
  }[];
  weekly: boolean;
  days: number[];
  times: string;
  from: string;
  to: string;
  exceptions: string;
  slots: NonNullable<EventFormValue['slots']>;
}

const list = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function newEventDraft(now = new Date()): EventDraft {
  return {
    title: '',
    description: '',
    location: '',
    languages: ['fr'],
    durationMinutes: 60,
    mandatory: true,
    status: 'online',
    visuals: '',
    places: 8,
    unlimited: false,
    membersOnly: false,
    typologies: [],
    rates: [{ name: 'Adulte', priceTTC: 15, kind: 'counting', vatType: 'standard', optional: false }],
    weekly: true,
    days: [],
    times: '',
    from: isoDay(now),
    to: isoDay(new Date(now.getTime() + 90 * 86_400_000)),
    exceptions: '',
    slots: [],
  };
}

export function draftOf(event: ShopEvent): EventDraft {
  return {
    title: event.title,
    description: event.description ?? '',
    location: event.location ?? '',
    languages: event.languages,
    durationMinutes: event.durationMinutes,
    mandatory: event.mandatory,
    status: event.status,
    visuals: event.visuals.join('\n'),
    places: event.places,
    unlimited: event.places === null,
    membersOnly: event.visibility.membersOnly,
    typologies: event.visibility.typologies,
    rates: event.rates,
    weekly: event.schedule !== null,
    days: event.schedule?.days ?? [],
    times: event.schedule?.times.join(', ') ?? '',
    from: event.schedule?.from ?? '',
    to: event.schedule?.to ?? '',
    exceptions: event.schedule?.exceptions.join(', ') ?? '',
    slots: event.slots,
  };
}

/** The body the API takes. */
export function bodyOf(draft: EventDraft): EventFormValue {
  return {
    title: draft.title,
    description: draft.description || null,
    location: draft.location || null,
    languages: draft.languages as EventFormValue['languages'],
    durationMinutes: draft.durationMinutes ?? Number.NaN,
    mandatory: draft.mandatory,
    status: draft.status,
    visuals: list(draft.visuals),
    places: draft.unlimited ? null : (draft.places ?? Number.NaN),
    visibility: { typologies: draft.typologies, membersOnly: draft.membersOnly },
    rates: draft.rates.map((rate) => ({ ...rate, priceTTC: rate.priceTTC ?? Number.NaN })),
    schedule: draft.weekly
      ? {
          days: [...draft.days].sort(),
          times: list(draft.times),
          from: draft.from,
          to: draft.to,
          exceptions: list(draft.exceptions),
        }
      : null,
    slots: draft.slots,
  };
}
