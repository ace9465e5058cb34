// The calendar itself (FullCalendar: month, week and day views, French, weeks from Monday), loaded by the
// calendar page after it mounts, so no other page and no server render carries it. Items come from
// GET /v1/calendar for the days on screen; a task can be dragged to another day or time.
import type { EventDropArg, EventInput, EventSourceFuncArg } from '@fullcalendar/core';
import frLocale from '@fullcalendar/core/locales/fr';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { useEffect, useRef } from 'react';
import { apiGet, browserApi } from '../../lib/api.ts';
import { toCalendarTime, viewDays } from './calendar-time.ts';
import type { CalendarItem } from './tasks-types.ts';

/** spec §4 colours: the kinds that are no task take the theme's blues; a task its label colour, else the primary. */
const kindColours: Record<CalendarItem['kind'], string> = {
  task: '#219EBC',
  eventSlot: '#023047',
  reservation: '#2A9D8F',
  delivery: '#FB8500',
};

export interface CalendarViewProps {
  /** the API query beside from/to: `kinds=...&person=...` */
  query: string;
  /** bumps when the items should be read again (a task changed in the dialog) */
  version: number;
  phone: boolean;
  onOpen: (item: CalendarItem) => void;
  /** a task dropped at another time: resolves false when the API refused (the task goes back) */
  onMove: (item: CalendarItem, start: Date) => Promise<boolean>;
  onError: (message: string) => void;
}

function toEvent(item: CalendarItem): EventInput {
  const colour = item.color ?? kindColours[item.kind];
  return {
    id: item.id,
    title: item.title,
    start: toCalendarTime(item.start),
    end: toCalendarTime(item.end),
    backgroundColor: colour,
    borderColor: colour,
    editable: item.editable,
    classNames: [`calendar-${item.kind}`, ...(item.done ? ['calendar-done'] : [])],
    extendedProps: { item },
  };
}

export default function CalendarView({ query, version, phone, onOpen, onMove, onError }: CalendarViewProps) {
  const calendar = useRef<FullCalendar>(null);
  // the event source reads the latest filters; a change of them reads the items again
  const queryRef = useRef(query);
  queryRef.current = query;
  // biome-ignore lint/correctness/useExhaustiveDependencies: query and version are the reasons to read again
  useEffect(() => {
    calendar.current?.getApi().refetchEvents();
  }, [query, version]);

  async function items(range: EventSourceFuncArg): Promise<EventInput[]> {
    const { from, to } = viewDays(range.start, range.end);
    const answer = await apiGet<CalendarItem[] | { message?: string }>(
      browserApi,
      `/v1/calendar?from=${from}&to=${to}${queryRef.current ? `&${queryRef.current}` : ''}`,
    );
    if (!answer.ok || !Array.isArray(answer.data)) {
      onError((answer.data as { message?: string } | null)?.message ?? 'Une erreur est survenue');
      return [];
    }
    return answer.data.map(toEvent);
  }

  async function drop(arg: EventDropArg) {
    const item = arg.event.extendedProps.item as CalendarItem;
    if (!arg.event.start || !(await onMove(item, arg.event.start))) arg.revert();
  }

  return (
    <FullCalendar
      ref={calendar}
      plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
      locale={frLocale}
      firstDay={1}
      timeZone="UTC"
      initialView={phone ? 'timeGridDay' : 'dayGridMonth'}
      headerToolbar={
        phone
          ? { left: 'prev,next', center: 'title', right: 'dayGridMonth,timeGridDay' }
          : { left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay' }
      }
      height="auto"
      slotMinTime="07:00:00"
      slotMaxTime="21:00:00"
      dayMaxEvents={4}
      eventDurationEditable={false}
      events={items}
      eventClick={(arg) => {
        arg.jsEvent.preventDefault();
        onOpen(arg.event.extendedProps.item as CalendarItem);
      }}
      eventDrop={drop}
    />
  );
}
