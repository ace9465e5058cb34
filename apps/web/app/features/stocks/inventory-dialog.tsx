// The inventory of /dashboard/stocks (issue 20): the lines shown are counted in place (each difference becomes an
// adjustment, POST /v1/stock-movements/inventory per warehouse), or a CSV of the stock export with its 'Compté'
// column filled is imported (POST .../inventory/csv), checked whole by the API before anything is written.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, browserApi } from '../../lib/api.ts';
import { formatNumber } from '../kit/list-formats.ts';
import { NumberField } from '../kit/number-field.tsx';
import { itemName } from './stock-list.tsx';
import type { InventoryResult, StockLevel, Warehouse } from './stock-types.ts';

const errorOf = (data: unknown) =>
  (data as { message?: string } | null)?.message ?? 'Une erreur est survenue';

export function InventoryDialog(props: {
  open: boolean;
  rows: readonly StockLevel[];
  warehouses: readonly Warehouse[];
  onClose: (adjustments: number | null) => void;
}) {
  const { t } = useTranslation();
  const [counts, setCounts] = useState<Record<string, number | null>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [csvWarehouse, setCsvWarehouse] = useState(props.warehouses[0]?.id ?? '');

  async function saveCounts() {
    const counted = props.rows.filter((row) => counts[row.id] !== undefined && counts[row.id] !== null);
    if (!counted.length) return setError(t('stocks.inventoryDialog.nothing'));
    if (counted.some((row) => !Number.isInteger(counts[row.id]) || (counts[row.id] ?? 0) < 0)) {
      return setError('La quantité comptée doit être un entier positif ou nul.');
    }
    setBusy(true);
    setError(null);
    let adjustments = 0;
    for (const warehouseId of new Set(counted.map((row) => row.warehouse.id))) {
      const lines = counted
        .filter((row) => row.warehouse.id === warehouseId)
        .map((row) => ({
          product: row.product,
          format: row.format,
          vintage: row.vintage,
          counted: counts[row.id],
        }));
      const answer = await apiRequest<InventoryResult>(browserApi, 'POST', '/v1/stock-movements/inventory', {
        warehouse: { id: warehouseId },
        lines,
      });
      if (!answer.ok) {
        setBusy(false);
        return setError(errorOf(answer.data));
      }
      adjustments += answer.data.movements.length;
    }
    setBusy(false);
    setCounts({});
    props.onClose(adjustments);
  }

  async function importCsv(file: File) {
    setBusy(true);
    setError(null);
    const answer = await apiRequest<InventoryResult>(
      browserApi,
      'POST',
      '/v1/stock-movements/inventory/csv',
      {
        warehouse: { id: csvWarehouse },
        csv: await file.text(),
      },
    );
    setBusy(false);
    if (!answer.ok) return setError(errorOf(answer.data));
    props.onClose(answer.data.movements.length);
  }

  return (
    <Dialog
      open={props.open}
      onClose={() => props.onClose(null)}
      fullWidth
      maxWidth="md"
      data-testid="inventory-dialog"
    >
      <DialogTitle>{t('stocks.inventoryDialog.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{t('stocks.inventoryDialog.intro')}</Typography>
        {error ? (
          <Alert severity="error" data-testid="inventory-error">
            {error}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 1 }}>
          {props.rows.map((row) => (
            <Box
              key={row.id}
              data-testid="inventory-line"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 110px', sm: '1fr 90px 120px' },
                gap: 1,
                alignItems: 'center',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2">{itemName(row)}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.warehouse.name}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
                {formatNumber(row.quantity)}
              </Typography>
              <NumberField
                label={t('stocks.inventoryDialog.counted')}
                value={counts[row.id] ?? null}
                onChange={(value) => setCounts((current) => ({ ...current, [row.id]: value }))}
                slotProps={{ htmlInput: { 'data-testid': `count-${row.id}` } }}
              />
            </Box>
          ))}
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2, display: 'grid', gap: 1 }}>
          <Typography variant="subtitle2">{t('stocks.inventoryDialog.csv')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('stocks.inventoryDialog.csvHelp')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('stocks.inventoryDialog.warehouse')}
              value={csvWarehouse}
              onChange={(event) => setCsvWarehouse(event.target.value)}
              sx={{ minWidth: 200 }}
            >
              {props.warehouses.map((warehouse) => (
                <MenuItem key={warehouse.id} value={warehouse.id}>
                  {warehouse.name}
                </MenuItem>
              ))}
            </TextField>
            <Button component="label" variant="outlined" disabled={busy || !csvWarehouse}>
              {t('stocks.inventoryDialog.csv')}
              <input
                hidden
                type="file"
                accept=".csv,text/csv"
                data-testid="inventory-csv"
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (file) void importCsv(file);
                  event.target.value = '';
                }}
              />
            </Button>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(null)}>{t('stocks.inventoryDialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void saveCounts()}
          data-testid="inventory-save"
        >
          {t('stocks.inventoryDialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
