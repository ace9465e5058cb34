// spec §2 /dashboard/products: the shop's products (every status, prestations included) as the list kit shows
// them. The rows are GET /v1/products of a staff session (no shopIds), the export GET /v1/products/export.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { drinkColors, drinkTypes } from '@sarment/domain/reference';
import { describeStatus, type ProductStatus, productStatuses } from '@sarment/domain/reference/statuses';
import type { TFunction } from 'i18next';
import { type ApiClient, apiRequest } from '../../lib/api.ts';
import type { BulkAction, ListColumn, ListDefinition, ListFilter } from '../kit/list-definition.ts';
import { formatDateTime, formatNumber, formatPrice } from '../kit/list-formats.ts';
import type { ListStateRules } from '../kit/list-state.ts';
import { StatusChip } from '../kit/status-chip.tsx';
import type { PopupApi } from '../popup/popup-provider.tsx';

/** One product of the staff list, as GET /v1/products answers it (api catalogue/product-list.schemas.ts). */
export interface StaffProduct {
  id: string;
  name: string;
  precision: string | null;
  productType: string;
  type: string | null;
  typeLabel: string | null;
  color: string | null;
  colorLabel: string | null;
  gamme: string | null;
  status: string;
  visual: string | null;
  vintages: { id: string; name: string }[];
  formats: { id: string; name: string; publicPrice: number | null; stock: number | null }[];
  publicPrice: number | null;
  stock: number | null;
  updatedAt: string;
}

export const productTypeValues = ['bottle', 'accessory', 'prestation', 'box'] as const;

/** The words of the list's URL and API query (sort fields of api product-list.repo.ts). */
export const productListRules: ListStateRules = {
  filterKeys: ['productType', 'type', 'color', 'gamme', 'status', 'vintage'],
  sortFields: ['name', 'type', 'color', 'status', 'price', 'stock', 'updatedAt'],
  defaultSort: { field: 'name', direction: 'asc' },
};

/** The shop's own ranges and vintages, which the filters offer (the shop's product-filters answer). */
export interface ProductFilterChoices {
  gammes: { value: string; label: string }[];
  vintages: { value: string; label: string }[];
}

const names = (items: { name: string }[]) => items.map((item) => item.name).join(', ');

