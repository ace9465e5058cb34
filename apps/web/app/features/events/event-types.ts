// The wine-tourism answers as the API describes them (api events/*.schemas.ts), type-only.
import type {
  daySheetAnswer,
  eventAnswer,
  eventListItem,
  reservationAnswer,
  touristTaxAnswer,
} from '@sarment/api';
import type { z } from 'zod';

export type ShopEvent = z.output<typeof eventAnswer>;
export type EventListRow = z.output<typeof eventListItem>;
export type Reservation = z.output<typeof reservationAnswer>;
export type DaySheet = z.output<typeof daySheetAnswer>;
export type TouristTax = z.output<typeof touristTaxAnswer>;
