// spec §2 /dashboard/stocks/warehouses (seeAllStock, stocks integration): the shop's warehouses with their excise
// tax status (bonded: duties suspended, or duties paid) and address; createWarehouse adds and edits them.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { hasPermission } from '@sarment/domain/access';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import { serverFieldErrors } from '../kit/form-errors.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/warehouses-route';
import type { Warehouse } from './stock-types.ts';
import * as stocksTexts from './stocks-i18n.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await apiGet<Warehouse[]>(context.api, '/v1/warehouses');
  return { warehouses: answer.ok && Array.isArray(answer.data) ? answer.data : [] };
}

export function meta() {
  return [{ title: 'Entrepôts — Sarment' }];
}

interface Draft {
  id?: string;
  name: string;
  taxStatus: 'suspended' | 'paid';
  exciseNumber: string;
  street: string;
  zipcode: string;
  city: string;
  country: string;
  isDefault: boolean;
}

const draftOf = (warehouse: Warehouse | null): Draft => ({
  ...(warehouse ? { id: warehouse.id } : {}),
  name: warehouse?.name ?? '',
  taxStatus: warehouse?.taxStatus ?? 'paid',
  exciseNumber: warehouse?.exciseNumber ?? '',
  street: warehouse?.address?.street ?? '',
  zipcode: warehouse?.address?.zipcode ?? '',
  city: warehouse?.address?.city ?? '',
  country: warehouse?.address?.country ?? 'FR',
  isDefault: warehouse?.isDefault ?? false,
});

function WarehouseDialog(props: { warehouse: Warehouse | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.warehouse));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (
    key: 'name' | 'exciseNumber' | 'street' | 'zipcode' | 'city' | 'country',
    path: string = key,
  ) => (
    <TextField
      size="small"
      label={t(`stocks.warehouses.${key}`)}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      error={!!errors[path]}
      helperText={errors[path]}
      slotProps={{ htmlInput: { 'data-testid': `warehouse-${key}` } }}
    />
  );

  async function save() {
    const hasAddress = draft.street || draft.zipcode || draft.city;
    const body = {
      ...(draft.id ? { id: draft.id } : {}),
      name: draft.name,
      taxStatus: draft.taxStatus,
      exciseNumber: draft.exciseNumber || null,
      address: hasAddress
        ? { street: draft.street, zipcode: draft.zipcode, city: draft.city, country: draft.country }
        : null,
      isDefault: draft.isDefault,
    };
    const answer = draft.id
      ? await apiRequest<{ message?: string }>(
          browserApi,
          'PUT',
          `/v1/warehouses/${encodeURIComponent(draft.id)}`,
          body,
        )
      : await apiRequest<{ message?: string }>(browserApi, 'POST', '/v1/warehouses', body);
    if (!answer.ok) {
      setErrors(serverFieldErrors(answer.status, answer.data));
      return setMessage(answer.data?.message ?? 'Une erreur est survenue');
    }
    props.onClose(true);
  }

  return (
    <Dialog open onClose={() => props.onClose(false)} fullWidth maxWidth="sm" data-testid="warehouse-dialog">
      <DialogTitle>{t(draft.id ? 'stocks.warehouses.edit' : 'stocks.warehouses.create')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {message ? <Alert severity="error">{message}</Alert> : null}
        {text('name')}
        <TextField
          select
          size="small"
          label={t('stocks.warehouses.taxStatus')}
          value={draft.taxStatus}
          onChange={(event) => set('taxStatus', event.target.value as Draft['taxStatus'])}
          slotProps={{ htmlInput: { 'data-testid': 'warehouse-taxStatus' } }}
        >
          <MenuItem value="suspended">{t('stocks.warehouses.suspended')}</MenuItem>
          <MenuItem value="paid">{t('stocks.warehouses.paid')}</MenuItem>
        </TextField>
        {draft.taxStatus === 'suspended' ? text('exciseNumber') : null}
        {text('street', 'address.street')}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '140px 1fr 90px' } }}>
          {text('zipcode', 'address.zipcode')}
          {text('city', 'address.city')}
          {text('country', 'address.country')}
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.isDefault}
              onChange={(event) => set('isDefault', event.target.checked)}
            />
          }
          label={t('stocks.warehouses.isDefault')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{t('stocks.warehouses.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} data-testid="warehouse-save">
          {t('stocks.warehouses.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function WarehousesRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ stocks: stocksTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const snackbars = useSnackbar();
  const revalidator = useRevalidator();
  const canWrite = hasPermission(user, shop, 'createWarehouse');
  const [editing, setEditing] = useState<Warehouse | null | 'new'>(null);
  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto', display: 'grid', gap: 2 }} data-testid="warehouses">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {t('stocks.warehouses.title')}
        </Typography>
        <Button component={RouterLink} to="/dashboard/stocks">
          {t('stocks.title')}
        </Button>
        {canWrite ? (
          <Button variant="contained" onClick={() => setEditing('new')} data-testid="warehouse-create">
            {t('stocks.warehouses.create')}
          </Button>
        ) : null}
      </Box>
      {loaderData.warehouses.length === 0 ? <Typography>{t('stocks.warehouses.empty')}</Typography> : null}
      {loaderData.warehouses.map((warehouse) => (
        <Paper
          key={warehouse.id}
          variant="outlined"
          sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
          data-testid="warehouse-row"
        >
          <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600 }}>{warehouse.name}</Typography>
              {warehouse.isDefault ? <Chip size="small" label={t('stocks.warehouses.default')} /> : null}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {warehouse.address
                ? `${warehouse.address.street}, ${warehouse.address.zipcode} ${warehouse.address.city}`
                : ''}
            </Typography>
          </Box>
          <Chip
            color={warehouse.taxStatus === 'suspended' ? 'info' : 'default'}
            variant="outlined"
            label={t(`stocks.warehouses.${warehouse.taxStatus}`)}
          />
          {canWrite ? (
            <Button size="small" onClick={() => setEditing(warehouse)}>
              {t('stocks.warehouses.edit')}
            </Button>
          ) : null}
        </Paper>
      ))}
      {editing ? (
        <WarehouseDialog
          warehouse={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (!saved) return;
            snackbars.show(t('stocks.warehouses.saved'), 'success');
            void revalidator.revalidate();
          }}
        />
      ) : null}
    </Box>
  );
}
