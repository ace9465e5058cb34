// spec §2 /dashboard/stocks/add (seeAllStock and createWarehouse): enter a movement (an entry or an exit with its
// reason; the quantity typed is positive, the reason gives its sign) or a transfer between two warehouses.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ManualStockReason, manualStockReasons, stockDirectionOf } from '@sarment/domain/stocks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import type { StaffProduct } from '../catalogue/product-list.tsx';
import * as productListTexts from '../catalogue/product-list-i18n.ts';
import { NumberField } from '../kit/number-field.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/stock-add-route';
import type { Warehouse } from './stock-types.ts';
import * as stocksTexts from './stocks-i18n.ts';

type Kind = 'movement' | 'transfer';

export async function loader({ context }: Route.LoaderArgs) {
  const [warehouses, products] = await Promise.all([
    apiGet<Warehouse[]>(context.api, '/v1/warehouses'),
    apiGet<StaffProduct[]>(context.api, '/v1/products?pageSize=100&sort=name'),
  ]);
  return {
    warehouses: warehouses.ok && Array.isArray(warehouses.data) ? warehouses.data : [],
    products: products.ok && Array.isArray(products.data) ? products.data : [],
  };
}

export function meta() {
  return [{ title: 'Entrée / sortie de stock — Sarment' }];
}

const entries = manualStockReasons.filter((reason) => stockDirectionOf(reason) === 'entry');
const exits = manualStockReasons.filter((reason) => stockDirectionOf(reason) === 'exit');

