// spec §2 /dashboard/stocks/drm (seeAllStock, stocks integration; issue 20): the monthly excise return (DRM) of
// the bonded warehouses, month picker mm/yyyy, table per excise code with totals, printable and exported as CSV;
// the CRD capsules are its second tab. Warns when the current year has no excise rates.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/drm-route';
import { CrdPanel } from './crd-panel.tsx';
import * as drmTexts from './drm-i18n.ts';
import { monthPattern, monthText, parseMonthText, shiftMonth } from './drm-month-text.ts';
import { DrmDetail, DrmTable } from './drm-table.tsx';
import type { CrdMonthLine, DrmLine, ExciseCoverage } from './drm-types.ts';
import * as stocksTexts from './stocks-i18n.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const asked = url.searchParams.get('month') ?? '';
  const month = monthPattern.test(asked) ? asked : parisDateOf(new Date()).slice(0, 7);
  const [drm, crd, coverage] = await Promise.all([
    apiGet<DrmLine[]>(context.api, `/v1/drm?month=${month}`),
    apiGet<CrdMonthLine[]>(context.api, `/v1/crd-items/month?month=${month}`),
    apiGet<ExciseCoverage>(context.api, `/v1/excise-rates/coverage?year=${month.slice(0, 4)}`),
  ]);
  return {
    month,
    tab: url.searchParams.get('tab') === 'crd' ? ('crd' as const) : ('drm' as const),
    lines: drm.ok && Array.isArray(drm.data) ? drm.data : [],
    capsules: crd.ok && Array.isArray(crd.data) ? crd.data : [],
    coverage: coverage.ok ? coverage.data : null,
  };
}

export function meta() {
  return [{ title: 'DRM — Sarment' }];
}

// Printing keeps the return only: the dashboard's header, sidebar and bottom bar and the page's buttons go.
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, nav, aside, .MuiDrawer-root, .MuiAppBar-root, .MuiBottomNavigation-root': {
          display: 'none !important',
        },
        '[data-print-hidden]': { display: 'none !important' },
        main: { margin: '0 !important', padding: '0 !important' },
      },
    }}
  />
);

export default function DrmRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ drm: drmTexts, stocks: stocksTexts });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const snackbars = useSnackbar();
  const { month, tab, lines, capsules, coverage } = loaderData;
  const [typed, setTyped] = useState(monthText(month));
  const [typedError, setTypedError] = useState<string | null>(null);
  useEffect(() => setTyped(monthText(month)), [month]);
  const go = (next: string, nextTab = tab) =>
    navigate(`/dashboard/stocks/drm?month=${next}${nextTab === 'crd' ? '&tab=crd' : ''}`);
  const show = () => {
    const parsed = parseMonthText(typed);
    setTypedError(parsed ? null : t('drm.monthInvalid'));
    if (parsed) void go(parsed);
  };
  const missing = coverage?.missing ?? [];
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', display: 'grid', gap: 2 }} data-testid="drm-page">
      {printStyles}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {t('drm.title')} — {monthText(month)}
        </Typography>
        <Box data-print-hidden sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/dashboard/stocks">
            {t('stocks.title')}
          </Button>
          <Button variant="outlined" onClick={() => window.print()} data-testid="drm-print">
            {t('drm.print')}
          </Button>
          <Button
            variant="contained"
            href={`/v1/drm/export?month=${month}&format=csv`}
            data-testid="drm-export-csv"
          >
            {t('drm.exportCsv')}
          </Button>
        </Box>
      </Box>
      <Typography color="text.secondary">{t('drm.intro')}</Typography>
      {missing.length > 0 && coverage ? (
        <Alert severity="warning" data-testid="drm-no-rates">
          {t('drm.noRates', { year: coverage.year, categories: missing.join(', ') })}
        </Alert>
      ) : null}
      <Box data-print-hidden sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <IconButton
          aria-label={t('drm.previous')}
          onClick={() => void go(shiftMonth(month, -1))}
          data-testid="drm-previous"
        >
          ‹
        </IconButton>
        <TextField
          size="small"
          label={t('drm.month')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') show();
          }}
          error={!!typedError}
          helperText={typedError}
          sx={{ width: 150 }}
          slotProps={{ htmlInput: { 'data-testid': 'drm-month', inputMode: 'numeric' } }}
        />
        <Button variant="outlined" onClick={show} data-testid="drm-show">
          {t('drm.show')}
        </Button>
        <IconButton
          aria-label={t('drm.next')}
          onClick={() => void go(shiftMonth(month, 1))}
          data-testid="drm-next"
        >
          ›
        </IconButton>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next) => void go(month, next)}
        data-print-hidden
        variant="scrollable"
      >
        <Tab value="drm" label={t('drm.tabs.drm')} data-testid="drm-tab-drm" />
        <Tab value="crd" label={t('drm.tabs.crd')} data-testid="drm-tab-crd" />
      </Tabs>
      {tab === 'drm' ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, display: 'grid', gap: 3 }}>
          {lines.length === 0 ? (
            <Typography color="text.secondary" data-testid="drm-empty">
              {t('drm.empty')}
            </Typography>
          ) : (
            <>
              <DrmTable lines={lines} />
              <DrmDetail lines={lines} />
            </>
          )}
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <CrdPanel
            lines={capsules}
            today={parisDateOf(new Date())}
            onSaved={(message) => {
              snackbars.show(message, 'success');
              void revalidator.revalidate();
            }}
          />
        </Paper>
      )}
    </Box>
  );
}
