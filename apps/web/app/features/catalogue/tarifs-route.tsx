// spec §2 /dashboard/tarifs (owner, agent, iam; seeAllPrice): the shop's price grid, one row per product format and
// one column per client typology. Cells are edited inline and saved together (one PUT); a dialog raises or lowers a
// typology's prices by a percent; the grid goes out and comes back as CSV (with a preview of the import); each
// format's price history opens in a drawer. Writing needs createProduct as well (the API says so too).

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@sarment/domain/access';
import { describeStatus, productStatuses } from '@sarment/domain/reference/statuses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link as RouterLink, useRevalidator, useSearchParams } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { HistoryTimeline } from '../kit/history-timeline.tsx';
import { loadList } from '../kit/load-list.ts';
import { NumberField } from '../kit/number-field.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/tarifs-route';
import { type GrantClient, GrantTypologyDialog, grantTypologyPath } from './grant-typology-dialog.tsx';
import {
  cellKey,
  changesOf,
  type PriceEdits,
  type TarifRow,
  type TarifTypology,
  tarifRules,
} from './tarifs.ts';
import { BulkDialog, ImportDialog } from './tarifs-dialogs.tsx';
import * as tarifsTexts from './tarifs-i18n.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shopId = url.searchParams.get('shopId');
  const keep = shopId ? `?${new URLSearchParams({ shopId })}` : '';
  // ?grantTo=<userId>: the staff's notification of a price-grid request, answered here (GrantTypologyDialog)
  const grantTo = url.searchParams.get('grantTo');
  const [list, typologies, grant] = await Promise.all([
    loadList<TarifRow>(context.api, '/v1/tarifs', tarifRules, url),
    apiGet<TarifTypology[]>(context.api, `/v1/tarifs/typologies${keep}`),
    grantTo
      ? apiGet<GrantClient & { message?: string }>(context.api, grantTypologyPath(grantTo, shopId))
      : null,
  ]);
  return {
    list,
    typologies: typologies.ok && Array.isArray(typologies.data) ? typologies.data : [],
    shopId,
    grant: grant?.ok
      ? { client: grant.data, error: null }
      : grant
        ? { client: null, error: grant.data.message }
        : null,
  };
}