export default function StockAddRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ productList: productListTexts, stocks: stocksTexts });
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbars = useSnackbar();
  const defaultWarehouse =
    loaderData.warehouses.find((w) => w.isDefault)?.id ?? loaderData.warehouses[0]?.id ?? '';
  const [kind, setKind] = useState<Kind>('movement');
  const [products, setProducts] = useState<StaffProduct[]>(loaderData.products);
  const [search, setSearch] = useState('');
  const [product, setProduct] = useState<StaffProduct | null>(null);
  const [vintageId, setVintageId] = useState('');
  const [formatId, setFormatId] = useState('');
  const [warehouseId, setWarehouseId] = useState(defaultWarehouse);
  const [toId, setToId] = useState('');
  const [reason, setReason] = useState<ManualStockReason>('production');
  const [quantity, setQuantity] = useState<number | null>(null);
  const [lot, setLot] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (search.trim().length < 2) return;
    const timer = setTimeout(async () => {
      const answer = await apiGet<StaffProduct[]>(
        browserApi,
        `/v1/products?pageSize=50&search=${encodeURIComponent(search)}`,
      );
      if (answer.ok && Array.isArray(answer.data)) setProducts(answer.data);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);

  function choose(next: StaffProduct | null) {
    setProduct(next);
    setVintageId(next?.vintages[0]?.id ?? '');
    setFormatId(next?.formats[0]?.id ?? '');
  }

  function check(): boolean {
    const errors: Record<string, string> = {};
    const required = t('stocks.form.required');
    if (!product) errors.product = required;
    if (product && !formatId) errors.format = required;
    if (!warehouseId) errors.warehouse = required;
    if (kind === 'transfer' && !toId) errors.to = required;
    if (quantity === null || !Number.isInteger(quantity) || quantity <= 0)
      errors.quantity = t('stocks.form.positive');
    setFieldErrors(errors);
    return Object.keys(errors).length === 0;
  }

  async function save() {
    if (!check() || !product || quantity === null) return;
    setBusy(true);
    const item = {
      product: { id: product.id },
      format: { id: formatId },
      vintage: vintageId ? { id: vintageId } : null,
      lot: lot || null,
      note: note || null,
    };
    const answer =
      kind === 'transfer'
        ? await apiRequest<{ message?: string }>(browserApi, 'POST', '/v1/stock-movements/transfer', {
            ...item,
            from: { id: warehouseId },
            to: { id: toId },
            quantity,
          })
        : await apiRequest<{ message?: string }>(browserApi, 'POST', '/v1/stock-movements', {
            ...item,
            warehouse: { id: warehouseId },
            reason,
            quantity: stockDirectionOf(reason) === 'exit' ? -quantity : quantity,
          });
    setBusy(false);
    if (!answer.ok) return setError(answer.data?.message ?? 'Une erreur est survenue');
    snackbars.show(t(kind === 'transfer' ? 'stocks.form.transferred' : 'stocks.form.saved'), 'success');
    navigate(`/dashboard/stocks/movements?product=${encodeURIComponent(product.id)}`);
  }

  const warehouseSelect = (label: string, value: string, onChange: (id: string) => void, field: string) => (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!fieldErrors[field]}
      helperText={fieldErrors[field]}
      slotProps={{ htmlInput: { 'data-testid': `field-${field}` } }}
    >
      {loaderData.warehouses.map((warehouse) => (
        <MenuItem key={warehouse.id} value={warehouse.id}>
          {warehouse.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', display: 'grid', gap: 2 }} data-testid="stock-add">
      <Box>
        <Button component={RouterLink} to="/dashboard/stocks" size="small">
          ← {t('stocks.detail.back')}
        </Button>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('stocks.form.title')}
        </Typography>
      </Box>
      <ToggleButtonGroup
        exclusive
        value={kind}
        onChange={(_, next: Kind | null) => next && setKind(next)}
        size="small"
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="movement" data-testid="kind-movement">
          {t('stocks.form.movement')}
        </ToggleButton>
        <ToggleButton value="transfer" data-testid="kind-transfer">
          {t('stocks.form.transfer')}
        </ToggleButton>
      </ToggleButtonGroup>
      {error ? (
        <Alert severity="error" data-testid="stock-add-error">
          {error}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
        <Autocomplete
          options={products}
          value={product}
          onChange={(_, next) => choose(next)}
          onInputChange={(_, text) => setSearch(text)}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          filterOptions={(options) => options}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={t('stocks.form.product')}
              error={!!fieldErrors.product}
              helperText={fieldErrors.product}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'field-product' },
              }}
            />
          )}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            size="small"
            label={t('stocks.form.vintage')}
            value={vintageId}
            onChange={(event) => setVintageId(event.target.value)}
            disabled={!product || product.vintages.length === 0}
            slotProps={{ htmlInput: { 'data-testid': 'field-vintage' } }}
          >
            {product?.vintages.length ? null : <MenuItem value="">{t('stocks.form.noVintage')}</MenuItem>}
            {(product?.vintages ?? []).map((vintage) => (
              <MenuItem key={vintage.id} value={vintage.id}>
                {vintage.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('stocks.form.format')}
            value={formatId}
            onChange={(event) => setFormatId(event.target.value)}
            disabled={!product}
            error={!!fieldErrors.format}
            helperText={fieldErrors.format}
            slotProps={{ htmlInput: { 'data-testid': 'field-format' } }}
          >
            {(product?.formats ?? []).map((format) => (
              <MenuItem key={format.id} value={format.id}>
                {format.name}
              </MenuItem>
            ))}
          </TextField>
          {kind === 'transfer' ? (
            <>
              {warehouseSelect(t('stocks.form.from'), warehouseId, setWarehouseId, 'warehouse')}
              {warehouseSelect(t('stocks.form.to'), toId, setToId, 'to')}
            </>
          ) : (
            <>
              {warehouseSelect(t('stocks.form.warehouse'), warehouseId, setWarehouseId, 'warehouse')}
              <TextField
                select
                size="small"
                label={t('stocks.form.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value as ManualStockReason)}
                slotProps={{ htmlInput: { 'data-testid': 'field-reason' } }}
              >
                <ListSubheader>{t('stocks.form.entries')}</ListSubheader>
                {entries.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`stocks.reasons.${value}`)}
                  </MenuItem>
                ))}
                <ListSubheader>{t('stocks.form.exits')}</ListSubheader>
                {exits.map((value) => (
                  <MenuItem key={value} value={value}>
                    {t(`stocks.reasons.${value}`)}
                  </MenuItem>
                ))}
              </TextField>
            </>
          )}
          <NumberField
            label={t('stocks.form.quantity')}
            value={quantity}
            onChange={setQuantity}
            error_={fieldErrors.quantity}
            helperText={t('stocks.form.quantityHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'field-quantity' } }}
          />
          <TextField
            size="small"
            label={t('stocks.form.lot')}
            value={lot}
            onChange={(event) => setLot(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'field-lot' } }}
          />
        </Box>
        <TextField
          size="small"
          label={t('stocks.form.note')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => void save()}
            data-testid="stock-add-save"
          >
            {t('stocks.form.save')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
