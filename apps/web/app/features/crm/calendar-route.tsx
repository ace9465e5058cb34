// spec §2 /dashboard/calendar (owner, iam; an agent sees their tasks): tasks, event slots and reservations in
// month, week and day views, filtered per kind and per person; a click opens the item, a task can be dragged to
// another day or time (PUT /v1/tasks/{id}); and the member's private ICS address.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type CalendarKind, calendarKinds } from '@sarment/domain/crm/calendar';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import { useSessionUser } from '../auth/session.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/calendar-route';
import { CalendarFeed } from './calendar-feed.tsx';
import { fromCalendarTime } from './calendar-time.ts';
import { TaskDialog } from './tasks-dialog.tsx';
import * as tasksTexts from './tasks-i18n.ts';
import { loadAssignees } from './tasks-list-route.tsx';
import type { CalendarFeedState, CalendarItem, TaskRow } from './tasks-types.ts';

const CalendarView = lazy(() => import('./calendar-view.tsx'));

export async function loader({ context }: Route.LoaderArgs) {
  const [assignees, feed] = await Promise.all([
    loadAssignees(context.api),
    apiGet<CalendarFeedState>(context.api, '/v1/calendar/feed'),
  ]);
  return { assignees, feed: feed.ok ? feed.data : { active: false, createdAt: null } };
}

export function meta() {
  return [{ title: 'Calendrier — Sarment' }];
}

/** FullCalendar in the theme's colours (primary #219EBC), a smaller title on phones, done tasks struck. */
const calendarStyles = {
  minHeight: 480,
  '--fc-button-bg-color': '#219EBC',
  '--fc-button-border-color': '#219EBC',
  '--fc-button-hover-bg-color': '#1b87a1',
  '--fc-button-hover-border-color': '#1b87a1',
  '--fc-button-active-bg-color': '#126b80',
  '--fc-button-active-border-color': '#126b80',
  '--fc-today-bg-color': 'rgba(33, 158, 188, 0.08)',
  '& .fc-toolbar-title': { fontSize: { xs: '1.1rem', sm: '1.5rem' }, textTransform: 'capitalize' },
  '& .fc-toolbar.fc-header-toolbar': { flexWrap: 'wrap', gap: 1 },
  '& .calendar-done': { opacity: 0.55, textDecoration: 'line-through' },
  '& .fc-event': { cursor: 'pointer' },
} as const;

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export default function CalendarRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, tasks: tasksTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const navigate = useNavigate();
  const snackbars = useSnackbar();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const mounted = useMounted();
  const [kinds, setKinds] = useState<CalendarKind[]>([...calendarKinds]);
  const [person, setPerson] = useState('');
  const [version, setVersion] = useState(0);
  const [opened, setOpened] = useState<TaskRow | null>(null);
  const query = new URLSearchParams({
    kinds: kinds.length ? kinds.join(',') : 'task',
    ...(person ? { person } : {}),
  }).toString();

  const toggle = (kind: CalendarKind) =>
    setKinds((current) => (current.includes(kind) ? current.filter((k) => k !== kind) : [...current, kind]));

  async function open(item: CalendarItem) {
    if (item.kind !== 'task') return navigate(item.link);
    const answer = await apiGet<TaskRow & { message?: string }>(browserApi, `/v1/tasks/${item.refId}`);
    if (answer.ok) setOpened(answer.data);
    else snackbars.show(answer.data?.message ?? 'Une erreur est survenue', 'error');
  }

  /** The task as GET answers it, its due time moved: PUT takes it back as it is. */
  async function move(item: CalendarItem, start: Date): Promise<boolean> {
    const read = await apiGet<TaskRow & { message?: string }>(browserApi, `/v1/tasks/${item.refId}`);
    const answer = read.ok
      ? await apiRequest<{ message?: string }>(browserApi, 'PUT', `/v1/tasks/${item.refId}`, {
          ...read.data,
          dueAt: fromCalendarTime(start).toISOString(),
        })
      : read;
    if (!answer.ok) {
      snackbars.show(answer.data?.message ?? 'Une erreur est survenue', 'error');
      return false;
    }
    snackbars.show(t('tasks.calendar.moved'), 'success');
    return true;
  }

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto', display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('tasks.calendar.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {calendarKinds.map((kind) => (
          <Chip
            key={kind}
            label={t(`tasks.calendar.kinds.${kind}`)}
            color={kinds.includes(kind) ? 'primary' : 'default'}
            variant={kinds.includes(kind) ? 'filled' : 'outlined'}
            onClick={() => toggle(kind)}
            aria-pressed={kinds.includes(kind)}
            data-testid={`calendar-kind-${kind}`}
          />
        ))}
        <TextField
          select
          size="small"
          label={t('tasks.calendar.person')}
          value={person}
          onChange={(event) => setPerson(event.target.value)}
          sx={{ minWidth: 200, ml: { sm: 'auto' } }}
        >
          <MenuItem value="">{t('tasks.calendar.everyone')}</MenuItem>
          <MenuItem value="me">{t('tasks.calendar.me')}</MenuItem>
          {loaderData.assignees
            .filter((member) => member.id !== user?.id)
            .map((member) => (
              <MenuItem key={member.id} value={member.id}>
                {member.name}
              </MenuItem>
            ))}
        </TextField>
      </Box>
      <Box data-testid="calendar" sx={calendarStyles}>
        {mounted ? (
          <Suspense fallback={<CircularProgress aria-label={t('tasks.calendar.title')} />}>
            <CalendarView
              query={query}
              version={version}
              phone={phone}
              onOpen={open}
              onMove={move}
              onError={(message) => snackbars.show(message, 'error')}
            />
          </Suspense>
        ) : (
          <CircularProgress aria-label={t('tasks.calendar.title')} />
        )}
      </Box>
      <CalendarFeed initial={loaderData.feed} />
      {opened && user && (
        <TaskDialog
          key={opened.id}
          task={opened}
          assignees={loaderData.assignees}
          userId={user.id}
          onClose={() => setOpened(null)}
          onChanged={() => setVersion((v) => v + 1)}
        />
      )}
    </Box>
  );
}
