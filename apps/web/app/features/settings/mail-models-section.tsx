// The billing tab's sales e-mail models (GET/PUT /v1/sales-mail-models, POST /v1/sales-mail-models/reset): the
// subject and plain-text body proposed when a quote, bill, deposit bill, credit note or delivery note is sent,
// with the {{field}} placeholders of spec §3 inserted as chips at the cursor, a preview filled with an example,
// back to the French default, and the unsaved-changes guard. Saved apart from the tab's own form.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { mailModelsAnswer } from '@sarment/api';
import type { SalesDocumentKind } from '@sarment/domain/sales/document-flow';
import {
  type DocumentMailValues,
  defaultSignature,
  fillMailTemplate,
  mailAmount,
} from '@sarment/domain/sales/document-mail';
import {
  documentPrefix,
  formatDocumentNumber,
  prefixesOfBillingNumbering,
} from '@sarment/domain/sales/document-number';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../../lib/api.ts';
import { UnsavedChangesGuard } from '../kit/unsaved-changes-guard.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import { Field, FormSection } from './settings-parts.tsx';
import type { Billing } from './settings-types.ts';

type MailModels = z.output<typeof mailModelsAnswer>;
type MailModel = MailModels['models'][number];
type Texts = Pick<MailModel, 'subject' | 'body'>;

/** The example a model's preview is filled with: the shop's name and numbering, a made-up client. */
export function exampleMailValues(
  kind: SalesDocumentKind,
  shopName: string,
  numbering: Billing['numbering'] | undefined,
): DocumentMailValues {
  const contact = { shopName, phone: '03 80 12 34 56', ownEmail: 'contact@exemple.fr' };
  return {
    clientFirstname: 'Claire',
    clientLastname: 'Martin',
    businessName: shopName,
    legalName: shopName,
    documentNumber: formatDocumentNumber(
      documentPrefix(kind, prefixesOfBillingNumbering(numbering)),
      '2026',
      42,
    ),
    amountTTC: mailAmount(45_600),
    signature: defaultSignature(contact),
    ...contact,
  };
}

const sameTexts = (a: Texts | undefined, b: Texts | undefined) =>
  a?.subject === b?.subject && a?.body === b?.body;