function ProductName({ product }: { product: StaffProduct }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        variant="rounded"
        src={product.visual ?? undefined}
        alt=""
        sx={{ width: 40, height: 40, bgcolor: 'grey.100', color: 'grey.500' }}
      >
        {product.name.slice(0, 1)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'normal' }}>
          {product.name}
        </Typography>
        {product.precision && (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
            {product.precision}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function productCard(product: StaffProduct, t: TFunction) {
  const kind = [product.typeLabel, product.colorLabel, product.gamme].filter(Boolean).join(' · ');
  return (
    <Box sx={{ display: 'grid', gap: 0.75 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
        <ProductName product={product} />
        <StatusChip family="product" status={product.status} />
      </Box>
      {kind && (
        <Typography variant="body2" color="text.secondary">
          {kind}
        </Typography>
      )}
      {(product.vintages.length > 0 || product.formats.length > 0) && (
        <Typography variant="body2">
          {[names(product.vintages), names(product.formats)].filter(Boolean).join(' — ')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {product.publicPrice === null ? t('productList.noPrice') : formatPrice(product.publicPrice)}
        </Typography>
        {product.stock !== null && (
          <Typography variant="body2" color="text.secondary">
            {t('productList.stockUnits', { count: product.stock, formatted: formatNumber(product.stock) })}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

function columnsOf(t: TFunction): ListColumn<StaffProduct>[] {
  const header = (field: string) => t(`productList.columns.${field}`);
  return [
    {
      field: 'name',
      headerName: header('name'),
      flex: 2,
      minWidth: 200,
      hideable: false,
      renderCell: ({ row }) => <ProductName product={row} />,
    },
    {
      field: 'productType',
      headerName: header('productType'),
      minWidth: 110,
      hiddenByDefault: true,
      valueGetter: (_value, row) => t(`productList.productTypes.${row.productType}`, row.productType),
    },
    {
      field: 'type',
      headerName: header('type'),
      minWidth: 120,
      valueGetter: (_v, row) => row.typeLabel ?? '',
    },
    {
      field: 'color',
      headerName: header('color'),
      minWidth: 100,
      valueGetter: (_v, row) => row.colorLabel ?? '',
    },
    { field: 'gamme', headerName: header('gamme'), minWidth: 110, hiddenByDefault: true },
    {
      field: 'vintages',
      headerName: header('vintages'),
      minWidth: 100,
      flex: 1,
      valueGetter: (_v, row) => names(row.vintages),
    },
    {
      field: 'formats',
      headerName: header('formats'),
      minWidth: 130,
      flex: 1,
      valueGetter: (_v, row) => names(row.formats),
    },
    {
      field: 'publicPrice',
      sortBy: 'price',
      headerName: header('publicPrice'),
      type: 'number',
      minWidth: 130,
      valueFormatter: (value: number | null) => formatPrice(value),
    },
    {
      field: 'stock',
      headerName: header('stock'),
      type: 'number',
      minWidth: 90,
      valueFormatter: (value: number | null) => formatNumber(value),
    },
    {
      field: 'status',
      headerName: header('status'),
      minWidth: 130,
      renderCell: ({ row }) => <StatusChip family="product" status={row.status} />,
    },
    {
      field: 'updatedAt',
      headerName: header('updatedAt'),
      minWidth: 140,
      hiddenByDefault: true,
      valueFormatter: (value: string) => formatDateTime(value),
    },
  ];
}

function filtersOf(t: TFunction, choices: ProductFilterChoices): ListFilter[] {
  const label = (key: string) => t(`productList.filters.${key}`);
  return [
    {
      key: 'productType',
      label: label('productType'),
      options: productTypeValues.map((value) => ({ value, label: t(`productList.productTypes.${value}`) })),
    },
    { key: 'type', label: label('type'), options: drinkTypes.map((d) => ({ value: d.id, label: d.label })) },
    {
      key: 'color',
      label: label('color'),
      options: drinkColors.map((c) => ({ value: c.id, label: c.label })),
    },
    { key: 'gamme', label: label('gamme'), options: choices.gammes },
    {
      key: 'status',
      label: label('status'),
      options: productStatuses.map((value) => ({ value, label: describeStatus('product', value).label })),
    },
    { key: 'vintage', label: label('vintage'), options: choices.vintages },
  ];
}

interface ApiMessage {
  message?: string;
}

/** What a bulk status change did: the products changed, and the first refusal's French message (it stops there). */
export interface BulkStatusResult {
  changed: number;
  refusal: string | null;
}

/**
 * Changes the status of each product: the product as GET /v1/products/{id} answers it, sent back to PUT with its
 * new status (contract: a body you GET can be PUT as it is). A product already there is left as it is. Stops at
 * the first refusal; `onProgress` hears how many products were handled.
 */
export async function changeProductsStatus(
  api: ApiClient,
  products: readonly { id: string }[],
  status: ProductStatus,
  onProgress?: (done: number) => void,
): Promise<BulkStatusResult> {
  let changed = 0;
  for (const [index, { id }] of products.entries()) {
    const path = `/v1/products/${encodeURIComponent(id)}`;
    const current = await apiRequest<Record<string, unknown> & ApiMessage>(api, 'GET', path);
    if (!current.ok) return { changed, refusal: current.data?.message ?? 'Une erreur est survenue' };
    if (current.data.status !== status) {
      const saved = await apiRequest<ApiMessage>(api, 'PUT', path, { ...current.data, status });
      if (!saved.ok) return { changed, refusal: saved.data?.message ?? 'Une erreur est survenue' };
      changed += 1;
    }
    onProgress?.(index + 1);
  }
  return { changed, refusal: null };
}

const bulkStatuses = ['online', 'paused', 'closed'] as const satisfies readonly ProductStatus[];

/** What a bulk status action needs from the page: the API, the global popup and the snackbars. */
export interface BulkStatusDeps {
  api: ApiClient;
  popup: Pick<PopupApi, 'open'>;
  notify: (message: string, severity: 'success') => void;
}

/**
 * 'Mettre en ligne', 'Mettre en pause', 'Fermer' act on many products at once: the global popup asks first,
 * naming the count; then the snackbar says how many changed, or the list's alert how many did before the first
 * refusal, with its message.
 */
export function bulkStatusAction(
  t: TFunction,
  status: (typeof bulkStatuses)[number],
  deps: BulkStatusDeps,
): BulkAction<StaffProduct> {
  const label = t(`productList.bulk.${status}`);
  return {
    id: status,
    label,
    async run(rows, onProgress) {
      const confirmed = await deps.popup.open({
        title: label,
        text: t(`productList.bulkConfirm.${status}`, { count: rows.length }),
        confirmLabel: label,
        small: true,
      });
      if (!confirmed) return null;
      const { changed, refusal } = await changeProductsStatus(deps.api, rows, status, onProgress);
      if (refusal)
        return t('productList.bulkPartial', { count: changed, total: rows.length, message: refusal });
      deps.notify(t('productList.bulkDone', { count: changed }), 'success');
      return null;
    },
  };
}

export function productListDefinition(
  t: TFunction,
  choices: ProductFilterChoices,
  options: { canWrite: boolean } & BulkStatusDeps,
): ListDefinition<StaffProduct> {
  const bulkActions = options.canWrite
    ? bulkStatuses.map((status) => bulkStatusAction(t, status, options))
    : [];
  return {
    id: 'products',
    resource: '/v1/products',
    rules: productListRules,
    columns: columnsOf(t),
    filters: filtersOf(t, choices),
    bulkActions,
    exportFormats: ['csv', 'xlsx'],
    rowLink: (product) => `/dashboard/products/${encodeURIComponent(product.id)}`,
    card: (product) => productCard(product, t),
  };
}
