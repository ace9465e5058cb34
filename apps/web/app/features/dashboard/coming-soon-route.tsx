// A page of the route table whose business area is not built yet says so plainly, in French (issue 7): no menu
// entry leads to a 404, a crash or a blank screen.
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { data, Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { resolveLocale } from '../../i18n/resolve-locale.ts';
import { useSessionUser } from '../auth/session.ts';
import type { Route } from './+types/coming-soon-route';
import * as dashboardTexts from './i18n.ts';
import { describePage } from './page-title.ts';

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = describePage(url.pathname, url.search, resolveLocale(request).locale);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export function meta({ data: page }: Route.MetaArgs) {
  return [{ title: page ? `${page.title} — Sarment` : 'Sarment' }];
}

export default function ComingSoonRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ dashboard: dashboardTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const back = user && user.role !== 'admin' ? '/dashboard' : '/';
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }} data-testid="coming-soon" data-route-id={loaderData.routeId}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
        {loaderData.title}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ p: { xs: 3, sm: 4 }, display: 'flex', gap: 3, alignItems: 'flex-start' }}
      >
        <ConstructionOutlinedIcon
          color="primary"
          sx={{ fontSize: 48, display: { xs: 'none', sm: 'block' } }}
        />
        <Box>
          <Typography sx={{ fontWeight: 600, mb: 1 }}>{t('dashboard.comingSoon.lead')}</Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('dashboard.comingSoon.text', { title: loaderData.title })}
          </Typography>
          <Button variant="contained" component={RouterLink} to={back}>
            {t('dashboard.comingSoon.back')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
