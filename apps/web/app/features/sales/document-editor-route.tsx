// spec §2 /dashboard/orders/add (?subType=quote or bill; owner, admin, agent, iam) and a draft's edition
// (?draft={id}), a quote from a won CRM opportunity (?opportunity={id}) (issue 18): pick or create the client, add
// catalogue lines (priced by the server for the client's typology: tiers, promotions, eq75, excise, VAT per
// product) and free lines, line and global discounts, shipping, payment terms (the due date from spec §9, by the
// server), notes; live totals HT / VAT per rate / TTC from POST /v1/{kind}/preview; 'Enregistrer le brouillon'
// then 'Émettre'. French messages under the fields; leaving with unsaved changes asks first.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, redirect, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { type ApiClient, apiGet, browserApi } from '../../lib/api.ts';
import * as productListTexts from '../catalogue/product-list-i18n.ts';
import { serverFieldErrors } from '../kit/form-errors.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/document-editor-route';
import { ClientPicker } from './document-client-picker.tsx';
import {
  bodyOf,
  draftOfDocument,
  type EditorDraft,
  type EditorKind,
  editorApiPath,
  editorErrors,
  editorKindOf,
  editorKindOfId,
  emptyDraft,
  type LineDraft,
  lineKey,
  type SalesDocument,
} from './document-editor-draft.ts';
import * as salesEditorTexts from './document-editor-i18n.ts';
import { type Preview, Section, TermsSection, TotalsSection } from './document-editor-sections.tsx';
import { LineFields, ProductLineAdder } from './document-lines.tsx';

interface OpportunityAnswer {
  id: string;
  name: string;
  amount: number;
  status: string;
  client: { id: string; name: string };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const draftId = url.searchParams.get('draft');
  const opportunityId = url.searchParams.get('opportunity');
  let kind = editorKindOf(url.searchParams.get('subType'));
  let document: SalesDocument | null = null;
  if (draftId) {
    const idKind = editorKindOfId(draftId);
    if (!idKind) throw data(null, { status: 404 });
    kind = idKind;
    const answer = await apiGet<SalesDocument>(
      context.api,
      `/v1/${editorApiPath[kind]}/${encodeURIComponent(draftId)}`,
    );
    if (!answer.ok) throw data(null, { status: 404 });
    // an issued document is never edited: its page shows it
    if (answer.data.status !== 'draft') throw redirect(`/dashboard/orders/${encodeURIComponent(draftId)}`);
    document = answer.data;
  }
  let opportunity: OpportunityAnswer | null = null;
  const linked = opportunityId ?? document?.opportunity?.id ?? null;
  if (linked) {
    const answer = await apiGet<OpportunityAnswer>(
      context.api,
      `/v1/opportunities/${encodeURIComponent(linked)}`,
    );
    if (answer.ok) opportunity = answer.data;
    if (!answer.ok && opportunityId) throw data(null, { status: 404 });
    if (opportunityId) kind = 'quote';
  }
  return { kind, document, opportunity };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  const titles: Record<EditorKind, string> = {
    quote: 'Nouveau devis',
    bill: 'Nouvelle facture',
    depositBill: "Nouvelle facture d'acompte",
  };
  return [{ title: `${loaded ? titles[loaded.kind] : 'Document'} — Sarment` }];
}

export default function DocumentEditorRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ form: formTexts, productList: productListTexts, salesEditor: salesEditorTexts });
  return (
    <DocumentEditor
      key={`${loaderData.kind}-${loaderData.document?.id ?? 'new'}-${loaderData.opportunity?.id ?? ''}`}
      kind={loaderData.kind}
      document={loaderData.document}
      opportunity={loaderData.opportunity}
    />
  );
}

function initialDraft(document: SalesDocument | null, opportunity: OpportunityAnswer | null): EditorDraft {
  if (document) {
    const draft = draftOfDocument(document);
    return opportunity ? { ...draft, opportunity: { id: opportunity.id, name: opportunity.name } } : draft;
  }
  if (!opportunity) return emptyDraft();
  // a won opportunity: its client, and one line of its amount the seller replaces by the products sold
  return {
    ...emptyDraft(),
    client: { id: opportunity.client.id, name: opportunity.client.name },
    opportunity: { id: opportunity.id, name: opportunity.name },
    lines: [
      {
        key: lineKey(),
        type: 'free',
        label: opportunity.name,
        unitHT: opportunity.amount,
        vatRate: 20,
        quantity: 1,
        discount: null,
      },
    ],
  };
}

