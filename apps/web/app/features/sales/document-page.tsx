// /dashboard/orders/{id} for a quote, bill, deposit bill or credit note (issue 18): header with number and status,
// client, lines, totals HT / VAT per rate / TTC, linked documents, history, and the flow's actions, each asked
// first: issue, accept or refuse a quote, credit note of a bill (whole or chosen lines), PDF, e-mail, edit a draft,
// record a payment (the payments area's dialog: client, method, amount, ventilation over the client's bills).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@sarment/domain/access';
import { formatParisDateTime, parisDateOf } from '@sarment/domain/reference/paris-time';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useRevalidator } from 'react-router';
import { browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import { DetailPage } from '../kit/detail-page.tsx';
import { HistoryTimeline } from '../kit/history-timeline.tsx';
import { formatPrice } from '../kit/list-formats.ts';
import { PaymentDialog } from '../payments/payment-dialog.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import { DocumentEmailSlot } from './document-email-slot.tsx';
import { AmountRow, Block, ChainBlock, LinesBlock, TotalsBlock } from './sale-blocks.tsx';
import { CreditNoteDialog } from './sale-dialogs.tsx';
import { documentNumber } from './sales-lists.tsx';
import {
  type DocumentChain,
  kindApiPath,
  kindListPath,
  type ListedKind,
  type SalesDocument,
} from './sales-types.ts';

type Action = 'issue' | 'accept' | 'refuse';

const parisDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris' });

/** The actions the flow offers a document in its status (packages/domain/src/sales/README.md). */
export function documentActions(document: Pick<SalesDocument, 'kind' | 'status'>): Action[] {
  if (document.status === 'draft') return ['issue'];
  if (document.kind === 'quote' && document.status === 'sent') return ['accept', 'refuse'];
  return [];
}

type LegalMention = { id: string; law: string; message: string };

/** The legal mentions are read for drafts of the documents the law lists: bills, deposit bills, credit notes. */
export const checksLegalMentions = (kind: ListedKind, draft: boolean) =>
  draft && (kind === 'bill' || kind === 'depositBill' || kind === 'creditNote');

/**
 * What a draft bill, deposit bill or credit note still lacks of the French mentions (C. com. L441-9, CGI ann. II
 * 242 nonies A), read before it is issued: once numbered, nothing can be added to it.
 */
function MissingMentions({ path, kind, draft }: { path: string; kind: ListedKind; draft: boolean }) {
  const { t } = useTranslation();
  const [missing, setMissing] = useState<LegalMention[]>([]);
  const legal = checksLegalMentions(kind, draft);
  useEffect(() => {
    if (!legal) return;
    let live = true;
    void browserApi
      .request<{ missing: LegalMention[] }>('GET', `${path}/legal-mentions`)
      .then((answer) => {
        if (live && answer.ok) setMissing(answer.data.missing);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [legal, path]);
  if (!legal || missing.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="missing-mentions">
      <AlertTitle>{t('sales.detail.missingMentions')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {missing.map((mention) => (
          <li key={mention.id}>
            {mention.message} ({mention.law})
          </li>
        ))}
      </Box>
      {t('sales.detail.missingMentionsHint')}
    </Alert>
  );
}

export function DocumentPage({ document, chain }: { document: SalesDocument; chain: DocumentChain }) {
  const { t } = useTranslation();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const user = useSessionUser();
  const shop = useSessionShop();
  const [tab, setTab] = useState<'summary' | 'history'>('summary');
  const [busy, setBusy] = useState(false);
  const [crediting, setCrediting] = useState(false);
  const [paying, setPaying] = useState(false);
  const kind = document.kind as ListedKind;
  const path = `/v1/${kindApiPath[kind]}/${encodeURIComponent(document.id)}`;
  const mayWrite = hasPermission(user, shop, kind === 'quote' ? 'createQuote' : 'billOrder');
  const numbered = document.number !== null;

  const act = async (action: Action) => {
    const confirmKey = action === 'issue' && kind === 'quote' ? 'issueQuote' : action;
    const label = t(`sales.actions.${confirmKey}`);
    const ok = await popup.open({
      title: label,
      text: t(`sales.actions.confirm.${confirmKey}`),
      confirmLabel: label,
      small: true,
    });
    if (!ok) return;
    setBusy(true);
    const answer = await browserApi.request<{ id: string; number: string | null }>(
      'POST',
      `${path}/${action}`,
    );
    setBusy(false);
    if (!answer.ok) {
      // the API's French refusal (an expired quote, a missing client identity...)
      const message = (answer.data as { message?: string } | null)?.message;
      snackbars.show(message ?? t('list.error'), 'error');
      return;
    }
    if (action === 'accept') {
      snackbars.show(t('sales.actions.done.accept', { number: answer.data.number ?? '' }));
      navigate(`/dashboard/orders/${encodeURIComponent(answer.data.id)}`);
      return;
    }
    snackbars.show(
      action === 'issue'
        ? t('sales.actions.done.issue', { number: answer.data.number ?? '' })
        : t('sales.actions.done.refuse'),
    );
    void revalidator.revalidate();
  };

  const remove = async () => {
    const label = t('sales.detail.deleteDraft');
    if (
      !(await popup.open({
        title: label,
        text: t('sales.actions.confirm.deleteDraft'),
        confirmLabel: label,
        small: true,
      }))
    )
      return;
    const answer = await browserApi.request<{ message?: string } | null>('DELETE', path);
    if (!answer.ok) {
      snackbars.show(answer.data?.message ?? t('list.error'), 'error');
      return;
    }
    snackbars.show(t('sales.actions.done.deleted'));
    navigate(kindListPath[kind]);
  };

  const actions = (
    <>
      {mayWrite &&
        documentActions(document).map((action) => (
          <Button
            key={action}
            variant={action === 'refuse' ? 'outlined' : 'contained'}
            color={action === 'refuse' ? 'error' : 'primary'}
            disabled={busy}
            onClick={() => void act(action)}
            data-testid={`action-${action}`}
          >
            {t(`sales.actions.${action === 'issue' && kind === 'quote' ? 'issueQuote' : action}`)}
          </Button>
        ))}
      {mayWrite && kind === 'bill' && document.status === 'issued' && (
        <Button variant="outlined" onClick={() => setCrediting(true)} data-testid="action-credit-note">
          {t('sales.actions.creditNote')}
        </Button>
      )}
      {mayWrite && (kind === 'bill' || kind === 'depositBill') && document.status === 'issued' && (
        <Button variant="outlined" onClick={() => setPaying(true)} data-testid="action-pay">
          {t('sales.detail.pay')}
        </Button>
      )}
      {mayWrite && document.status === 'draft' && kind !== 'creditNote' && (
        <Button
          component={RouterLink}
          to={`/dashboard/orders/add?draft=${encodeURIComponent(document.id)}`}
          variant="outlined"
        >
          {t('sales.detail.edit')}
        </Button>
      )}
      {mayWrite && document.status === 'draft' && (
        <Button color="error" onClick={() => void remove()}>
          {t('sales.detail.deleteDraft')}
        </Button>
      )}
      {numbered && (
        <Button component="a" href={`${path}/pdf`} variant="outlined" data-testid="document-pdf">
          {t('sales.detail.pdf')}
        </Button>
      )}
      {numbered && <DocumentEmailSlot document={document} onSent={() => void revalidator.revalidate()} />}
    </>
  );

  const dates = [
    document.issuedAt
      ? t('sales.detail.issuedOn', { date: formatParisDateTime(document.issuedAt) })
      : t('sales.detail.createdOn', { date: formatParisDateTime(document.createdAt) }),
    kind === 'quote' && document.validUntil
      ? t('sales.detail.validUntil', { date: parisDay(document.validUntil) })
      : null,
    (kind === 'bill' || kind === 'depositBill') && document.dueDate
      ? t('sales.detail.dueDate', { date: parisDay(document.dueDate) })
      : null,
  ].filter(Boolean);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Link component={RouterLink} to={kindListPath[kind]} variant="body2">
        {t('sales.detail.back')}
      </Link>
      <MissingMentions path={path} kind={kind} draft={document.status === 'draft'} />
      <DetailPage
        title={t('sales.detail.title', {
          kind: t(`sales.kinds.${kind}`),
          number: documentNumber(t, document),
        })}
        subtitle={dates.join(' · ')}
        status={{ family: 'salesDocument', status: document.status }}
        actions={actions}
        tabs={[
          { id: 'summary', label: t('sales.detail.tabs.summary') },
          { id: 'history', label: t('sales.detail.tabs.history') },
        ]}
        tab={tab}
        onTab={setTab}
      >
        {tab === 'summary' ? (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
              alignItems: 'start',
            }}
          >
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <LinesBlock lines={document.lines} t={t} />
              {document.notes && (
                <Block title={t('sales.detail.notes')}>
                  <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                    {document.notes}
                  </Typography>
                </Block>
              )}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <Block title={t('sales.detail.client')} testId="sale-client">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {document.client.name}
                </Typography>
                <Link
                  component={RouterLink}
                  to={`/dashboard/clients/${encodeURIComponent(document.client.id)}`}
                  variant="body2"
                >
                  {t('sales.detail.openClient')}
                </Link>
              </Block>
              <TotalsBlock
                t={t}
                totalHT={document.totalHT}
                totalTTC={document.totalTTC}
                vatByRate={document.vatByRate}
                extra={
                  document.deposits > 0 ? (
                    <>
                      <AmountRow
                        label={t('sales.detail.deposits')}
                        value={`−${formatPrice(document.deposits)}`}
                      />
                      <AmountRow
                        label={t('sales.detail.amountDue')}
                        value={formatPrice(document.amountDue)}
                        strong
                      />
                    </>
                  ) : null
                }
              />
              <ChainBlock t={t} chain={chain} currentId={document.id} />
            </Box>
          </Box>
        ) : (
          <HistoryTimeline
            entity={kind}
            entityId={document.id}
            vocabulary={{ fieldLabel: (field) => t(`sales.history.${field}`, { defaultValue: field }) }}
          />
        )}
      </DetailPage>
      {paying && (
        <PaymentDialog
          today={parisDateOf(new Date())}
          onClose={() => setPaying(false)}
          onSaved={() => {
            setPaying(false);
            void revalidator.revalidate();
          }}
        />
      )}
      {kind === 'bill' && crediting && (
        <CreditNoteDialog
          bill={document}
          open={crediting}
          onClose={(made) => {
            setCrediting(false);
            if (!made) return;
            snackbars.show(t('sales.actions.done.creditNote', { number: made.number ?? '' }));
            navigate(`/dashboard/orders/${encodeURIComponent(made.id)}`);
          }}
        />
      )}
    </Box>
  );
}
