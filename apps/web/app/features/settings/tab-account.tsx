// link=account: the user's own profile and language (PUT /v1/users/me), and the password change.
import { optionalField, telephoneSchema } from '@sarment/domain/validation';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../auth/session.ts';
import { AccountAddressesSection } from './account-addresses.tsx';
import { AccountDataSection } from './account-data.tsx';
import { PasswordSection } from './account-password.tsx';
import { Field, FormColumns, FormSection, SaveArea } from './settings-parts.tsx';
import { LanguageSelect } from './tab-sections.tsx';
import { fieldError, useSettingsForm } from './use-settings-form.ts';

export function AccountTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const form = useSettingsForm(
    {
      firstname: user.firstname ?? '',
      lastname: user.lastname ?? '',
      phone: (user.phone as string | null) ?? '',
      language: (user.language as string | undefined) ?? 'fr',
    },
    '/v1/users/me',
  );
  const v = form.value;
  return (
    <>
      <FormColumns>
        <FormSection anchor="profile" title={t('settings.account.profile')}>
          <Field label={t('settings.account.email')} value={user.email} disabled />
          <Field
            label={t('settings.account.firstname')}
            value={v.firstname}
            onChange={(e) => form.set('firstname', e.target.value)}
          />
          <Field
            label={t('settings.account.lastname')}
            value={v.lastname}
            onChange={(e) => form.set('lastname', e.target.value)}
          />
          <Field
            label={t('settings.infos.phone')}
            value={v.phone}
            onChange={(e) => form.set('phone', e.target.value)}
            error_={fieldError(optionalField(telephoneSchema), v.phone)}
          />
          <LanguageSelect value={v.language} onChange={(value) => form.set('language', value)} />
        </FormSection>
        <PasswordSection />
      </FormColumns>
      <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} />
      <FormColumns>
        {user.role === 'buyer' && <AccountAddressesSection />}
        <AccountDataSection canDelete={user.role === 'buyer'} />
      </FormColumns>
    </>
  );
}
