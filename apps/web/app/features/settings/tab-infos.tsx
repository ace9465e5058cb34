// link=infos: identity and legal mentions, online status and the shop's selling rules (spec §2, §5).
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  emailSchema,
  joinSiret,
  optionalField,
  siretSchema,
  splitSiret,
  vatNumberSchema,
} from '@sarment/domain/validation';
import { shopPhoneSchema } from '@sarment/domain/validation/shop-phone';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../kit/number-field.tsx';
import { LegalTextsSection } from './legal-texts-section.tsx';
import { Field, FormColumns, FormSection, numberOrNone, SaveArea } from './settings-parts.tsx';
import type { Infos } from './settings-types.ts';
import { fieldError, useSettingsForm } from './use-settings-form.ts';

const toBody = ({ siren: _s, nic: _n, ...infos }: Infos) => infos;

export function InfosTab({ infos }: { infos: Infos }) {
  const { t } = useTranslation();
  const form = useSettingsForm(infos, '/v1/settings/infos', toBody);
  const v = form.value;
  const errors = {
    siret: fieldError(siretSchema, v.siret),
    vatNumber: fieldError(vatNumberSchema, v.vatNumber),
    contactEmail: fieldError(emailSchema, v.contactEmail),
    phone: fieldError(optionalField(shopPhoneSchema), v.phone),
  };
  // spec §5: a 14-digit SIRET fills SIREN and NIC; SIREN 9 + NIC 5 fills the SIRET
  const setSiret = (siret: string) => {
    const parts = splitSiret(siret);
    form.setValue((old) => ({ ...old, siret, ...(parts ?? {}) }));
  };
  const setPart = (key: 'siren' | 'nic', text: string) =>
    form.setValue((old) => {
      const next = { ...old, [key]: text };
      return { ...next, siret: joinSiret(next.siren, next.nic) ?? old.siret };
    });
  const num = (
    key: 'capital' | 'minOrderAmount' | 'minProductCount' | 'maxProductCount' | 'quantityMultiple',
  ) => ({
    value: v[key] ?? null,
    onChange: (value: number | null) =>
      form.set(key, (key === 'capital' ? (numberOrNone(value) ?? 0) : numberOrNone(value)) as never),
  });
  const address = (key: 'street' | 'zipcode' | 'city' | 'country', label: string) => (
    <Field
      label={label}
      value={v.address[key] ?? ''}
      onChange={(e) => form.set('address', { ...v.address, [key]: e.target.value })}
    />
  );
  return (
    <>
      <FormColumns>
        <FormSection anchor="identity" title={t('settings.infos.identity')}>
          <Field
            label={t('settings.infos.name')}
            value={v.name}
            onChange={(e) => form.set('name', e.target.value)}
          />
          <Field
            label={t('settings.infos.businessName')}
            value={v.businessName}
            onChange={(e) => form.set('businessName', e.target.value)}
          />
          <Field
            label={t('settings.infos.legalForm')}
            value={v.legalForm}
            onChange={(e) => form.set('legalForm', e.target.value)}
          />
          <NumberField label={t('settings.infos.capital')} {...num('capital')} />
          <Field
            label="SIRET"
            name="siret"
            value={v.siret}
            onChange={(e) => setSiret(e.target.value)}
            error_={errors.siret}
          />
          <Field
            label="SIREN"
            name="siren"
            value={v.siren}
            onChange={(e) => setPart('siren', e.target.value)}
          />
          <Field label="NIC" name="nic" value={v.nic} onChange={(e) => setPart('nic', e.target.value)} />
          <Field label="RCS" value={v.rcs} onChange={(e) => form.set('rcs', e.target.value)} />
          <Field
            label={t('settings.infos.vatNumber')}
            value={v.vatNumber}
            onChange={(e) => form.set('vatNumber', e.target.value)}
            error_={errors.vatNumber}
          />
          <Field
            label={t('settings.infos.exciseNumber')}
            value={v.exciseNumber ?? ''}
            onChange={(e) => form.set('exciseNumber', e.target.value || null)}
          />
        </FormSection>
        <FormSection anchor="contact" title={t('settings.infos.contact')}>
          {address('street', t('settings.infos.street'))}
          {address('zipcode', t('settings.infos.zipcode'))}
          {address('city', t('settings.infos.city'))}
          {address('country', t('settings.infos.country'))}
          <Field
            label={t('settings.infos.contactEmail')}
            name="contactEmail"
            value={v.contactEmail}
            onChange={(e) => form.set('contactEmail', e.target.value)}
            error_={errors.contactEmail}
          />
          <Field
            label={t('settings.infos.phone')}
            value={v.phone ?? ''}
            onChange={(e) => form.set('phone', e.target.value || null)}
            error_={errors.phone}
          />
        </FormSection>
        <FormSection anchor="selling" title={t('settings.infos.selling')}>
          <FormControlLabel
            control={<Switch checked={v.online} onChange={(e) => form.set('online', e.target.checked)} />}
            label={t('settings.infos.online')}
          />
          <NumberField label={t('settings.infos.minOrderAmount')} {...num('minOrderAmount')} />
          <NumberField label={t('settings.infos.minProductCount')} {...num('minProductCount')} />
          <NumberField label={t('settings.infos.maxProductCount')} {...num('maxProductCount')} />
          <NumberField label={t('settings.infos.quantityMultiple')} {...num('quantityMultiple')} />
          <FormControlLabel
            control={
              <Switch
                checked={v.membersOnlyPrices}
                onChange={(e) => form.set('membersOnlyPrices', e.target.checked)}
              />
            }
            label={t('settings.infos.membersOnlyPrices')}
          />
        </FormSection>
      </FormColumns>
      <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} />
      <LegalTextsSection />
    </>
  );
}
