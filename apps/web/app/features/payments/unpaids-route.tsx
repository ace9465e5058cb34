// spec §2 /dashboard/payments/unpaids (seeAllPayment): overdue bills with their reminder level and late-penalty
// amount; a reminder by e-mail from the level's model (previewed and editable before it goes), or several at
// once; the reminder settings (the daily schedule, the models, the penalty rate). The mail goes through the outbox
// and each reminder is written in the bill's history.
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useRevalidator, useSearchParams } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, browserApi } from '../../lib/api.ts';
import * as formTexts from '../kit/form-i18n.ts';
import type { BulkAction } from '../kit/list-definition.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/unpaids-route';
import * as outstandingsTexts from './outstandings-i18n.ts';
import type { ReminderPreview, ReminderSettings, UnpaidRow } from './outstandings-types.ts';
import { ReminderDialog } from './reminder-dialog.tsx';
import { ReminderSettingsDialog } from './reminder-settings-dialog.tsx';
import { unpaidListDefinition, unpaidListRules } from './unpaids-list.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const list = await loadList<UnpaidRow>(context.api, '/v1/unpaids', unpaidListRules, url);
  const remind = url.searchParams.get('remind');
  const preview = remind
    ? await apiGet<ReminderPreview>(context.api, `/v1/bills/${encodeURIComponent(remind)}/reminders/preview`)
    : null;
  return {
    list,
    remind: remind && preview?.ok ? { billId: remind, preview: preview.data } : null,
  };
}

/** The page's URL with the reminder dialog of a bill open (or closed with null), the list's view kept. */
export function remindHref(params: URLSearchParams, billId: string | null): string {
  const next = new URLSearchParams(params);
  if (billId) next.set('remind', billId);
  else next.delete('remind');
  return `?${next}`;
}

export function meta() {
  return [{ title: 'Impayés — Sarment' }];
}

export default function UnpaidsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ form: formTexts, list: listTexts, outstandings: outstandingsTexts });
  const { t } = useTranslation();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [settings, setSettings] = useState<ReminderSettings | null>(null);

  const withRemind = (billId: string | null) => remindHref(params, billId);

  const definition = useMemo(() => {
    const remind: BulkAction<UnpaidRow> = {
      id: 'remind',
      label: t('outstandings.remind'),
      async run(rows, onProgress) {
        const answer = await popup.open({
          title: t('outstandings.remind'),
          text: t('outstandings.reminder.bulkConfirm', { count: rows.length }),
          confirmLabel: t('outstandings.remind'),
          small: true,
        });
        if (!answer) return null;
        let done = 0;
        for (const row of rows) {
          const sent = await browserApi.request<{ message?: string }>(
            'POST',
            `/v1/bills/${encodeURIComponent(row.id)}/reminders`,
            {},
          );
          if (!sent.ok) return `${row.number} : ${sent.data?.message ?? ''}`;
          done += 1;
          onProgress?.(done);
        }
        snackbars.show(t('outstandings.reminder.sentCount', { count: done }), 'success');
        return null;
      },
    };
    return unpaidListDefinition(t, { remind, rowLink: (row) => remindHref(params, row.id) });
  }, [t, popup, snackbars, params]);

  const row = loaderData.remind
    ? loaderData.list.rows.find((candidate) => candidate.id === loaderData.remind?.billId)
    : undefined;

  async function openSettings() {
    const answer = await browserApi.request<ReminderSettings>('GET', '/v1/reminder-settings');
    if (answer.ok) setSettings(answer.data);
  }

  return (
    <>
      <ListPage
        definition={definition}
        data={loaderData.list}
        title={t('outstandings.titles.unpaids')}
        actions={
          <>
            <Button component={RouterLink} to="/dashboard/payments/outstandings" size="small">
              {t('outstandings.titles.outstandings')}
            </Button>
            <Button
              size="small"
              variant="outlined"
              onClick={openSettings}
              data-testid="reminder-settings-open"
            >
              {t('outstandings.settings.open')}
            </Button>
          </>
        }
      />
      {loaderData.remind ? (
        <ReminderDialog
          key={loaderData.remind.billId}
          billId={loaderData.remind.billId}
          row={row}
          preview={loaderData.remind.preview}
          onClose={() => navigate(withRemind(null), { replace: true, preventScrollReset: true })}
          onSent={(email) => {
            snackbars.show(t('outstandings.reminder.sent', { email }), 'success');
            navigate(withRemind(null), { replace: true, preventScrollReset: true });
            revalidator.revalidate();
          }}
        />
      ) : null}
      {settings ? (
        <ReminderSettingsDialog
          settings={settings}
          onClose={() => setSettings(null)}
          onSaved={() => {
            setSettings(null);
            snackbars.show(t('outstandings.settings.saved'), 'success');
          }}
        />
      ) : null}
    </>
  );
}
