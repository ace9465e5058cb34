// spec §2 sign-up screens (buyer, seller, agent) and spec §5 sign-up rules: names, e-mail, password, optional
// mobile, address, terms accepted and adult certification; a seller adds the business.
import Box from '@mui/material/Box';
import { allowedCountries, businessTypes } from '@sarment/domain/reference';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import {
  type AuthFormState,
  CheckboxField,
  FormMessage,
  FormTextField,
  PasswordField,
  SubmitButton,
  useAuthForm,
} from './auth-form-ui.tsx';
import type { FormAnswer } from './auth-forms.ts';
import { useAuthLayout } from './auth-layout.tsx';
import { authHref } from './auth-links.ts';
import { AuthFooterLink, FormSection } from './auth-page.tsx';
import { type SignUpKind, signUpRules } from './sign-up-forms.ts';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function countryName(code: string, frenchName: string, language: string): string {
  if (language === 'fr') return frenchName;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? frenchName;
  } catch {
    return frenchName;
  }
}

function AboutYou({ form }: { form: AuthFormState }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('auth.register.you')}>
      <Box sx={twoColumns}>
        <FormTextField
          form={form}
          name="firstname"
          label={t('auth.register.firstname')}
          autoComplete="given-name"
          required
        />
        <FormTextField
          form={form}
          name="lastname"
          label={t('auth.register.lastname')}
          autoComplete="family-name"
          required
        />
      </Box>
      <FormTextField
        form={form}
        name="email"
        type="email"
        label={t('auth.register.email')}
        autoComplete="email"
        required
      />
      <PasswordField
        form={form}
        name="password"
        label={t('auth.register.password')}
        helperText={t('auth.register.passwordHelp')}
        autoComplete="new-password"
        required
      />
      <FormTextField
        form={form}
        name="phone"
        type="tel"
        label={t('auth.register.phone')}
        autoComplete="tel"
      />
    </FormSection>
  );
}

function Address({ form }: { form: AuthFormState }) {
  const { t, i18n } = useTranslation();
  return (
    <FormSection title={t('auth.register.yourAddress')}>
      <FormTextField
        form={form}
        name="street"
        label={t('auth.register.street')}
        autoComplete="street-address"
        required
      />
      <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: '2fr 3fr' } }}>
        <FormTextField
          form={form}
          name="zipcode"
          label={t('auth.register.zipcode')}
          autoComplete="postal-code"
          required
        />
        <FormTextField
          form={form}
          name="city"
          label={t('auth.register.city')}
          autoComplete="address-level2"
          required
        />
      </Box>
      <FormTextField
        form={form}
        name="country"
        select
        label={t('auth.register.country')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        defaultValue={form.values.country ?? 'FR'}
        required
      >
        {allowedCountries.map((country) => (
          <option key={country.code} value={country.code}>
            {countryName(country.code, country.name, i18n.language)}
          </option>
        ))}
      </FormTextField>
    </FormSection>
  );
}

function Business({ form }: { form: AuthFormState }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('auth.register.yourBusiness')}>
      <FormTextField
        form={form}
        name="shopName"
        label={t('auth.register.shopName')}
        autoComplete="organization"
        required
      />
      <FormTextField
        form={form}
        name="businessType"
        select
        label={t('auth.register.businessType')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        defaultValue={form.values.businessType ?? 'wine'}
        required
      >
        {businessTypes.map((type) => (
          <option key={type} value={type}>
            {t(`auth.register.businessTypes.${type}`)}
          </option>
        ))}
      </FormTextField>
    </FormSection>
  );
}

/** A link of a translated text (Trans puts the words inside), opened beside the form. */
function NewTabLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

export function SignUpForm({ kind, answer }: { kind: SignUpKind; answer: FormAnswer | undefined }) {
  const { t } = useTranslation();
  const { search, pathname } = useLocation();
  const { hideAuthButtons } = useAuthLayout();
  const form = useAuthForm(signUpRules[kind], answer);
  return (
    <>
      <Box
        component={Form}
        method="post"
        action={`${pathname}${search}`}
        noValidate
        onSubmit={form.onSubmit}
        sx={{ display: 'grid', gap: 3 }}
      >
        <FormMessage answer={answer} />
        {kind === 'seller' && <Business form={form} />}
        <AboutYou form={form} />
        {kind === 'buyer' && <Address form={form} />}
        <Box sx={{ display: 'grid', gap: 1 }}>
          <CheckboxField
            form={form}
            name="termsAccepted"
            label={
              // the texts open beside the form, which keeps what was typed (issue 15)
              <Trans
                i18nKey="auth.register.termsAcceptedLinks"
                components={{
                  terms: <NewTabLink href="/legal-notice#cgu" />,
                  privacy: <NewTabLink href="/privacy" />,
                }}
              />
            }
          />
          <CheckboxField form={form} name="adultCertified" label={t('auth.register.adultCertified')} />
        </Box>
        <SubmitButton form={form}>{t('auth.register.submit')}</SubmitButton>
      </Box>
      {!hideAuthButtons && (
        <AuthFooterLink
          text={t('auth.register.haveAccount')}
          to={authHref('/auth/login', search)}
          label={t('auth.register.login')}
        />
      )}
    </>
  );
}