export function DocumentEditor(props: {
  kind: EditorKind;
  document: SalesDocument | null;
  opportunity: OpportunityAnswer | null;
  api?: ApiClient;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const api = props.api ?? browserApi;
  const { kind } = props;
  const initial = useMemo(
    () => initialDraft(props.document, props.opportunity),
    [props.document, props.opportunity],
  );
  const [documentId, setDocumentId] = useState(props.document?.id ?? null);
  const [saved, setSaved] = useState(props.document ? initial : emptyDraft());
  const [draft, setDraft] = useState(initial);
  const [adding, setAdding] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [busy, setBusy] = useState(false);
  const today = parisDateOf(new Date());
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const guard = useUnsavedGuard(dirty);
  const localErrors = useMemo(() => editorErrors(draft, today), [draft, today]);
  const errors = { ...(attempted ? localErrors : withoutEmptyRules(localErrors)), ...serverErrors };
  const path = `/v1/${editorApiPath[kind]}`;

  // the server prices the draft as the seller types (catalogue prices for the client's typology)
  const sequence = useRef(0);
  const body = useMemo(() => bodyOf(draft, kind), [draft, kind]);
  const previewable = Object.keys(localErrors).length === 0;
  useEffect(() => {
    if (!previewable) return;
    const asked = ++sequence.current;
    setPreviewing(true);
    const timer = setTimeout(async () => {
      const answer = await api.request<Preview | { message?: string }>('POST', `${path}/preview`, body);
      if (asked !== sequence.current) return;
      setPreviewing(false);
      if (answer.ok) {
        setPreview(answer.data as Preview);
        setPreviewError(null);
        setServerErrors({});
      } else {
        setPreviewError((answer.data as { message?: string } | null)?.message ?? null);
        setServerErrors(serverFieldErrors(answer.status, answer.data));
      }
    }, 350);
    return () => clearTimeout(timer);
  }, [api, body, path, previewable]);

  const update = (change: (current: EditorDraft) => EditorDraft) => {
    setDraft(change);
    setServerErrors({});
  };
  const setLine = (index: number, line: LineDraft) =>
    update((current) => ({ ...current, lines: current.lines.map((l, i) => (i === index ? line : l)) }));

  /** Saves the draft (POST, then PUT); answers the saved document or null when refused. */
  const save = async (): Promise<SalesDocument | null> => {
    setAttempted(true);
    if (Object.keys(localErrors).length) {
      snackbars.show(t('form.invalid'), 'error');
      return null;
    }
    setBusy(true);
    try {
      const answer = await api.request<SalesDocument>(
        documentId ? 'PUT' : 'POST',
        documentId ? `${path}/${encodeURIComponent(documentId)}` : path,
        body,
      );
      if (!answer.ok) {
        setServerErrors(serverFieldErrors(answer.status, answer.data));
        const message = (answer.data as { message?: string } | null)?.message;
        if (message) snackbars.show(message, 'error');
        return null;
      }
      setDocumentId(answer.data.id);
      setSaved(draft);
      return answer.data;
    } finally {
      setBusy(false);
    }
  };

  const saveDraft = async () => {
    const document = await save();
    if (!document) return;
    snackbars.show(t('salesEditor.actions.saved'), 'success');
    if (!props.document) {
      guard.release();
      navigate(`/dashboard/orders/add?draft=${encodeURIComponent(document.id)}`, { replace: true });
    }
  };

  const issue = async () => {
    setAttempted(true);
    if (Object.keys(localErrors).length) {
      snackbars.show(t('form.invalid'), 'error');
      return;
    }
    const label = t(kind === 'quote' ? 'salesEditor.actions.issueQuote' : 'salesEditor.actions.issue');
    const ok = await popup.open({
      title: label,
      text: t('salesEditor.actions.confirmIssue'),
      confirmLabel: label,
      small: true,
    });
    if (!ok) return;
    const document = await save();
    if (!document) return;
    setBusy(true);
    const issued = await api.request<SalesDocument>(
      'POST',
      `${path}/${encodeURIComponent(document.id)}/issue`,
    );
    setBusy(false);
    guard.release();
    if (!issued.ok) {
      const message = (issued.data as { message?: string } | null)?.message;
      if (message) snackbars.show(message, 'error');
      navigate(`/dashboard/orders/add?draft=${encodeURIComponent(document.id)}`, { replace: true });
      return;
    }
    snackbars.show(t('salesEditor.actions.issued', { number: issued.data.number ?? '' }), 'success');
    navigate(`/dashboard/orders/${encodeURIComponent(document.id)}`);
  };

  const title = props.document ? t(`salesEditor.draftTitle.${kind}`) : t(`salesEditor.title.${kind}`);
  const pricedLines = preview?.lines.filter((line) => line.kind !== 'shipping') ?? [];

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }} data-testid="document-editor">
      <Box component="header" sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          {props.opportunity ? (
            <Typography variant="body2" color="text.secondary">
              {t('salesEditor.fromOpportunity', { name: props.opportunity.name })}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={saveDraft} disabled={busy} data-testid="editor-save">
            {busy ? t('salesEditor.actions.saving') : t('salesEditor.actions.saveDraft')}
          </Button>
          <Button variant="contained" onClick={issue} disabled={busy} data-testid="editor-issue">
            {t(kind === 'quote' ? 'salesEditor.actions.issueQuote' : 'salesEditor.actions.issue')}
          </Button>
        </Box>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title={t('salesEditor.sections.client')} testId="editor-client-section">
            <ClientPicker
              value={draft.client}
              error={errors.client ?? errors['client.id']}
              disabled={!!draft.opportunity}
              onChange={(client) => update((current) => ({ ...current, client }))}
            />
            {preview ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="editor-typology">
                {[
                  preview.typology ? t('salesEditor.client.typology', { typology: preview.typology }) : null,
                  t(preview.ttc ? 'salesEditor.client.pricesTTC' : 'salesEditor.client.pricesHT'),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            ) : null}
          </Section>

          <Section title={t('salesEditor.sections.lines')} testId="editor-lines">
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              {draft.lines.length === 0 ? (
                <Typography color={errors.lines ? 'error' : 'text.secondary'} variant="body2">
                  {errors.lines ?? t('salesEditor.lines.empty')}
                </Typography>
              ) : null}
              {draft.lines.map((line, index) => (
                <LineFields
                  key={line.key}
                  line={line}
                  index={index}
                  priced={pricedLines[index]}
                  errors={errors}
                  onChange={(next) => setLine(index, next)}
                  onRemove={() =>
                    update((current) => ({ ...current, lines: current.lines.filter((_, i) => i !== index) }))
                  }
                />
              ))}
              {adding ? (
                <ProductLineAdder
                  onCancel={() => setAdding(false)}
                  onAdd={(line) => {
                    update((current) => ({ ...current, lines: [...current.lines, line] }));
                    setAdding(false);
                  }}
                />
              ) : null}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button variant="outlined" onClick={() => setAdding(true)} data-testid="editor-add-product">
                  {t('salesEditor.lines.addProduct')}
                </Button>
                <Button
                  variant="outlined"
                  data-testid="editor-add-free"
                  onClick={() =>
                    update((current) => ({
                      ...current,
                      lines: [
                        ...current.lines,
                        {
                          key: lineKey(),
                          type: 'free',
                          label: '',
                          unitHT: null,
                          vatRate: 20,
                          quantity: 1,
                          discount: null,
                        },
                      ],
                    }))
                  }
                >
                  {t('salesEditor.lines.addFree')}
                </Button>
              </Box>
            </Box>
          </Section>

          <TermsSection kind={kind} draft={draft} errors={errors} preview={preview} update={update} />
        </Box>

        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <TotalsSection
            preview={preview}
            previewable={previewable}
            previewing={previewing}
            previewError={previewError}
          />
        </Box>
      </Box>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Box>
  );
}

/** Before a save is tried, an empty form does not shout 'choose a client' at once. */
function withoutEmptyRules(errors: Record<string, string>): Record<string, string> {
  const { client: _client, lines: _lines, ...rest } = errors;
  return rest;
}
