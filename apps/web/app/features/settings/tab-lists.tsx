// link=typos, link=products (VAT rates), link=integrations (link=promotions: tab-promo-codes.tsx).
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { integrations } from '@sarment/domain/access';
import { vatRateSchema } from '@sarment/domain/validation';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../kit/number-field.tsx';
import { useAccessLabel } from '../layout/use-access-label.ts';
import { Field, FormColumns, FormSection, numberOrNone, SaveArea } from './settings-parts.tsx';
import type { Section } from './settings-types.ts';
import { fieldError, useSettingsForm } from './use-settings-form.ts';

export function TyposTab({ typos }: { typos: Section<'typos'> }) {
  const { t } = useTranslation();
  const form = useSettingsForm(typos, '/v1/settings/typos');
  const rows = form.value.typologies;
  const setRow = (index: number, patch: object) =>
    form.set(
      'typologies',
      rows.map((r, i) =>
        i === index ? { ...r, ...patch } : 'public' in patch ? { ...r, public: false } : r,
      ),
    );
  return (
    <>
      <FormColumns>
        {rows.map((row, index) => (
          <FormSection key={row.key} anchor={row.key} title={row.name || row.key}>
            <Field
              label={t('settings.typos.name')}
              value={row.name}
              onChange={(e) => setRow(index, { name: e.target.value })}
            />
            <NumberField
              label={t('settings.typos.globalDiscount')}
              value={row.globalDiscount}
              onChange={(value) => setRow(index, { globalDiscount: numberOrNone(value) ?? 0 })}
            />
            <FormControlLabel
              control={<Switch checked={row.public} onChange={() => setRow(index, { public: true })} />}
              label={t('settings.typos.public')}
            />
            <FormControlLabel
              control={
                <Switch checked={row.ttc} onChange={(e) => setRow(index, { ttc: e.target.checked })} />
              }
              label={t('settings.typos.ttc')}
            />
            <FormControlLabel
              control={
                <Switch
                  checked={row.allRulesInEq75}
                  onChange={(e) => setRow(index, { allRulesInEq75: e.target.checked })}
                />
              }
              label={t('settings.typos.allRulesInEq75')}
            />
          </FormSection>
        ))}
      </FormColumns>
      <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} />
    </>
  );
}

export function ProductsTab({ products }: { products: Section<'products'> }) {
  const { t } = useTranslation();
  const form = useSettingsForm(products, '/v1/settings/products');
  const v = form.value;
  const rate = (key: keyof typeof v.vatRate) => (
    <Field
      label={t(`settings.products.vat.${key}`)}
      name={`vat-${key}`}
      value={v.vatRate[key]}
      onChange={(e) => form.set('vatRate', { ...v.vatRate, [key]: e.target.value as unknown as number })}
      error_={fieldError(vatRateSchema, v.vatRate[key])}
    />
  );
  return (
    <>
      <FormColumns>
        <FormSection anchor="vatRates" title={t('settings.products.vatRates')}>
          {rate('standard')}
          {rate('medium')}
          {rate('reduced')}
        </FormSection>
        <FormSection anchor="catalogue" title={t('settings.products.catalogue')}>
          <Field
            label={t('settings.products.titleProducts')}
            value={v.titleProducts ?? ''}
            onChange={(e) => form.set('titleProducts', e.target.value || null)}
          />
          <Field
            label={t('settings.products.defaultFormats')}
            helperText={t('settings.onePerLine')}
            multiline
            minRows={3}
            value={v.defaultFormats.join('\n')}
            onChange={(e) => form.set('defaultFormats', e.target.value.split('\n').filter(Boolean))}
          />
          <Field
            label={t('settings.products.packings')}
            helperText={t('settings.products.packingsHelp')}
            multiline
            minRows={3}
            value={v.packings.map((p) => `${p.name};${p.quantity}`).join('\n')}
            onChange={(e) =>
              form.set(
                'packings',
                e.target.value
                  .split('\n')
                  .filter(Boolean)
                  .map((line) => {
                    const [name = '', quantity = '1'] = line.split(';');
                    return { name, quantity: Number(quantity) || 1 };
                  }),
              )
            }
          />
        </FormSection>
      </FormColumns>
      <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} />
    </>
  );
}

export function IntegrationsTab({ value }: { value: Record<string, boolean> }) {
  const { t } = useTranslation();
  const form = useSettingsForm(value, '/v1/settings/integrations');
  const label = useAccessLabel();
  return (
    <>
      <FormColumns>
        <FormSection title={t('settings.integrations.title')}>
          {integrations.map((key) => (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  name={`integration-${key}`}
                  checked={!!form.value[key]}
                  onChange={(e) => form.set(key, e.target.checked)}
                />
              }
              label={label(`integration.${key}`)}
            />
          ))}
        </FormSection>
      </FormColumns>
      <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} />
    </>
  );
}
