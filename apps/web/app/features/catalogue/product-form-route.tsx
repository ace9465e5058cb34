// spec §2 /dashboard/products/add (createProduct) and /dashboard/products/:id (owner, agent, iam; agents and
// members without createProduct read only): the product in the detail kit, tabs Général, Millésimes, Formats &
// prix, Étiquette, Historique; Enregistrer, Dupliquer, Supprimer and the status in the header.

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { shopMe } from '@sarment/api';
import { hasPermission } from '@sarment/domain/access';
import { describeStatus, productStatuses } from '@sarment/domain/reference/statuses';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useNavigate } from 'react-router';
import type { z } from 'zod';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { customizeTexts } from '../../i18n/customize-texts.ts';
import { type ApiClient, apiGet, browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import { DetailPage, type DetailTab } from '../kit/detail-page.tsx';
import { type FieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { HistoryTimeline, type HistoryVocabulary } from '../kit/history-timeline.tsx';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import * as settingsTexts from '../settings/i18n.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/product-form-route';
import * as buildersTexts from './builders-i18n.ts';
import { CompositionTab } from './product-composition-tab.tsx';
import {
  bodyOf,
  draftOf,
  emptyProduct,
  mapGtinErrors,
  type ProductAdmin,
  type ProductDraft,
  productErrors,
  type ShopTypology,
} from './product-draft.ts';
import * as productFormTexts from './product-form-i18n.ts';
import { ProductFormProvider } from './product-form-parts.tsx';
import { FormatsTab } from './product-formats-tab.tsx';
import { GeneralTab } from './product-general-tab.tsx';
import { LabelTab } from './product-label-tab.tsx';
import { VintagesTab } from './product-vintages-tab.tsx';

/** GET /v1/shops/me: the shop's typologies (their names and price base). */
type ShopTypologiesAnswer = Partial<Pick<z.output<typeof shopMe>, 'typologies'>>;

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.api;
  const [product, shop] = await Promise.all([
    params.id ? apiGet<ProductAdmin>(api, `/v1/products/${encodeURIComponent(params.id)}`) : null,
    apiGet<ShopTypologiesAnswer>(api, '/v1/shops/me'),
  ]);
  // the staff's answer carries the GTINs: any other answer is not this shop's product
  if (product && (!product.ok || !('gtins' in product.data))) throw data(null, { status: 404 });
  return {
    product: product?.data ?? null,
    typologies: typologiesOf(shop.ok ? shop.data : {}, product?.data),
  };
}

/** The shop's typologies; an agent, who reads no shop settings, gets those the product has prices for. */
function typologiesOf(shop: ShopTypologiesAnswer, product: ProductAdmin | undefined): ShopTypology[] {
  if (shop.typologies) {
    return Object.entries(shop.typologies).map(([key, typology]) => ({ key, ...typology }));
  }
  const keys = new Set(product?.formats.flatMap((format) => format.prices.map((price) => price.typology)));
  return [...keys].map((key) => ({ key, name: key, ttc: key === 'particulier' }));
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.product?.name ?? 'Nouveau produit'} — Sarment` }];
}

type TabId = 'general' | 'vintages' | 'formats' | 'composition' | 'label' | 'history';

/** Which tab shows a field, for marking the tabs that hold a message. */
function tabOfField(path: string): TabId {
  if (path.startsWith('formats') || path.startsWith('gtin')) return 'formats';
  if (path.startsWith('components')) return 'composition';
  if (/^vintages\.\d+\.nutrition/.test(path)) return 'label';
  if (path.startsWith('vintages')) return 'vintages';
  return 'general';
}

export default function ProductFormRoute({ loaderData, params }: Route.ComponentProps) {
  useTexts({
    builders: buildersTexts,
    customize: customizeTexts,
    form: formTexts,
    productForm: productFormTexts,
    settings: settingsTexts,
  });
  return (
    <ProductForm key={params.id ?? 'new'} product={loaderData.product} typologies={loaderData.typologies} />
  );
}

export function ProductForm(props: {
  product: ProductAdmin | null;
  typologies: ShopTypology[];
  api?: ApiClient;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const navigate = useNavigate();
  const snackbars = useSnackbar();
  const popup = usePopup();
  const api = props.api ?? browserApi;
  const [product, setProduct] = useState(props.product);
  const initial = useMemo(() => (props.product ? draftOf(props.product) : emptyProduct()), [props.product]);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [tab, setTab] = useState<TabId>('general');
  const [busy, setBusy] = useState(false);
  const readOnly = user?.role === 'agent' || !hasPermission(user, shop, 'createProduct');
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const guard = useUnsavedGuard(dirty && !readOnly);
  const clientErrors = useMemo(() => productErrors(draft), [draft]);
  // a field's message shows once the form was touched or a save was tried; the API's refusal wins
  const errors = useMemo(
    () => ({ ...(attempted || dirty ? clientErrors : {}), ...serverErrors }),
    [attempted, dirty, clientErrors, serverErrors],
  );
  const update = (change: (draft: ProductDraft) => ProductDraft) => {
    setDraft(change);
    setServerErrors({});
  };
  const formContext = { draft, update, errors, readOnly, typologies: props.typologies };

  const save = async () => {
    setAttempted(true);
    const first = Object.keys(clientErrors)[0];
    if (first !== undefined) {
      snackbars.show(Object.values(clientErrors)[0] ?? t('form.invalid'), 'error');
      setTab(tabOfField(first));
      return;
    }
    setBusy(true);
    try {
      const answer = product
        ? await api.request<ProductAdmin>(
            'PUT',
            `/v1/products/${encodeURIComponent(product.id)}`,
            bodyOf(draft),
          )
        : await api.request<ProductAdmin>('POST', '/v1/products', bodyOf(draft));
      if (!answer.ok) {
        // the message shows through the global response handling; its fields are marked here
        const fields = mapGtinErrors(serverFieldErrors(answer.status, answer.data), draft);
        setServerErrors(fields);
        const field = Object.keys(fields)[0];
        if (field !== undefined) setTab(tabOfField(field));
        return;
      }
      snackbars.show(t(product ? 'productForm.saved' : 'productForm.created'), 'success');
      if (!product) {
        guard.release();
        navigate(`/dashboard/products/${answer.data.id}`, { replace: true });
        return;
      }
      const next = draftOf(answer.data);
      setProduct(answer.data);
      setSaved(next);
      setDraft(next);
      setAttempted(false);
    } finally {
      setBusy(false);
    }
  };

  const duplicate = async () => {
    if (!product) return;
    const answer = await api.request<ProductAdmin>(
      'POST',
      `/v1/products/${encodeURIComponent(product.id)}/duplicate`,
    );
    if (!answer.ok) return;
    snackbars.show(t('productForm.duplicated'), 'success');
    navigate(`/dashboard/products/${answer.data.id}`);
  };

  const remove = async () => {
    if (!product) return;
    const confirmed = await popup.open({
      title: t('productForm.deleteTitle'),
      text: t('productForm.deleteText', { name: product.name }),
      destructiveKeyword: 'SUPPRIMER',
      confirmLabel: t('productForm.actions.delete'),
    });
    if (!confirmed) return;
    // a product that was ever ordered is refused (422): its message shows through the global handling
    const answer = await api.request<null>('DELETE', `/v1/products/${encodeURIComponent(product.id)}`);
    if (!answer.ok) return;
    snackbars.show(t('productForm.deleted'), 'success');
    guard.release();
    navigate('/dashboard/products');
  };

  const tabs: DetailTab<TabId>[] = (
    [
      { id: 'general', label: t('productForm.tabs.general') },
      { id: 'vintages', label: t('productForm.tabs.vintages') },
      { id: 'formats', label: t('productForm.tabs.formats') },
      // a box is made of other products (issue 16)
      ...(draft.productType === 'box'
        ? [{ id: 'composition' as const, label: t('builders.composition.tab') }]
        : []),
      { id: 'label', label: t('productForm.tabs.label') },
      ...(product ? [{ id: 'history' as const, label: t('productForm.tabs.history') }] : []),
    ] satisfies DetailTab<TabId>[]
  ).map((item) => ({
    ...item,
    invalid: Object.keys(errors).some((path) => tabOfField(path) === item.id),
  }));
  const vocabulary: HistoryVocabulary = {
    fieldLabel: (field) => t(`productForm.fields.${field}`, { defaultValue: field }),
    valueText: (field, value) =>
      field === 'status' && typeof value === 'string' ? describeStatus('product', value).label : null,
  };

  return (
    <DetailPage
      title={product?.name ?? (draft.name || t('productForm.newTitle'))}
      subtitle={
        product ? [product.typeLabel, product.colorLabel, product.gamme].filter(Boolean).join(' · ') : null
      }
      status={{ family: 'product', status: draft.status }}
      tabs={tabs}
      tab={tab}
      onTab={setTab}
      actions={
        readOnly ? null : (
          <>
            <TextField
              select
              size="small"
              label={t('productForm.actions.status')}
              value={draft.status}
              sx={{ minWidth: 150 }}
              data-testid="product-status"
              onChange={(e) => update((d) => ({ ...d, status: e.target.value }))}
            >
              {productStatuses.map((status) => (
                <MenuItem key={status} value={status}>
                  {describeStatus('product', status).label}
                </MenuItem>
              ))}
            </TextField>
            {product ? (
              <>
                <Button variant="outlined" onClick={duplicate} data-testid="product-duplicate">
                  {t('productForm.actions.duplicate')}
                </Button>
                <Button variant="outlined" color="error" onClick={remove} data-testid="product-delete">
                  {t('productForm.actions.delete')}
                </Button>
              </>
            ) : null}
            <Button
              variant="contained"
              onClick={save}
              disabled={busy}
              aria-disabled={!dirty && !!product}
              data-testid="product-save"
            >
              {busy ? t('form.saving') : t('productForm.actions.save')}
            </Button>
          </>
        )
      }
    >
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('productForm.readOnly')}
        </Alert>
      ) : null}
      <ProductFormProvider value={formContext}>
        {tab === 'general' ? <GeneralTab /> : null}
        {tab === 'vintages' ? <VintagesTab /> : null}
        {tab === 'formats' ? <FormatsTab /> : null}
        {tab === 'composition' ? (
          <CompositionTab boxId={product?.id ?? null} {...(props.api ? { api: props.api } : {})} />
        ) : null}
        {tab === 'label' ? <LabelTab /> : null}
        {tab === 'history' && product ? (
          <HistoryTimeline
            entity="product"
            entityId={product.id}
            vocabulary={vocabulary}
            {...(props.api ? { api: props.api } : {})}
          />
        ) : null}
      </ProductFormProvider>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </DetailPage>
  );
}
