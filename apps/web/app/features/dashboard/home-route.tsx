// The /dashboard home per role (issue 7) with the real figures of the database: orders to handle, revenue of the
// fiscal year, upcoming reservations for owners and collaborators; a buyer's orders and reservations; an agent's
// orders per producer.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toPlainDate } from '@sarment/domain/reference';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import { formatEuros } from '../../lib/format.ts';
import type { SessionUser } from '../auth/session.ts';
import * as tasksTexts from '../crm/tasks-i18n.ts';
import { displayNameOf } from '../layout/account-menu.tsx';
import type { Route } from './+types/home-route';
import { FigureCard, FigureGrid, RecentOrdersTable } from './home-cards.tsx';
import * as dashboardTexts from './i18n.ts';
import type {
  AgentSummary,
  BuyerSummary,
  HomeData,
  ShopSummary,
  UpcomingReservations,
} from './summary-types.ts';
import { shopTimeZone } from './time-zone.ts';

// shown only when the summary cannot be read (issue 22: loaded then)
const Alert = lazy(() => import('@mui/material/Alert'));

export async function loader({ context }: Route.LoaderArgs): Promise<HomeData> {
  const me = await apiGet<SessionUser>(context.api, '/v1/users/me');
  if (!me.ok) return { kind: 'unavailable', name: '' };
  const name = displayNameOf(me.data);
  const role = me.data.role;
  if (role === 'owner' || role === 'iam') {
    const answer = await apiGet<ShopSummary>(context.api, '/v1/dashboard/shop-summary');
    return answer.ok ? { kind: 'staff', name, summary: answer.data } : { kind: 'unavailable', name };
  }
  if (role === 'buyer') {
    const answer = await apiGet<BuyerSummary>(context.api, '/v1/dashboard/buyer-summary');
    return answer.ok ? { kind: 'buyer', name, summary: answer.data } : { kind: 'unavailable', name };
  }
  if (role === 'agent') {
    const answer = await apiGet<AgentSummary>(context.api, '/v1/dashboard/agent-summary');
    return answer.ok ? { kind: 'agent', name, summary: answer.data } : { kind: 'unavailable', name };
  }
  return { kind: 'unavailable', name };
}

export function meta() {
  return [{ title: 'Tableau de bord — Sarment' }];
}

function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'fr-FR';
  const day = (iso: string) => {
    const { year, month, day: d } = toPlainDate(iso);
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      Date.UTC(year, month - 1, d),
    );
  };
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: shopTimeZone,
  });
  return { euros: (amount: number) => formatEuros(amount, i18n.language), day, dateTime };
}

function ReservationsCard({ reservations, to }: { reservations: UpcomingReservations; to: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <FigureCard
      testId="home-reservations"
      title={t('dashboard.home.reservations')}
      value={reservations.count}
      to={to}
      hint={
        <>
          {t('dashboard.home.reservationsHint', { count: reservations.persons })}
          {reservations.next &&
            ` · ${t('dashboard.home.nextReservation', { date: formats.dateTime.format(new Date(reservations.next)) })}`}
        </>
      }
    />
  );
}

/** The caller's open tasks (spec §1 tasks): how many, how many late, and the soonest due. */
function TasksCard({ tasks }: { tasks: ShopSummary['tasks'] }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [next] = tasks.next;
  return (
    <FigureCard
      testId="home-tasks"
      title={t('tasks.card.title')}
      value={tasks.open}
      to="/dashboard/tasks?assignee=me"
      hint={
        tasks.open === 0 ? (
          t('tasks.card.empty')
        ) : (
          <>
            {tasks.overdue > 0 && `${t('tasks.card.overdue', { count: tasks.overdue })} · `}
            {next && `${next.title} — ${formats.dateTime.format(new Date(next.dueAt))}`}
          </>
        )
      }
    />
  );
}

function StaffHome({ summary }: { summary: ShopSummary }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <>
      <FigureGrid>
        {summary.ordersToHandle !== null && (
          <FigureCard
            testId="home-orders-to-handle"
            title={t('dashboard.home.ordersToHandle')}
            value={summary.ordersToHandle}
            hint={t('dashboard.home.ordersToHandleHint')}
            to="/dashboard/orders"
          />
        )}
        {summary.revenue && (
          <FigureCard
            testId="home-revenue"
            title={t('dashboard.home.revenue')}
            value={formats.euros(summary.revenue.totalHt)}
            hint={t('dashboard.home.revenueHint', {
              start: formats.day(summary.fiscalYear.start),
              end: formats.day(summary.fiscalYear.end),
              count: summary.revenue.orderCount,
            })}
          />
        )}
        {summary.upcomingReservations && (
          <ReservationsCard reservations={summary.upcomingReservations} to="/dashboard/reservations" />
        )}
        <TasksCard tasks={summary.tasks} />
      </FigureGrid>
      {summary.recentOrders && <RecentOrdersTable orders={summary.recentOrders} showShop={false} />}
    </>
  );
}

function BuyerHome({ summary }: { summary: BuyerSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <FigureGrid>
        <FigureCard
          testId="home-orders-in-progress"
          title={t('dashboard.home.ordersInProgress')}
          value={summary.ordersInProgress}
          hint={t('dashboard.home.ordersInProgressHint', { count: summary.ordersTotal })}
          to="/dashboard/orders"
        />
        <ReservationsCard reservations={summary.upcomingReservations} to="/dashboard/reservations" />
      </FigureGrid>
      <RecentOrdersTable orders={summary.recentOrders} showShop />
    </>
  );
}

function AgentHome({ summary }: { summary: AgentSummary }) {
  const { t } = useTranslation();
  if (summary.shops.length === 0) return <Typography>{t('dashboard.home.noShop')}</Typography>;
  return (
    <>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
        {t('dashboard.home.agentShops')}
      </Typography>
      <FigureGrid>
        {summary.shops.map((shop) => (
          <FigureCard
            key={shop.id}
            testId="home-agent-shop"
            title={shop.name}
            value={shop.ordersToHandle}
            hint={[
              t('dashboard.home.agentToHandle'),
              `${t('dashboard.home.agentThisMonth')} : ${shop.ordersEnteredThisMonth}`,
              t('tasks.card.open', { count: shop.openTasks }),
              ...(shop.overdueTasks > 0 ? [t('tasks.card.overdue', { count: shop.overdueTasks })] : []),
            ].join(' · ')}
            to="/dashboard/orders"
          />
        ))}
      </FigureGrid>
    </>
  );
}

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ dashboard: dashboardTexts, tasks: tasksTexts });
  const { t } = useTranslation();
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('dashboard.home.title')}
      </Typography>
      {loaderData.name && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('dashboard.home.hello', { name: loaderData.name })}
          {loaderData.kind === 'staff' && ` · ${loaderData.summary.shop.name}`}
        </Typography>
      )}
      {loaderData.kind === 'staff' && <StaffHome summary={loaderData.summary} />}
      {loaderData.kind === 'buyer' && <BuyerHome summary={loaderData.summary} />}
      {loaderData.kind === 'agent' && <AgentHome summary={loaderData.summary} />}
      {loaderData.kind === 'unavailable' && (
        <Suspense>
          <Alert severity="info">{t('dashboard.home.unavailable')}</Alert>
        </Suspense>
      )}
    </Box>
  );
}
