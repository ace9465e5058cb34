// link=billing: banks (IBAN checked, one default), payment types and delays (spec §9), numbering, legal footer,
// payment mentions (C. com. L441-9, L441-10); the sales e-mail models below, saved apart.
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import { paymentDelayLabel, paymentDelays, paymentTypeLabels, paymentTypes } from '@sarment/domain/reference';
import { ibanSchema } from '@sarment/domain/validation';
import { useTranslation } from 'react-i18next';
import { PaymentMentionsSection, paymentMentionErrors } from './payment-mentions-section.tsx';
import { Field, FormColumns, FormSection, SaveArea } from './settings-parts.tsx';
import type { Bank, Billing } from './settings-types.ts';
import { fieldError, useSettingsForm } from './use-settings-form.ts';

const toggle = (list: string[], item: string, on: boolean) =>
  on ? [...new Set([...list, item])] : list.filter((x) => x !== item);

/** The prefixes in the documents' order (the stored JSON's key order is the database's, not this one). */
const prefixOrder: (keyof Billing['numbering'])[] = [
  'quote',
  'order',
  'bill',
  'deposit',
  'credit',
  'deliveryNote',
];

/** The tab's value: the banks typed in have no id until saved. */
type BillingForm = Omit<Billing, 'banks'> & { banks: Bank[] };

export function BillingTab({ billing }: { billing: Billing }) {
  const { t } = useTranslation();
  const form = useSettingsForm<BillingForm>(billing, '/v1/settings/billing');
  const v = form.value;
  const setBank = (index: number, patch: Partial<Bank>) =>
    form.set(
      'banks',
      v.banks.map((b, i) =>
        i === index ? { ...b, ...patch } : patch.default ? { ...b, default: false } : b,
      ),
    );
  return (
    <>
      <FormColumns>
        <FormSection anchor="banks" title={t('settings.billing.banks')}>
          {v.banks.map((bank, index) => (
            <FormSection key={bank.id ?? index} title={bank.label || t('settings.billing.bank')}>
              <Field
                label={t('settings.billing.bankLabel')}
                value={bank.label}
                onChange={(e) => setBank(index, { label: e.target.value })}
              />
              <Field
                label="IBAN"
                name="iban"
                value={bank.iban}
                onChange={(e) => setBank(index, { iban: e.target.value })}
                error_={fieldError(ibanSchema, bank.iban)}
              />
              <Field
                label="BIC"
                value={bank.bic ?? ''}
                onChange={(e) => setBank(index, { bic: e.target.value || null })}
              />
              <FormControlLabel
                control={<Radio checked={bank.default} onChange={() => setBank(index, { default: true })} />}
                label={t('settings.billing.defaultBank')}
              />
              <Button
                color="error"
                onClick={() =>
                  form.set(
                    'banks',
                    v.banks.filter((_, i) => i !== index),
                  )
                }
              >
                {t('settings.remove')}
              </Button>
            </FormSection>
          ))}
          <Button
            onClick={() =>
              form.set('banks', [
                ...v.banks,
                { label: '', iban: '', bic: null, default: v.banks.length === 0 },
              ])
            }
          >
            {t('settings.billing.addBank')}
          </Button>
        </FormSection>
        <FormSection anchor="paymentTypes" title={t('settings.billing.paymentTypes')}>
          {paymentTypes.map((type) => (
            <FormControlLabel
              key={type}
              control={
                <Checkbox
                  checked={v.paymentsList.includes(type)}
                  onChange={(e) => form.set('paymentsList', toggle(v.paymentsList, type, e.target.checked))}
                />
              }
              label={paymentTypeLabels[type]}
            />
          ))}
        </FormSection>
        <FormSection anchor="paymentDelays" title={t('settings.billing.paymentDelays')}>
          {paymentDelays.map((delay) => (
            <FormControlLabel
              key={delay.id}
              control={
                <Checkbox
                  checked={v.paymentDelays.includes(delay.id)}
                  onChange={(e) =>
                    form.set('paymentDelays', toggle(v.paymentDelays, delay.id, e.target.checked))
                  }
                />
              }
              label={paymentDelayLabel(delay)}
            />
          ))}
        </FormSection>
        <FormSection anchor="numbering" title={t('settings.billing.numbering')}>
          {prefixOrder.map((key) => (
            <Field
              key={key}
              label={t(`settings.billing.prefix.${key}`)}
              value={v.numbering[key]}
              onChange={(e) => form.set('numbering', { ...v.numbering, [key]: e.target.value })}
            />
          ))}
          <Field
            label={t('settings.billing.legalFooter')}
            multiline
            minRows={3}
            value={v.legalFooter}
            onChange={(e) => form.set('legalFooter', e.target.value)}
          />
        </FormSection>
        <PaymentMentionsSection
          value={v.paymentMentions}
          onChange={(next) => form.set('paymentMentions', next)}
        />
      </FormColumns>
      <SaveArea
        dirty={form.dirty}
        saving={form.saving}
        invalid={Object.keys(paymentMentionErrors(v.paymentMentions)).length > 0}
        onSave={form.save}
      />
    </>
  );
}
