// spec §2 /dashboard/crm/lists/add (createList): a new marketing list, then its page to add clients.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiRequest, browserApi } from '../../lib/api.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import { ListForm } from './list-form.tsx';
import * as marketingTexts from './marketing-i18n.ts';
import type { MarketingList } from './marketing-types.ts';

export function meta() {
  return [{ title: 'Nouvelle liste marketing — Sarment' }];
}

export default function MarketingListAddRoute() {
  useTexts({ form: formTexts, marketing: marketingTexts });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbars = useSnackbar();
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Button component={RouterLink} to="/dashboard/crm/lists" size="small" sx={{ mb: 1 }}>
        {t('marketing.form.back')}
      </Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('marketing.form.newTitle')}
      </Typography>
      <ListForm
        initial={{ name: '', description: '' }}
        submitLabel={t('marketing.form.create')}
        onSubmit={async (fields) => {
          const answer = await apiRequest<MarketingList>(browserApi, 'POST', '/v1/lists', fields);
          if (answer.ok) {
            snackbars.show(t('marketing.form.created'), 'success');
            // after the guard is released by the form
            setTimeout(() => navigate(`/dashboard/crm/lists/${encodeURIComponent(answer.data.id)}`), 0);
          }
          return answer;
        }}
      />
    </Box>
  );
}
