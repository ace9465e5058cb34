// spec §2 /get-api-key (owner and iam): the shop's API keys. A new key is shown once, with a copy button; the
// list only shows each key's last four characters. Revoking asks for confirmation.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { data, Form, Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest } from '../../lib/api.ts';
import type { Route } from './+types/api-keys-route';
import { type ApiKey, ApiKeyList, type CreatedApiKey, CreatedKey } from './api-keys-parts.tsx';
import { FormMessage, FormTextField, SubmitButton, useAuthForm } from './auth-form-ui.tsx';
import { type FormAnswer, formRules, hasErrors, readForm, validateForm } from './auth-forms.ts';
import { apiMessageOf, refuseForm, refuseFromApi } from './form-answers.server.ts';
import * as authTexts from './i18n.ts';
import { fr } from './i18n.ts';

export const meta = () => [{ title: "Clés d'API — Sarment" }];

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await apiGet<ApiKey[]>(context.api, '/v1/api-keys');
  return { keys: answer.ok && Array.isArray(answer.data) ? answer.data : [] };
}

type ApiKeysAnswer = FormAnswer & { created?: CreatedApiKey; revokeError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'revoke') {
    const id = String(form.get('id') ?? '');
    const answer = await apiRequest(context.api, 'DELETE', `/v1/api-keys/${encodeURIComponent(id)}`);
    const revokeError = answer.ok ? undefined : (apiMessageOf(answer) ?? fr.common.error);
    return data<ApiKeysAnswer>(
      { values: {}, errors: {}, message: null, revokeError },
      { status: answer.ok ? 200 : answer.status },
    );
  }
  const values = readForm(form, ['name']);
  const errors = validateForm('apiKey', values);
  if (hasErrors(errors)) return refuseForm(values, errors, null);
  const answer = await apiRequest<CreatedApiKey>(context.api, 'POST', '/v1/api-keys', {
    name: values.name?.trim(),
  });
  if (!answer.ok) return refuseFromApi(values, answer, fr.common.error);
  return data<ApiKeysAnswer>({ values: {}, errors: {}, message: null, created: answer.data });
}

export default function ApiKeysRoute({ loaderData, actionData }: Route.ComponentProps) {
  useTexts({ auth: authTexts });
  const { t } = useTranslation();
  const answer = actionData as ApiKeysAnswer | undefined;
  const form = useAuthForm(formRules.apiKey, answer);
  return (
    <Container component="main" maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {t('auth.apiKeys.back')}
      </Button>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('auth.apiKeys.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 640 }}>
        {t('auth.apiKeys.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderRadius: 3 }}>
        <Box
          component={Form}
          method="post"
          noValidate
          onSubmit={form.onSubmit}
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '1fr auto' },
            alignItems: 'start',
          }}
        >
          <input type="hidden" name="intent" value="create" />
          {answer?.message && (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <FormMessage answer={answer} />
            </Box>
          )}
          <FormTextField
            form={form}
            name="name"
            label={t('auth.apiKeys.name')}
            placeholder={t('auth.apiKeys.namePlaceholder')}
            size="small"
            key={answer?.created?.id ?? 'new'}
          />
          <Box sx={{ minWidth: 180 }}>
            <SubmitButton form={form}>{t('auth.apiKeys.create')}</SubmitButton>
          </Box>
        </Box>
        {answer?.created && <CreatedKey created={answer.created} />}
      </Paper>
      {answer?.revokeError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {answer.revokeError}
        </Alert>
      )}
      <ApiKeyList keys={loaderData.keys} />
    </Container>
  );
}
