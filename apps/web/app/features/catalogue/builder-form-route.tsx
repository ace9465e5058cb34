// spec §2 /shops/:id/builders/:builder (owner, iam): one box builder, a mixed case buyers compose (issue 16):
// its name, size, price rule (the chosen bottles' prices less a discount, or a fixed price), the bottles and
// formats offered with a maximum and a supplement each, visuals. `new` creates one.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link as RouterLink, useNavigate } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { type ApiClient, apiGet, browserApi } from '../../lib/api.ts';
import { type FieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { NumberField } from '../kit/number-field.tsx';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/builder-form-route';
import {
  type BottleChoice,
  type Builder,
  type BuilderDraft,
  bottleChoicesPath,
  builderApiPath,
  builderErrors,
  builderPagePath,
  draftOf,
  emptyBuilder,
  type OfferDraft,
} from './builder-draft.ts';
import * as buildersTexts from './builders-i18n.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const isNew = params.builder === 'new';
  const [builder, bottles] = await Promise.all([
    isNew ? null : apiGet<Builder>(context.api, builderApiPath(params.id, params.builder)),
    apiGet<BottleChoice[]>(context.api, bottleChoicesPath(params.id)),
  ]);
  if (builder && !builder.ok) throw data(null, { status: builder.status === 422 ? 422 : 404 });
  if (!bottles.ok) throw data(null, { status: bottles.status === 422 ? 422 : 404 });
  return { builder: builder?.data ?? null, bottles: bottles.data };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.builder?.name ?? 'Nouveau coffret à composer'} — Sarment` }];
}

export default function BuilderFormRoute({ loaderData, params }: Route.ComponentProps) {
  useTexts({ builders: buildersTexts, form: formTexts });
  return (
    <BuilderForm
      key={params.builder}
      shopId={params.id}
      builder={loaderData.builder}
      bottles={loaderData.bottles}
    />
  );
}

export function BuilderForm(props: {
  shopId: string;
  builder: Builder | null;
  bottles: BottleChoice[];
  api?: ApiClient;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const snackbars = useSnackbar();
  const popup = usePopup();
  const api = props.api ?? browserApi;
  const [builder, setBuilder] = useState(props.builder);
  const initial = useMemo(() => (props.builder ? draftOf(props.builder) : emptyBuilder()), [props.builder]);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const guard = useUnsavedGuard(dirty);
  const clientErrors = useMemo(() => builderErrors(draft), [draft]);
  const errors: FieldErrors = { ...(attempted || dirty ? clientErrors : {}), ...serverErrors };
  const update = (change: Partial<BuilderDraft>) => {
    setDraft((old) => ({ ...old, ...change }));
    setServerErrors({});
  };
  const setOffer = (index: number, change: Partial<OfferDraft>) =>
    update({ products: draft.products.map((offer, i) => (i === index ? { ...offer, ...change } : offer)) });

  const save = async () => {
    setAttempted(true);
    const first = Object.values(clientErrors)[0];
    if (first !== undefined) {
      snackbars.show(first, 'error');
      return;
    }
    setBusy(true);
    try {
      const answer = builder
        ? await api.request<Builder>('PUT', builderApiPath(props.shopId, builder.id), draft)
        : await api.request<Builder>('POST', builderApiPath(props.shopId), draft);
      if (!answer.ok) {
        // the message shows through the global response handling; its fields are marked here
        setServerErrors(serverFieldErrors(answer.status, answer.data));
        return;
      }
      snackbars.show(t(builder ? 'builders.form.saved' : 'builders.form.created'), 'success');
      if (!builder) {
        guard.release();
        navigate(builderPagePath(props.shopId, answer.data.id), { replace: true });
        return;
      }
      const next = draftOf(answer.data);
      setBuilder(answer.data);
      setSaved(next);
      setDraft(next);
      setAttempted(false);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!builder) return;
    const confirmed = await popup.open({
      title: t('builders.form.deleteTitle'),
      text: t('builders.form.deleteText', { name: builder.name }),
      confirmLabel: t('builders.form.delete'),
    });
    if (!confirmed) return;
    const answer = await api.request<null>('DELETE', builderApiPath(props.shopId, builder.id));
    if (!answer.ok) return;
    snackbars.show(t('builders.form.deleted'), 'success');
    guard.release();
    navigate(builderPagePath(props.shopId));
  };

  const addOffer = () => {
    const bottle = props.bottles.find((b) => b.formats.length > 0);
    const format = bottle?.formats[0];
    if (!bottle || !format) return;
    update({ products: [...draft.products, { product: bottle, format, maxQuantity: null, supplement: 0 }] });
  };

  return (
    <Box
      sx={{
        p: { xs: 2, md: 4 },
        maxWidth: 960,
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {builder?.name ?? (draft.name || t('builders.form.newTitle'))}
        </Typography>
        <Button component={RouterLink} to={builderPagePath(props.shopId)}>
          {t('builders.form.back')}
        </Button>
        {builder ? (
          <Button variant="outlined" color="error" onClick={remove} data-testid="builder-delete">
            {t('builders.form.delete')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={save} disabled={busy} data-testid="builder-save">
          {t('builders.form.save')}
        </Button>
      </Box>
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <TextField
          size="small"
          name="name"
          label={t('builders.form.name')}
          value={draft.name}
          error={!!errors.name}
          helperText={errors.name}
          onChange={(e) => update({ name: e.target.value })}
        />
        <NumberField
          size="small"
          name="size"
          label={t('builders.form.size')}
          value={draft.size}
          error_={errors.size}
          onChange={(size) => update({ size: size as number })}
        />
        <TextField
          select
          size="small"
          name="priceKind"
          label={t('builders.form.priceKind')}
          value={draft.priceKind}
          onChange={(e) => update({ priceKind: e.target.value as BuilderDraft['priceKind'] })}
        >
          {(['sum', 'fixed'] as const).map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`builders.form.priceKinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {draft.priceKind === 'sum' ? (
          <NumberField
            size="small"
            name="discountPercent"
            label={t('builders.form.discountPercent')}
            value={draft.discountPercent}
            error_={errors.discountPercent}
            onChange={(discountPercent) => update({ discountPercent })}
          />
        ) : (
          <NumberField
            size="small"
            name="fixedPrice"
            label={t('builders.form.fixedPrice')}
            decimals={2}
            value={draft.fixedPrice}
            error_={errors.fixedPrice}
            onChange={(fixedPrice) => update({ fixedPrice })}
          />
        )}
        <TextField
          size="small"
          multiline
          minRows={2}
          name="description"
          label={t('builders.form.description')}
          value={draft.description ?? ''}
          error={!!errors.description}
          helperText={errors.description}
          onChange={(e) => update({ description: e.target.value === '' ? null : e.target.value })}
          sx={{ gridColumn: { md: '1 / -1' } }}
        />
        <TextField
          size="small"
          name="visuals"
          label={t('builders.form.visuals')}
          defaultValue={draft.visuals.join(', ')}
          onBlur={(e) =>
            update({
              visuals: e.target.value
                .split(',')
                .map((v) => v.trim())
                .filter(Boolean),
            })
          }
        />
        <FormControlLabel
          control={
            <Switch
              name="active"
              checked={draft.active}
              onChange={(e) => update({ active: e.target.checked })}
            />
          }
          label={t('builders.form.active')}
        />
      </Paper>
      <Typography variant="h6" component="h2">
        {t('builders.form.products')}
      </Typography>
      {errors.products ? (
        <Typography color="error" data-testid="builder-products-error">
          {errors.products}
        </Typography>
      ) : null}
      {draft.products.map((offer, index) => (
        <OfferRow
          // biome-ignore lint/suspicious/noArrayIndexKey: an offer's place is its identity while it is edited
          key={index}
          index={index}
          offer={offer}
          bottles={props.bottles}
          errors={errors}
          optionsLink={builder ? builderPagePath(props.shopId, builder.id, offer.product.id) : null}
          onChange={(change) => setOffer(index, change)}
          onRemove={() => update({ products: draft.products.filter((_, i) => i !== index) })}
        />
      ))}
      <Box>
        <Button variant="outlined" onClick={addOffer} data-testid="builder-add-product">
          {t('builders.form.addProduct')}
        </Button>
      </Box>
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Box>
  );
}

