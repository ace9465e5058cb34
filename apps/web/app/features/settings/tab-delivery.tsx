// link=delivery: delivery modes per zone (countries, departments in spec §9 order), price, margin, commission,
// VAT, parcel rule, franco; collection points. A mode is switched off, never deleted (orders point at it).
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import { allowedCountries, departmentCodes } from '@sarment/domain/reference';
import { transportFeeSchema } from '@sarment/domain/validation';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../kit/number-field.tsx';
import { Field, FormColumns, FormSection, numberOrNone, SaveArea } from './settings-parts.tsx';
import type { Delivery, DeliveryMode } from './settings-types.ts';
import { fieldError, useSettingsForm } from './use-settings-form.ts';

const newMode: DeliveryMode = {
  name: '',
  countries: ['FR'],
  departments: null,
  price: 0,
  margin: 0,
  commission: 0,
  vatType: 'standard',
  bottlesPerParcel: 12,
  extraParcel: 7,
  francoMinProducts: null,
  francoMinAmount: null,
  active: true,
};

export function DeliveryTab({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const form = useSettingsForm(delivery, '/v1/settings/delivery');
  const { modes, collectionPoints } = form.value;
  const setMode = (index: number, patch: Partial<DeliveryMode>) =>
    form.set(
      'modes',
      modes.map((m, i) => (i === index ? { ...m, ...patch } : m)),
    );
  const money = (
    index: number,
    key: 'price' | 'margin' | 'commission' | 'francoMinAmount' | 'francoMinProducts' | 'bottlesPerParcel',
    label: string,
  ) => (
    <NumberField
      label={label}
      value={modes[index]?.[key] ?? null}
      onChange={(value) =>
        setMode(index, { [key]: numberOrNone(value) ?? (key.startsWith('franco') ? null : 0) })
      }
    />
  );
  return (
    <>
      <FormColumns>
        {modes.map((mode, index) => (
          <FormSection
            key={mode.id ?? `new-${index}`}
            anchor={mode.id}
            title={mode.name || t('settings.delivery.newMode')}
          >
            <Field
              label={t('settings.delivery.name')}
              value={mode.name}
              onChange={(e) => setMode(index, { name: e.target.value })}
            />
            <Field
              select
              slotProps={{ select: { multiple: true } }}
              label={t('settings.delivery.countries')}
              value={mode.countries}
              onChange={(e) => setMode(index, { countries: e.target.value as unknown as string[] })}
            >
              {allowedCountries.map((c) => (
                <MenuItem key={c.code} value={c.code}>
                  {c.name}
                </MenuItem>
              ))}
            </Field>
            <Field
              select
              slotProps={{ select: { multiple: true } }}
              label={t('settings.delivery.departments')}
              helperText={t('settings.delivery.allDepartments')}
              value={mode.departments ?? []}
              onChange={(e) => {
                const list = e.target.value as unknown as string[];
                setMode(index, {
                  departments: list.length ? departmentCodes.filter((d) => list.includes(d)) : null,
                });
              }}
            >
              {departmentCodes.map((d) => (
                <MenuItem key={d} value={d}>
                  {d}
                </MenuItem>
              ))}
            </Field>
            {money(index, 'price', t('settings.delivery.price'))}
            {money(index, 'margin', t('settings.delivery.margin'))}
            {money(index, 'commission', t('settings.delivery.commission'))}
            <Field
              select
              label={t('settings.delivery.vatType')}
              value={mode.vatType}
              onChange={(e) => setMode(index, { vatType: e.target.value as DeliveryMode['vatType'] })}
            >
              {(['standard', 'medium', 'reduced'] as const).map((v) => (
                <MenuItem key={v} value={v}>
                  {t(`settings.products.vat.${v}`)}
                </MenuItem>
              ))}
            </Field>
            {money(index, 'bottlesPerParcel', t('settings.delivery.bottlesPerParcel'))}
            <Field
              label={t('settings.delivery.extraParcel')}
              value={mode.extraParcel}
              onChange={(e) => setMode(index, { extraParcel: e.target.value as unknown as number })}
              error_={fieldError(transportFeeSchema, mode.extraParcel)}
            />
            {money(index, 'francoMinProducts', t('settings.delivery.francoMinProducts'))}
            {money(index, 'francoMinAmount', t('settings.delivery.francoMinAmount'))}
            <FormControlLabel
              control={
                <Switch
                  checked={mode.active}
                  onChange={(e) => setMode(index, { active: e.target.checked })}
                />
              }
              label={t('settings.active')}
            />
          </FormSection>
        ))}
        <FormSection anchor="collectionPoints" title={t('settings.delivery.collectionPoints')}>
          {collectionPoints.map((point, index) => (
            <FormSection
              key={point.id ?? `new-${index}`}
              title={point.name || t('settings.delivery.newPoint')}
            >
              <Field
                label={t('settings.delivery.name')}
                value={point.name}
                onChange={(e) =>
                  form.set(
                    'collectionPoints',
                    collectionPoints.map((p, i) => (i === index ? { ...p, name: e.target.value } : p)),
                  )
                }
              />
              <NumberField
                label={t('settings.delivery.price')}
                value={point.price}
                onChange={(value) =>
                  form.set(
                    'collectionPoints',
                    collectionPoints.map((p, i) =>
                      i === index ? { ...p, price: numberOrNone(value) ?? 0 } : p,
                    ),
                  )
                }
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={point.active}
                    onChange={(e) =>
                      form.set(
                        'collectionPoints',
                        collectionPoints.map((p, i) =>
                          i === index ? { ...p, active: e.target.checked } : p,
                        ),
                      )
                    }
                  />
                }
                label={t('settings.active')}
              />
            </FormSection>
          ))}
          <Button
            onClick={() =>
              form.set('collectionPoints', [
                ...collectionPoints,
                { name: '', address: null, price: 0, active: true },
              ])
            }
          >
            {t('settings.delivery.addPoint')}
          </Button>
        </FormSection>
      </FormColumns>
      <Button sx={{ mt: 2 }} onClick={() => form.set('modes', [...modes, newMode])}>
        {t('settings.delivery.addMode')}
      </Button>
      <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} />
    </>
  );
}
