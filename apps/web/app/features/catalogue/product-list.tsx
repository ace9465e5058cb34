// spec §2 /dashboard/products: the shop's products (every status, prestations included) as the list kit shows
// them. The rows are GET /v1/products of a staff session (no shopIds), the export GET /v1/products/export.
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { drinkColors, drinkTypes } from '@sarment/domain/reference';
import { describeStatus, type ProductStatus, productStatuses } from '@sarment/domain/reference/statuses';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
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
      <ProductThumb src={product.visual} letter={product.name.slice(0, 1)} />
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

// Material's rounded Avatar as it draws the product's visual, or its first letter when it has none or the image
// fails (issue 22: the component is about 1.4 KB gzipped on the list's first load): same markup, classes, styles.
function ProductThumb({ src, letter }: { src: string | null; letter: string }) {
  const failed = useImageFailed(src);
  const image = src !== null && src !== '' && !failed;
  return (
    <Box
      className={`MuiAvatar-root MuiAvatar-rounded${image ? '' : ' MuiAvatar-colorDefault'}`}
      sx={(theme: Theme) => thumbLook(theme, !image)}
    >
      {image ? (
        <Box component="img" src={src ?? undefined} alt="" className="MuiAvatar-img" sx={thumbImage} />
      ) : (
        letter
      )}
    </Box>
  );
}

/** Whether the image fails to load, checked as Avatar does (a browser Image: the server's tag loads before hydration). */
function useImageFailed(src: string | null): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    setFailed(false);
    if (!src) return;
    let active = true;
    const image = new Image();
    image.onerror = () => active && setFailed(true);
    image.src = src;
    return () => {
      active = false;
    };
  }, [src]);
  return failed;
}

const thumbLook = (theme: Theme, letter: boolean) =>
  ({
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(20),
    lineHeight: 1,
    borderRadius: `${theme.shape.borderRadius}px`,
    overflow: 'hidden',
    userSelect: 'none',
    ...(letter && {
      '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
    }),
    width: 40,
    height: 40,
    bgcolor: 'grey.100',
    color: 'grey.500',
  }) as const;

const thumbImage = {
  width: '100%',
  height: '100%',
  textAlign: 'center',
  objectFit: 'cover',
  color: 'transparent',
  textIndent: 10000,
} as const;

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