function OfferRow(props: {
  index: number;
  offer: OfferDraft;
  bottles: BottleChoice[];
  errors: FieldErrors;
  optionsLink: string | null;
  onChange: (change: Partial<OfferDraft>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { offer, index, errors } = props;
  const path = `products.${index}`;
  const known = props.bottles.some((b) => b.id === offer.product.id);
  // a bottle offered before but not among the first 100 stays listed under its saved name
  const bottles = known
    ? props.bottles
    : [
        ...props.bottles,
        {
          id: offer.product.id,
          name: offer.product.name ?? offer.product.id,
          formats: [{ id: offer.format.id, name: offer.format.name ?? offer.format.id }],
        },
      ];
  const bottle = bottles.find((b) => b.id === offer.product.id);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="builder-offer">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 1fr auto auto' },
        }}
      >
        <TextField
          select
          size="small"
          name={`${path}.product`}
          label={t('builders.form.product')}
          value={offer.product.id}
          error={!!errors[`${path}.product`]}
          helperText={errors[`${path}.product`]}
          onChange={(e) => {
            const next = bottles.find((b) => b.id === e.target.value);
            const format = next?.formats[0];
            if (next && format) props.onChange({ product: next, format });
          }}
        >
          {bottles.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          name={`${path}.format`}
          label={t('builders.form.format')}
          value={offer.format.id}
          error={!!errors[`${path}.format`]}
          helperText={errors[`${path}.format`]}
          onChange={(e) => {
            const format = bottle?.formats.find((f) => f.id === e.target.value);
            if (format) props.onChange({ format });
          }}
        >
          {(bottle?.formats ?? []).map((f) => (
            <MenuItem key={f.id} value={f.id}>
              {f.name}
            </MenuItem>
          ))}
        </TextField>
        <NumberField
          size="small"
          name={`${path}.maxQuantity`}
          label={t('builders.form.maxQuantity')}
          value={offer.maxQuantity}
          error_={errors[`${path}.maxQuantity`]}
          onChange={(maxQuantity) => props.onChange({ maxQuantity })}
        />
        <NumberField
          size="small"
          name={`${path}.supplement`}
          label={t('builders.form.supplement')}
          decimals={2}
          value={offer.supplement}
          error_={errors[`${path}.supplement`]}
          onChange={(supplement) => props.onChange({ supplement: supplement ?? 0 })}
        />
        {props.optionsLink ? (
          <Button component={RouterLink} to={props.optionsLink}>
            {t('builders.form.options')}
          </Button>
        ) : null}
        <Button color="error" onClick={props.onRemove}>
          {t('builders.form.remove')}
        </Button>
      </Box>
    </Paper>
  );
}
