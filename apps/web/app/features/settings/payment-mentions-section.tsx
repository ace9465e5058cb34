// The billing tab's payment mentions (C. com. L441-9, L441-10): the late-penalty rate (three times the legal
// interest rate, or a fixed yearly rate) and the early-payment discount (none, or a rate within a number of days),
// saved with the tab; the 40 € recovery indemnity is the law's (D441-5), shown, not editable. Rates are typed in
// percent and sent in integer basis points; the domain's schema gives the French messages the API also answers.
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  type PaymentMentionSettings,
  paymentMentionsSchema,
  paymentMentionTexts,
} from '@sarment/domain/sales/payment-mentions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '../kit/form-errors.ts';
import { Field, FormSection } from './settings-parts.tsx';

/** '10,5' → 1050 basis points; three decimals stay fractional so the schema refuses them; no number: NaN. */
export function percentToBp(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? Number.NaN : Math.round(value * 10_000) / 100;
}
/** 1050 → '10,5' */
export const bpToPercent = (bp: number) => (Number.isFinite(bp) ? String(bp / 100).replace('.', ',') : '');

/** The errors of the mentions as typed, by path ('latePenalty.rateBp'); {} when they pass. */
export const paymentMentionErrors = (value: PaymentMentionSettings) =>
  fieldErrors(paymentMentionsSchema, value);

export function PaymentMentionsSection({
  value,
  onChange,
}: {
  value: PaymentMentionSettings;
  onChange: (next: PaymentMentionSettings) => void;
}) {
  const { t } = useTranslation();
  const { latePenalty, earlyDiscount } = value;
  // what is typed, kept as typed ('10,' while typing); the value holds the basis points
  const [penaltyText, setPenaltyText] = useState(
    latePenalty.kind === 'fixedRate' ? bpToPercent(latePenalty.rateBp) : '',
  );
  const [discountText, setDiscountText] = useState(
    earlyDiscount.kind === 'discount' ? bpToPercent(earlyDiscount.rateBp) : '',
  );
  const [daysText, setDaysText] = useState(
    earlyDiscount.kind === 'discount' ? String(earlyDiscount.days) : '',
  );
  const errors = paymentMentionErrors(value);
  const days = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
  // the texts a bill to a professional prints, once the rates read
  const preview = Object.keys(errors).length ? null : paymentMentionTexts(value, { isPro: true }, 'fr');
  return (
    <FormSection anchor="paymentMentions" title={t('settings.billing.mentions.title')}>
      <Typography variant="body2" color="text.secondary">
        {t('settings.billing.mentions.intro')}
      </Typography>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
        <Typography component="legend" variant="subtitle2">
          {t('settings.billing.mentions.latePenalty')}
        </Typography>
        <RadioGroup
          value={latePenalty.kind}
          onChange={(_, kind) =>
            onChange({
              ...value,
              latePenalty:
                kind === 'fixedRate'
                  ? { kind: 'fixedRate', rateBp: percentToBp(penaltyText) }
                  : { kind: 'legalRateTimesThree' },
            })
          }
        >
          <FormControlLabel
            value="legalRateTimesThree"
            control={<Radio />}
            label={t('settings.billing.mentions.legalRateTimesThree')}
          />
          <FormControlLabel
            value="fixedRate"
            control={<Radio />}
            label={t('settings.billing.mentions.fixedRate')}
          />
        </RadioGroup>
        {latePenalty.kind === 'fixedRate' ? (
          <Field
            label={t('settings.billing.mentions.rate')}
            name="latePenaltyRate"
            inputMode="decimal"
            value={penaltyText}
            onChange={(e) => {
              setPenaltyText(e.target.value);
              onChange({ ...value, latePenalty: { kind: 'fixedRate', rateBp: percentToBp(e.target.value) } });
            }}
            error_={errors['latePenalty.rateBp']}
          />
        ) : null}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
        <Typography component="legend" variant="subtitle2">
          {t('settings.billing.mentions.earlyDiscount')}
        </Typography>
        <RadioGroup
          value={earlyDiscount.kind}
          onChange={(_, kind) =>
            onChange({
              ...value,
              earlyDiscount:
                kind === 'discount'
                  ? { kind: 'discount', rateBp: percentToBp(discountText), days: days(daysText) }
                  : { kind: 'none' },
            })
          }
        >
          <FormControlLabel
            value="none"
            control={<Radio />}
            label={t('settings.billing.mentions.noDiscount')}
          />
          <FormControlLabel
            value="discount"
            control={<Radio />}
            label={t('settings.billing.mentions.discount')}
          />
        </RadioGroup>
        {earlyDiscount.kind === 'discount' ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Field
              label={t('settings.billing.mentions.discountRate')}
              name="discountRate"
              inputMode="decimal"
              value={discountText}
              onChange={(e) => {
                setDiscountText(e.target.value);
                onChange({
                  ...value,
                  earlyDiscount: { ...earlyDiscount, rateBp: percentToBp(e.target.value) },
                });
              }}
              error_={errors['earlyDiscount.rateBp']}
            />
            <Field
              label={t('settings.billing.mentions.discountDays')}
              name="discountDays"
              inputMode="numeric"
              value={daysText}
              onChange={(e) => {
                setDaysText(e.target.value);
                onChange({ ...value, earlyDiscount: { ...earlyDiscount, days: days(e.target.value) } });
              }}
              error_={errors['earlyDiscount.days']}
            />
          </Box>
        ) : null}
      </Box>
      <Box>
        <Typography variant="subtitle2">{t('settings.billing.mentions.indemnity')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('settings.billing.mentions.indemnityHelp')}
        </Typography>
      </Box>
      {preview ? (
        <Box
          data-testid="payment-mentions-preview"
          sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}
        >
          <Typography variant="caption" color="text.secondary">
            {t('settings.billing.mentions.preview')}
          </Typography>
          {[preview.latePenalty, preview.recoveryIndemnity, preview.earlyDiscount].map((text) =>
            text ? (
              <Typography key={text} variant="body2">
                {text}
              </Typography>
            ) : null,
          )}
        </Box>
      ) : null}
    </FormSection>
  );
}
