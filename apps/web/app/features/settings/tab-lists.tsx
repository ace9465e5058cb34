// link=typos, link=products (VAT rates), link=promotions, link=integrations.
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { integrations } from '@sarment/domain/access';
import { promoCodeSchema, vatRateSchema } from '@sarment/domain/validation';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../kit/number-field.tsx';
import { useAccessLabel } from '../layout/use-access-label.ts';
import { Field, FormColumns, FormSection, numberOrNone, SaveArea } from './settings-parts.tsx';
import type { Promotion, SettingsData } from './settings-types.ts';
import { fieldError, useSettingsForm } from './use-settings-form.ts';

export function TyposTab({ typos }: { typos: SettingsData['typos'] }) {
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

export function ProductsTab({ products }: { products: SettingsData['products'] }) {
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

const newPromotion: Promotion = {
  code: '',
  type: '%',
  amount: 10,
  threshold: { kind: 'none', value: 0 },
  active: true,
};

export function PromotionsTab({ promotions }: { promotions: SettingsData['promotions'] }) {
  const { t } = useTranslation();
  const form = useSettingsForm(promotions, '/v1/settings/promotions');
  const rows = form.value.promotions;
  const setRow = (index: number, patch: Partial<Promotion>) =>
    form.set(
      'promotions',
      rows.map((r, i) => (i === index ? { ...r, ...patch } : r)),
    );
  return (
    <>
      <FormColumns>
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved
          <FormSection key={index} title={row.code || t('settings.promotions.new')}>
            <Field
              label={t('settings.promotions.code')}
              value={row.code}
              onChange={(e) => setRow(index, { code: e.target.value })}
              error_={fieldError(promoCodeSchema, row.code)}
            />
            <Field
              select
              label={t('settings.promotions.type')}
              value={row.type}
              onChange={(e) => setRow(index, { type: e.target.value as Promotion['type'] })}
            >
              <MenuItem value="%">%</MenuItem>
              <MenuItem value="€">€</MenuItem>
            </Field>
            <NumberField
              label={t('settings.promotions.amount')}
              value={row.amount}
              onChange={(value) => setRow(index, { amount: numberOrNone(value) ?? 0 })}
            />
            <Field
              select
              label={t('settings.promotions.threshold')}
              value={row.threshold.kind}
              onChange={(e) =>
                setRow(index, {
                  threshold: { ...row.threshold, kind: e.target.value as Promotion['threshold']['kind'] },
                })
              }
            >
              <MenuItem value="none">{t('settings.promotions.none')}</MenuItem>
              <MenuItem value="count">{t('settings.promotions.count')}</MenuItem>
              <MenuItem value="amount">{t('settings.promotions.amountThreshold')}</MenuItem>
            </Field>
            <NumberField
              label={t('settings.promotions.value')}
              value={row.threshold.value}
              onChange={(value) =>
                setRow(index, { threshold: { ...row.threshold, value: numberOrNone(value) ?? 0 } })
              }
            />
            <FormControlLabel
              control={
                <Switch checked={row.active} onChange={(e) => setRow(index, { active: e.target.checked })} />
              }
              label={t('settings.active')}
            />
            <Button
              color="error"
              onClick={() =>
                form.set(
                  'promotions',
                  rows.filter((_, i) => i !== index),
                )
              }
            >
              {t('settings.remove')}
            </Button>
          </FormSection>
        ))}
      </FormColumns>
      <Button sx={{ mt: 2 }} onClick={() => form.set('promotions', [...rows, newPromotion])}>
        {t('settings.promotions.add')}
      </Button>
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