export function MailModelsSection({
  shopName,
  numbering,
}: {
  shopName: string;
  numbering?: Billing['numbering'];
}) {
  const { t } = useTranslation();
  const popup = usePopup();
  const [stored, setStored] = useState<MailModels | null>(null);
  const [drafts, setDrafts] = useState<Partial<Record<SalesDocumentKind, Texts>>>({});
  const [kind, setKind] = useState<SalesDocumentKind>('quote');
  const [saving, setSaving] = useState(false);
  const subjectRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const lastField = useRef<'subject' | 'body'>('body');
  useEffect(() => {
    void browserApi.request<MailModels>('GET', '/v1/sales-mail-models').then((answer) => {
      if (answer.ok && answer.data) setStored(answer.data);
    });
  }, []);
  if (!stored) return null;
  const savedOf = (k: SalesDocumentKind) => stored.models.find((m) => m.kind === k);
  const textsOf = (k: SalesDocumentKind): Texts => {
    const texts = drafts[k] ?? savedOf(k);
    return { subject: texts?.subject ?? '', body: texts?.body ?? '' };
  };
  const changed = stored.models.filter((m) => drafts[m.kind] && !sameTexts(drafts[m.kind], m));
  const dirty = changed.length > 0;
  const current = textsOf(kind);
  const saved = savedOf(kind);
  const emptySubject = current.subject.trim() === '';
  const emptyBody = current.body.trim() === '';
  const invalid = changed.some((m) => {
    const texts = drafts[m.kind];
    return !texts?.subject.trim() || !texts.body.trim();
  });
  const edit = (patch: Partial<Texts>) =>
    setDrafts((old) => ({ ...old, [kind]: { ...textsOf(kind), ...patch } }));

  /** Puts `{{field}}` where the cursor was in the subject or the body (at the end when it never was). */
  const insert = (field: string) => {
    const token = `{{${field}}}`;
    const target = lastField.current;
    const element = target === 'subject' ? subjectRef.current : bodyRef.current;
    const text = current[target];
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? start;
    edit({ [target]: text.slice(0, start) + token + text.slice(end) });
    const caret = start + token.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  const save = async () => {
    setSaving(true);
    try {
      let models = stored.models;
      for (const model of changed) {
        const texts = drafts[model.kind] as Texts;
        const answer = await browserApi.request<MailModel>('PUT', '/v1/sales-mail-models', {
          kind: model.kind,
          ...texts,
        });
        if (!answer.ok || !answer.data) break;
        const savedModel = answer.data;
        models = models.map((m) => (m.kind === savedModel.kind ? savedModel : m));
      }
      setStored({ ...stored, models });
      setDrafts({});
    } finally {
      setSaving(false);
    }
  };

  const reset = async () => {
    const confirmed = await popup.open({
      title: t('settings.billing.mailModels.resetTitle'),
      text: t('settings.billing.mailModels.resetText', {
        kind: t(`settings.billing.mailModels.kinds.${kind}`),
      }),
      confirmLabel: t('settings.billing.mailModels.resetConfirm'),
      small: true,
    });
    if (!confirmed) return;
    const answer = await browserApi.request<MailModel>('POST', '/v1/sales-mail-models/reset', { kind });
    if (!answer.ok || !answer.data) return;
    const model = answer.data;
    setStored({ ...stored, models: stored.models.map((m) => (m.kind === model.kind ? model : m)) });
    setDrafts(({ [kind]: _dropped, ...rest }) => rest);
  };

  const example = exampleMailValues(kind, shopName, numbering);
  return (
    <Box sx={{ mt: 3 }} data-testid="mail-models">
      <FormSection anchor="mailModels" title={t('settings.billing.mailModels.title')}>
        <Typography variant="body2" color="text.secondary">
          {t('settings.billing.mailModels.intro')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Field
                select
                label={t('settings.billing.mailModels.kind')}
                name="mailModelKind"
                value={kind}
                onChange={(e) => setKind(e.target.value as SalesDocumentKind)}
                sx={{ maxWidth: 320 }}
              >
                {stored.models.map((m) => (
                  <MenuItem key={m.kind} value={m.kind}>
                    {t(`settings.billing.mailModels.kinds.${m.kind}`)}
                    {drafts[m.kind] && !sameTexts(drafts[m.kind], m) ? ' •' : ''}
                  </MenuItem>
                ))}
              </Field>
              <Chip
                size="small"
                variant="outlined"
                data-testid="mail-model-status"
                label={
                  saved?.isDefault && sameTexts(current, saved)
                    ? t('settings.billing.mailModels.isDefault')
                    : t('settings.billing.mailModels.isOwn')
                }
              />
            </Box>
            <Field
              label={t('settings.billing.mailModels.subject')}
              name="mailSubject"
              value={current.subject}
              inputRef={subjectRef}
              onFocus={() => {
                lastField.current = 'subject';
              }}
              onChange={(e) => edit({ subject: e.target.value })}
              error_={emptySubject ? t('settings.billing.mailModels.subjectNeeded') : undefined}
            />
            <Field
              label={t('settings.billing.mailModels.body')}
              name="mailBody"
              multiline
              minRows={8}
              value={current.body}
              inputRef={bodyRef}
              onFocus={() => {
                lastField.current = 'body';
              }}
              onChange={(e) => edit({ body: e.target.value })}
              error_={emptyBody ? t('settings.billing.mailModels.bodyNeeded') : undefined}
            />
            <Box>
              <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                {t('settings.billing.mailModels.fields')}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="mail-model-fields">
                {stored.fields.map((field) => (
                  <Chip
                    key={field.key}
                    label={field.label}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => insert(field.key)}
                    aria-label={t('settings.billing.mailModels.insert', {
                      label: field.label,
                      field: `{{${field.key}}}`,
                    })}
                  />
                ))}
              </Box>
            </Box>
          </Box>
          <Box
            data-testid="mail-model-preview"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 2,
              display: 'grid',
              gap: 1,
              minWidth: 0,
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {t('settings.billing.mailModels.preview')}
            </Typography>
            <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
              {fillMailTemplate(current.subject, example)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {fillMailTemplate(current.body, example)}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            data-testid="mail-model-reset"
            disabled={saved?.isDefault && sameTexts(current, saved)}
            onClick={() => void reset()}
          >
            {t('settings.billing.mailModels.reset')}
          </Button>
          <Button
            variant="contained"
            data-testid="mail-models-save"
            disabled={!dirty || invalid || saving}
            onClick={() => void save()}
          >
            {saving ? t('settings.saving') : t('settings.billing.mailModels.save')}
          </Button>
        </Box>
      </FormSection>
      <UnsavedChangesGuard dirty={dirty} />
    </Box>
  );
}
