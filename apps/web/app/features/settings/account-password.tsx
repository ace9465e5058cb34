// link=account: password change (PUT /v1/users/me/password). The new password follows the spec §5 rule; the
// API checks the current one and ends the user's other sessions.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { passwordSchema } from '@sarment/domain/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { Field, FormSection } from './settings-parts.tsx';
import { fieldError } from './use-settings-form.ts';

const empty = { currentPassword: '', newPassword: '', confirm: '' };

export function PasswordSection() {
  const { t } = useTranslation();
  const [value, setValue] = useState(empty);
  const [saving, setSaving] = useState(false);
  const newError = value.newPassword ? fieldError(passwordSchema, value.newPassword) : undefined;
  const confirmError =
    value.confirm && value.confirm !== value.newPassword ? t('settings.account.passwordsDiffer') : undefined;
  const ready =
    !!value.currentPassword && !!value.newPassword && !newError && value.confirm === value.newPassword;
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValue((v) => ({ ...v, [key]: e.target.value }));

  const submit = async () => {
    setSaving(true);
    try {
      const { currentPassword, newPassword } = value;
      const answer = await browserApi.request('PUT', '/v1/users/me/password', {
        currentPassword,
        newPassword,
      });
      // the answer's message shows through the global response handling (snackbar/response-feedback.ts)
      if (answer.ok) setValue(empty);
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormSection title={t('settings.account.password')}>
      <form
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
        onSubmit={(e) => {
          e.preventDefault();
          if (ready && !saving) submit();
        }}
      >
        <Field
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          label={t('settings.account.currentPassword')}
          value={value.currentPassword}
          onChange={set('currentPassword')}
        />
        <Field
          type="password"
          name="newPassword"
          autoComplete="new-password"
          label={t('settings.account.newPassword')}
          value={value.newPassword}
          onChange={set('newPassword')}
          error_={newError}
        />
        <Field
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          label={t('settings.account.confirmPassword')}
          value={value.confirm}
          onChange={set('confirm')}
          error_={confirmError}
        />
        <Typography variant="body2" color="text.secondary">
          {t('settings.account.passwordHint')}
        </Typography>
        <Button
          type="submit"
          variant="contained"
          data-testid="password-save"
          disabled={!ready || saving}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('settings.account.changePassword')}
        </Button>
      </form>
    </FormSection>
  );
}
