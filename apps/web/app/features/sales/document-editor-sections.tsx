// The document editor's sections (issue 18): a titled panel, the terms (global discount, shipping, validity of a
// quote, payment delay with the due date the server computed, notes) and the live totals HT / VAT per rate / TTC.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { previewAnswer } from '@sarment/api';
import { paymentDelayLabel, paymentDelays } from '@sarment/domain/reference';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formatPrice } from '../kit/list-formats.ts';
import { NumberField } from '../kit/number-field.tsx';
import type { EditorDraft, EditorKind } from './document-editor-draft.ts';

/** The server's priced draft (POST /v1/{kind}/preview). */
export type Preview = z.output<typeof previewAnswer>;

export function Section(props: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={props.testId}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {props.title}
      </Typography>
      {props.children}
    </Paper>
  );
}

/** Global discount, shipping, a quote's validity, payment delay (the due date from the preview) and notes. */
export function TermsSection(props: {
  kind: EditorKind;
  draft: EditorDraft;
  errors: Record<string, string>;
  preview: Preview | null;
  update: (change: (current: EditorDraft) => EditorDraft) => void;
}) {
  const { t } = useTranslation();
  const { kind, draft, errors, preview, update } = props;
  return (
    <Section title={t('salesEditor.sections.terms')} testId="editor-terms">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' } }}>
        <NumberField
          label={t('salesEditor.terms.discount')}
          value={draft.discount}
          onChange={(discount) => update((current) => ({ ...current, discount }))}
          error_={errors.discount}
          slotProps={{ htmlInput: { 'data-testid': 'editor-discount' } }}
        />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 110px' }}>
          <NumberField
            label={t('salesEditor.terms.shippingHT')}
            value={draft.shippingHT}
            decimals={2}
            onChange={(shippingHT) => update((current) => ({ ...current, shippingHT }))}
            error_={errors['shipping.amountHT']}
            slotProps={{ htmlInput: { 'data-testid': 'editor-shipping' } }}
          />
          <NumberField
            label={t('salesEditor.terms.shippingVat')}
            value={draft.shippingVat}
            onChange={(shippingVat) => update((current) => ({ ...current, shippingVat }))}
          />
        </Box>
        {kind === 'quote' ? (
          <TextField
            size="small"
            type="date"
            label={t('salesEditor.terms.validUntil')}
            value={draft.validUntil || preview?.validUntil || ''}
            onChange={(event) => update((current) => ({ ...current, validUntil: event.target.value }))}
            error={!!errors.validUntil}
            helperText={errors.validUntil}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'data-testid': 'editor-valid-until' },
            }}
          />
        ) : null}
        <TextField
          select
          size="small"
          label={t('salesEditor.terms.paymentDelay')}
          value={draft.paymentDelay}
          onChange={(event) => update((current) => ({ ...current, paymentDelay: event.target.value }))}
          error={!!errors.paymentDelay}
          helperText={
            errors.paymentDelay ??
            (preview?.dueDate ? t('salesEditor.terms.dueDate', { date: frenchDay(preview.dueDate) }) : ' ')
          }
          slotProps={{
            htmlInput: { 'data-testid': 'editor-payment-delay' },
            formHelperText: { 'data-testid': 'editor-due-date' } as object,
          }}
        >
          <MenuItem value="">{t('salesEditor.terms.clientDelay')}</MenuItem>
          {paymentDelays.map((delay) => (
            <MenuItem key={delay.id} value={delay.id}>
              {paymentDelayLabel(delay)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          multiline
          minRows={2}
          label={t('salesEditor.terms.notes')}
          value={draft.notes}
          onChange={(event) => update((current) => ({ ...current, notes: event.target.value }))}
          sx={{ gridColumn: '1 / -1' }}
        />
      </Box>
    </Section>
  );
}

/** The live totals, once the server priced a valid draft. */
export function TotalsSection(props: {
  preview: Preview | null;
  previewable: boolean;
  previewing: boolean;
  previewError: string | null;
}) {
  const { t } = useTranslation();
  const { preview, previewable, previewing, previewError } = props;
  return (
    <Section title={t('salesEditor.sections.totals')} testId="editor-totals">
      {previewError ? (
        <Alert severity="error" sx={{ mb: 1.5 }} data-testid="editor-preview-error">
          {previewError}
        </Alert>
      ) : null}
      {preview && previewable ? (
        <Box sx={{ display: 'grid', gap: 0.75, opacity: previewing ? 0.6 : 1 }} aria-busy={previewing}>
          <TotalRow
            label={t('salesEditor.totals.totalHT')}
            value={preview.totalHT}
            testId="editor-total-ht"
          />
          {preview.vatByRate.map((rate) => (
            <TotalRow
              key={rate.vatRate}
              label={t('salesEditor.totals.vat', { rate: String(rate.vatRate).replace('.', ',') })}
              value={rate.totalVAT}
            />
          ))}
          <Divider />
          <TotalRow
            label={t('salesEditor.totals.totalTTC')}
            value={preview.totalTTC}
            strong
            testId="editor-total-ttc"
          />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {previewable && previewing ? t('salesEditor.totals.pending') : t('salesEditor.totals.waiting')}
        </Typography>
      )}
    </Section>
  );
}

const frenchDay = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
};

function TotalRow(props: { label: string; value: number; strong?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: props.strong ? 700 : 400 }}>{props.label}</Typography>
      <Typography sx={{ fontWeight: props.strong ? 700 : 400 }} data-testid={props.testId}>
        {formatPrice(props.value)}
      </Typography>
    </Box>
  );
}
