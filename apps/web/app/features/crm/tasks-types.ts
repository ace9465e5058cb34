// The tasks pages' types: the API's answers (type-only imports of @sarment/api, so no server code reaches a page).
import type {
  calendarFeedCreated,
  calendarFeedState,
  calendarItem,
  taskAnswer,
  taskAssignee,
  taskBody,
} from '@sarment/api';
import type { z } from 'zod';

export type TaskRow = z.output<typeof taskAnswer>;
export type TaskBody = z.input<typeof taskBody>;
export type TaskAssignee = z.output<typeof taskAssignee>;
export type CalendarItem = z.output<typeof calendarItem>;
export type CalendarFeedState = z.output<typeof calendarFeedState>;
export type CalendarFeedCreated = z.output<typeof calendarFeedCreated>;