export function meta() {
  return [{ title: 'Tarifs — Sarment' }];
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export default function TarifsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ form: formTexts, tarifs: tarifsTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const snackbars = useSnackbar();
  const revalidator = useRevalidator();
  const { list, typologies, shopId, grant } = loaderData;
  const [, setSearchParams] = useSearchParams();
  const closeGrant = () =>
    setSearchParams(
      (params) => {
        params.delete('grantTo');
        return params;
      },
      { replace: true },
    );
  const canEdit = hasPermission(user, shop, 'seeAllPrice') && hasPermission(user, shop, 'createProduct');
  const [edits, setEdits] = useState<PriceEdits>({});
  const [saving, setSaving] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const [history, setHistory] = useState<TarifRow | null>(null);
  const { state } = list;
  const withShop = (path: string) =>
    shopId ? `${path}${path.includes('?') ? '&' : '?'}shopId=${shopId}` : path;

  const changes = changesOf(edits);
  const invalid = changes.some(
    (c) => c.amount !== undefined && (c.amount === null || !validAmount(c.amount)),
  );
  const edit = (row: TarifRow, typology: string, patch: { amount?: number | null; visible?: boolean }) =>
    setEdits((current) => {
      const key = cellKey(row.format.id, typology);
      return { ...current, [key]: { formatId: row.format.id, typology, ...current[key], ...patch } };
    });

  // the API's answer ('3 prix enregistrés.') is the snackbar: every browser call shows its message (spec §7)
  async function save() {
    setSaving(true);
    const answer = await browserApi.request<{ message: string }>('PUT', withShop('/v1/tarifs'), { changes });
    setSaving(false);
    if (!answer.ok) return snackbars.show(answer.data.message, 'error');
    setEdits({});
    revalidator.revalidate();
  }

  const exportQuery = new URLSearchParams();
  if (state.search) exportQuery.set('search', state.search);
  for (const [key, values] of Object.entries(state.filters))
    if (values.length) exportQuery.set(key, values.join(','));
  if (shopId) exportQuery.set('shopId', shopId);
  const pages = Math.max(1, Math.ceil(list.total / state.pageSize));
  const pageLink = (page: number) => {
    const query = new URLSearchParams(exportQuery);
    query.set('page', String(page));
    return `?${query}`;
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 3 }, maxWidth: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('tarifs.title')}
        </Typography>
        {canEdit ? (
          <>
            <Button variant="outlined" onClick={() => setBulkOpen(true)} data-testid="tarifs-bulk-open">
              {t('tarifs.bulk.open')}
            </Button>
            <Button variant="outlined" onClick={() => setImportOpen(true)} data-testid="tarifs-import-open">
              {t('tarifs.import.open')}
            </Button>
          </>
        ) : null}
        <Button href={`/v1/tarifs/export?format=csv&${exportQuery}`} data-testid="tarifs-export-csv">
          {t('tarifs.exportCsv')}
        </Button>
        <Button href={`/v1/tarifs/export?format=xlsx&${exportQuery}`} data-testid="tarifs-export-xlsx">
          {t('tarifs.exportXlsx')}
        </Button>
      </Stack>

      <Form method="get">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          {shopId ? <input type="hidden" name="shopId" value={shopId} /> : null}
          <TextField
            size="small"
            name="search"
            label={t('tarifs.search')}
            defaultValue={state.search}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'tarifs-search' } }}
          />
          <TextField
            select
            size="small"
            name="status"
            label={t('tarifs.status')}
            defaultValue={state.filters.status?.[0] ?? ''}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('tarifs.allStatuses')}</MenuItem>
            {productStatuses.map((status) => (
              <MenuItem key={status} value={status}>
                {describeStatus('product', status).label}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="outlined">
            {t('tarifs.find')}
          </Button>
        </Stack>
      </Form>

      {list.error ? <Alert severity="error">{list.error}</Alert> : null}
      {grant?.error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={closeGrant} data-testid="grant-typology-error">
          {grant.error}
        </Alert>
      ) : null}
      {grant?.client ? (
        <GrantTypologyDialog
          key={grant.client.userId}
          client={grant.client}
          typologies={typologies}
          shopId={shopId}
          onClose={closeGrant}
          onDone={closeGrant}
        />
      ) : null}

      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" stickyHeader data-testid="tarifs-grid">
          <TableHead>
            <TableRow>
              <TableCell sx={{ ...productColumn, zIndex: 3 }}>{t('tarifs.product')}</TableCell>
              <TableCell sx={{ minWidth: { xs: 80, sm: 110 } }}>{t('tarifs.format')}</TableCell>
              {typologies.map((typology) => (
                <TableCell key={typology.key} sx={{ minWidth: { xs: 130, sm: 150 } }}>
                  {typology.name} ({t(typology.ttc ? 'tarifs.ttc' : 'tarifs.ht')})
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={typologies.length + 3}>{t('tarifs.empty')}</TableCell>
              </TableRow>
            ) : null}
            {list.rows.map((row) => (
              <TableRow key={row.format.id} data-testid={`tarif-row-${row.format.id}`}>
                <TableCell sx={productColumn}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {row.product.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[row.product.precision, row.vintages.map((v) => v.name).join(', ')]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                </TableCell>
                <TableCell>{row.format.name}</TableCell>
                {typologies.map((typology) => {
                  const price = row.prices[typology.key] ?? null;
                  const pending = edits[cellKey(row.format.id, typology.key)];
                  const amount = pending?.amount !== undefined ? pending.amount : (price?.amount ?? null);
                  const visible = pending?.visible ?? price?.visible ?? true;
                  if (!canEdit) {
                    return (
                      <TableCell key={typology.key}>
                        {price ? euros.format(price.amount) : t('tarifs.noPrice')}
                      </TableCell>
                    );
                  }
                  const wrong = pending?.amount !== undefined && (amount === null || !validAmount(amount));
                  return (
                    <TableCell key={typology.key}>
                      <Stack direction="row" sx={{ alignItems: 'center' }}>
                        <NumberField
                          value={amount}
                          decimals={2}
                          onChange={(value) => edit(row, typology.key, { amount: value })}
                          placeholder={t('tarifs.noPrice')}
                          error_={wrong ? t('tarifs.invalidPrice') : undefined}
                          sx={{ minWidth: 96, '& input': { bgcolor: pending ? 'action.hover' : undefined } }}
                          slotProps={{
                            htmlInput: {
                              'data-testid': `tarif-cell-${row.format.id}-${typology.key}`,
                              'aria-label': `${row.product.name} ${row.format.name} ${typology.name}`,
                            },
                          }}
                        />
                        {price || pending?.amount !== undefined ? (
                          <Checkbox
                            size="small"
                            checked={visible}
                            onChange={(event) => edit(row, typology.key, { visible: event.target.checked })}
                            slotProps={{ input: { 'aria-label': t('tarifs.visible') } }}
                            title={t('tarifs.visible')}
                          />
                        ) : null}
                      </Stack>
                    </TableCell>
                  );
                })}
                <TableCell>
                  <Button
                    size="small"
                    onClick={() => setHistory(row)}
                    data-testid={`tarif-history-${row.format.id}`}
                  >
                    {t('tarifs.history')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>

      <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ flexGrow: 1 }}>
          {t('tarifs.total', { count: list.total })} · {t('tarifs.pageOf', { page: state.page, pages })}
        </Typography>
        <Button component={RouterLink} to={pageLink(state.page - 1)} disabled={state.page <= 1}>
          {t('tarifs.previous')}
        </Button>
        <Button component={RouterLink} to={pageLink(state.page + 1)} disabled={state.page >= pages}>
          {t('tarifs.next')}
        </Button>
      </Stack>

      {canEdit && changes.length > 0 ? (
        <Box
          // above the phone's bottom bar, as the settings' save area
          sx={{
            position: 'sticky',
            bottom: { xs: 74, sm: 0 },
            py: 1,
            bgcolor: 'background.paper',
            display: 'flex',
            gap: 1,
            zIndex: 4,
          }}
        >
          <Button variant="contained" onClick={save} disabled={saving || invalid} data-testid="tarifs-save">
            {t('tarifs.saveCount', { count: changes.length })}
          </Button>
          <Button onClick={() => setEdits({})}>{t('tarifs.cancel')}</Button>
        </Box>
      ) : null}

      <BulkDialog
        open={bulkOpen}
        onClose={() => setBulkOpen(false)}
        typologies={typologies}
        filters={{
          ...(state.search ? { search: state.search } : {}),
          ...Object.fromEntries(Object.entries(state.filters).filter(([, values]) => values.length)),
        }}
        path={withShop('/v1/tarifs/bulk')}
        onDone={() => {
          setBulkOpen(false);
          setEdits({});
          revalidator.revalidate();
        }}
      />
      <ImportDialog
        open={importOpen}
        onClose={() => setImportOpen(false)}
        path={withShop('/v1/tarifs/import')}
        onDone={() => {
          setImportOpen(false);
          revalidator.revalidate();
        }}
      />
      <Drawer anchor="right" open={history !== null} onClose={() => setHistory(null)}>
        <Box sx={{ width: { xs: '100vw', sm: 420 }, p: 2 }} data-testid="tarif-history">
          <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h6" sx={{ flexGrow: 1 }}>
              {history
                ? t('tarifs.historyOf', { name: `${history.product.name} — ${history.format.name}` })
                : ''}
            </Typography>
            <Button onClick={() => setHistory(null)}>{t('tarifs.close')}</Button>
          </Stack>
          {history ? (
            <HistoryTimeline
              entity="price"
              entityId={history.format.id}
              vocabulary={{
                fieldLabel: (field) => t(`tarifs.fields.${field}`, { defaultValue: field }),
                valueText: (field, value) => priceHistoryText(field, value),
              }}
            />
          ) : null}
        </Box>
      </Drawer>
    </Box>
  );
}

/** The product stays in view while a phone scrolls the typologies sideways. */
const productColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: { xs: 120, sm: 180 },
  maxWidth: { xs: 140, sm: 'none' },
  borderRight: { xs: 1, sm: 0 },
  borderRightColor: 'divider',
} as const;

const validAmount = (amount: number) =>
  Number.isFinite(amount) && amount >= 0 && Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

/** An amount of the history in euros; quantity prices as '12 : 10,82 €'. */
function priceHistoryText(field: string, value: unknown): string | null {
  if (field === 'amount' && typeof value === 'number') return euros.format(value);
  if (field === 'discountPrice' && Array.isArray(value)) {
    return value
      .map((tier: { threshold: number; price: number }) => `${tier.threshold} : ${euros.format(tier.price)}`)
      .join(', ');
  }
  return null;
}
