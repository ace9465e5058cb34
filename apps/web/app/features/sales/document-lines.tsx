// The document editor's lines (issue 18): the catalogue line adder (product, format, vintage, quantity) and one
// line's fields. Catalogue lines carry ids only: the server prices them for the client's typology
// (POST /v1/{kind}/preview).
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, browserApi } from '../../lib/api.ts';
import type { StaffProduct } from '../catalogue/product-list.tsx';
import { formatPrice } from '../kit/list-formats.ts';
import { NumberField } from '../kit/number-field.tsx';
import { type LineDraft, lineKey, type ProductLineDraft } from './document-editor-draft.ts';

/** 'Ajouter un produit': a product of the catalogue (search), its format and vintage, a quantity. */
export function ProductLineAdder(props: { onAdd: (line: ProductLineDraft) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [products, setProducts] = useState<StaffProduct[]>([]);
  const [product, setProduct] = useState<StaffProduct | null>(null);
  const [formatId, setFormatId] = useState('');
  const [vintageId, setVintageId] = useState('');
  const [quantity, setQuantity] = useState<number | null>(1);
  useEffect(() => {
    const timer = setTimeout(async () => {
      const answer = await apiGet<StaffProduct[]>(
        browserApi,
        `/v1/products?pageSize=30&sort=name&search=${encodeURIComponent(search.trim())}`,
      );
      if (answer.ok && Array.isArray(answer.data)) setProducts(answer.data);
    }, 250);
    return () => clearTimeout(timer);
  }, [search]);
  const format = product?.formats.find((f) => f.id === formatId) ?? null;
  const vintage = product?.vintages.find((v) => v.id === vintageId) ?? null;
  const valid = product && format && quantity !== null && Number.isInteger(quantity) && quantity >= 1;
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="editor-product-adder">
      <Autocomplete
        options={products}
        value={product}
        filterOptions={(options) => options}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input') setSearch(text);
        }}
        onChange={(_event, chosen) => {
          setProduct(chosen);
          setFormatId(chosen?.formats[0]?.id ?? '');
          setVintageId(chosen?.vintages[0]?.id ?? '');
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={t('salesEditor.lines.product')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'editor-product' },
            }}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 120px' } }}>
        <TextField
          select
          size="small"
          label={t('salesEditor.lines.format')}
          value={formatId}
          disabled={!product}
          onChange={(event) => setFormatId(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'editor-format' } }}
        >
          {(product?.formats ?? []).map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('salesEditor.lines.vintage')}
          value={vintageId}
          disabled={!product || product.vintages.length === 0}
          onChange={(event) => setVintageId(event.target.value)}
        >
          <MenuItem value="">{t('salesEditor.lines.noVintage')}</MenuItem>
          {(product?.vintages ?? []).map((v) => (
            <MenuItem key={v.id} value={v.id}>
              {v.name}
            </MenuItem>
          ))}
        </TextField>
        <NumberField
          label={t('salesEditor.lines.quantity')}
          value={quantity}
          onChange={setQuantity}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'editor-adder-quantity' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={props.onCancel}>{t('salesEditor.lines.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid}
          data-testid="editor-adder-add"
          onClick={() => {
            if (!product || !format) return;
            props.onAdd({
              key: lineKey(),
              type: 'product',
              product: { id: product.id, name: product.name },
              format: { id: format.id, name: format.name },
              vintage: vintage ? { id: vintage.id, name: vintage.name } : null,
              quantity,
              discount: null,
            });
          }}
        >
          {t('salesEditor.lines.add')}
        </Button>
      </Box>
    </Paper>
  );
}

/** One line: its label (catalogue: as the server names it), quantity, discount; a free line's price and VAT. */
export function LineFields(props: {
  line: LineDraft;
  index: number;
  /** the server's priced line (label, unit HT with duties, total HT), once the preview answered */
  priced: { label: string; unitHT: number; totalHT: number; vatRate: number } | undefined;
  errors: Record<string, string>;
  onChange: (line: LineDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { line, index, priced, errors } = props;
  const error = (field: string) => errors[`lines.${index}.${field}`];
  const productName =
    line.type === 'product'
      ? (priced?.label ??
        [line.product.name, line.format.name, line.vintage?.name].filter(Boolean).join(' · '))
      : '';
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`editor-line-${index}`}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {line.type === 'product' ? (
            <>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{productName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {priced
                  ? `${formatPrice(priced.unitHT)} HT · TVA ${String(priced.vatRate).replace('.', ',')} %`
                  : t('salesEditor.lines.pricedByServer')}
              </Typography>
            </>
          ) : (
            <TextField
              size="small"
              fullWidth
              label={t('salesEditor.lines.label')}
              value={line.label}
              onChange={(event) => props.onChange({ ...line, label: event.target.value })}
              error={!!error('label')}
              helperText={error('label')}
              slotProps={{ htmlInput: { 'data-testid': `editor-line-${index}-label` } }}
            />
          )}
        </Box>
        <IconButton aria-label={t('salesEditor.lines.remove')} onClick={props.onRemove} size="small">
          <span aria-hidden="true">✕</span>
        </IconButton>
      </Box>
      <Box
        sx={{
          mt: 1.5,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: line.type === 'free' ? 'repeat(4, minmax(0, 1fr)) auto' : 'repeat(2, minmax(0, 1fr)) auto',
          },
          alignItems: 'center',
        }}
      >
        <NumberField
          label={t('salesEditor.lines.quantity')}
          value={line.quantity}
          onChange={(quantity) => props.onChange({ ...line, quantity })}
          error_={error('quantity')}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': `editor-line-${index}-quantity` } }}
        />
        <NumberField
          label={t('salesEditor.lines.discount')}
          value={line.discount}
          onChange={(discount) => props.onChange({ ...line, discount })}
          error_={error('discount')}
          slotProps={{ htmlInput: { 'data-testid': `editor-line-${index}-discount` } }}
        />
        {line.type === 'free' ? (
          <>
            <NumberField
              label={t('salesEditor.lines.unitHT')}
              value={line.unitHT}
              decimals={2}
              onChange={(unitHT) => props.onChange({ ...line, unitHT })}
              error_={error('unitHT')}
              slotProps={{ htmlInput: { 'data-testid': `editor-line-${index}-unit` } }}
            />
            <NumberField
              label={t('salesEditor.lines.vatRate')}
              value={line.vatRate}
              onChange={(vatRate) => props.onChange({ ...line, vatRate })}
              error_={error('vatRate')}
            />
          </>
        ) : null}
        <Typography
          sx={{ textAlign: 'right', fontWeight: 600, gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          data-testid={`editor-line-${index}-total`}
        >
          {priced ? `${formatPrice(priced.totalHT)} HT` : '—'}
        </Typography>
      </Box>
    </Paper>
  );
}
