// spec §2 /shops/:id/builders/:builder/:product (owner, iam): one bottle's options within a box builder (issue
// 16): which of its formats the buyer may choose, the maximum of each in the case and its supplement per bottle.
// Saving sends the whole builder back (PUT), its other bottles unchanged.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { type ApiClient, apiGet, browserApi } from '../../lib/api.ts';
import { type FieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import * as formTexts from '../kit/form-i18n.ts';
import { NumberField } from '../kit/number-field.tsx';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/builder-product-route';
import {
  type BottleChoice,
  type Builder,
  bottleChoicesPath,
  builderApiPath,
  builderErrors,
  builderPagePath,
  draftOf,
  type OfferDraft,
} from './builder-draft.ts';
import * as buildersTexts from './builders-i18n.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const [builder, bottles] = await Promise.all([
    apiGet<Builder>(context.api, builderApiPath(params.id, params.builder)),
    apiGet<BottleChoice[]>(context.api, bottleChoicesPath(params.id)),
  ]);
  if (!builder.ok) throw data(null, { status: builder.status === 422 ? 422 : 404 });
  const offered = builder.data.products.filter((offer) => offer.product.id === params.product);
  const bottle = (bottles.ok ? bottles.data : []).find((b) => b.id === params.product);
  // a bottle the builder does not offer and the shop does not sell: nothing to edit here
  if (!bottle && offered.length === 0) throw data(null, { status: 404 });
  return {
    builder: builder.data,
    bottle: bottle ?? {
      id: params.product,
      name: offered[0]?.product.name ?? params.product,
      formats: offered.map((offer) => offer.format),
    },
  };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.bottle.name ?? 'Produit'} — ${loaded?.builder.name ?? 'Coffret'} — Sarment` }];
}

export default function BuilderProductRoute({ loaderData, params }: Route.ComponentProps) {
  useTexts({ builders: buildersTexts, form: formTexts });
  return (
    <BuilderProductForm
      key={`${params.builder}/${params.product}`}
      shopId={params.id}
      builder={loaderData.builder}
      bottle={loaderData.bottle}
    />
  );
}

interface FormatOption {
  formatId: string;
  name: string;
  offered: boolean;
  maxQuantity: number | null;
  supplement: number | null;
}

/** Each format of the bottle: offered in the builder or not, its maximum and supplement there. */
function optionsOf(bottle: BottleChoice, builder: Builder): FormatOption[] {
  return bottle.formats.map((format) => {
    const offer = builder.products.find((o) => o.product.id === bottle.id && o.format.id === format.id);
    return {
      formatId: format.id,
      name: format.name,
      offered: !!offer,
      maxQuantity: offer?.maxQuantity ?? null,
      supplement: offer?.supplement ?? 0,
    };
  });
}

export function BuilderProductForm(props: {
  shopId: string;
  builder: Builder;
  bottle: BottleChoice;
  api?: ApiClient;
}) {
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const api = props.api ?? browserApi;
  const [builder, setBuilder] = useState(props.builder);
  const initial = useMemo(() => optionsOf(props.bottle, props.builder), [props.bottle, props.builder]);
  const [saved, setSaved] = useState(initial);
  const [options, setOptions] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(options) !== JSON.stringify(saved);
  const guard = useUnsavedGuard(dirty);
  const set = (index: number, change: Partial<FormatOption>) => {
    setOptions((list) => list.map((option, i) => (i === index ? { ...option, ...change } : option)));
    setErrors({});
  };

  /** The builder's body with this bottle's offers as the page says, the other bottles' as they were. */
  const bodyOf = () => {
    const draft = draftOf(builder);
    const others = draft.products.filter((offer) => offer.product.id !== props.bottle.id);
    const mine: OfferDraft[] = options
      .filter((option) => option.offered)
      .map((option) => ({
        product: { id: props.bottle.id },
        format: { id: option.formatId },
        maxQuantity: option.maxQuantity,
        supplement: option.supplement ?? 0,
      }));
    return { ...draft, products: [...others, ...mine] };
  };
  // the builder's own messages, moved from its products' paths to this page's formats
  const messagesOf = (all: FieldErrors, products: OfferDraft[]): FieldErrors =>
    Object.fromEntries(
      Object.entries(all).flatMap(([path, message]) => {
        const match = /^products\.(\d+)\.(\w+)$/.exec(path);
        const offer = match ? products[Number(match[1])] : undefined;
        if (offer?.product.id === props.bottle.id) return [[`${offer.format.id}.${match?.[2]}`, message]];
        return path === 'products' ? [['products', message]] : [];
      }),
    );

  const save = async () => {
    const body = bodyOf();
    const problems = messagesOf(builderErrors(body), body.products);
    const first = Object.values(builderErrors(body))[0];
    if (first !== undefined) {
      setErrors(problems);
      snackbars.show(first, 'error');
      return;
    }
    setBusy(true);
    try {
      const answer = await api.request<Builder>('PUT', builderApiPath(props.shopId, builder.id), body);
      if (!answer.ok) {
        setErrors(messagesOf(serverFieldErrors(answer.status, answer.data), body.products));
        return;
      }
      snackbars.show(t('builders.form.saved'), 'success');
      const next = optionsOf(props.bottle, answer.data);
      setBuilder(answer.data);
      setSaved(next);
      setOptions(next);
    } finally {
      setBusy(false);
    }
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
          {t('builders.product.title', { product: props.bottle.name, builder: builder.name })}
        </Typography>
        <Button component={RouterLink} to={builderPagePath(props.shopId, builder.id)}>
          {t('builders.form.backToBuilder')}
        </Button>
        <Button variant="contained" onClick={save} disabled={busy} data-testid="builder-product-save">
          {t('builders.form.save')}
        </Button>
      </Box>
      <Typography color="text.secondary">{t('builders.product.intro')}</Typography>
      {errors.products ? <Typography color="error">{errors.products}</Typography> : null}
      {options.map((option, index) => (
        <Paper key={option.formatId} variant="outlined" sx={{ p: 2 }} data-testid="builder-product-format">
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'center',
              gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
            }}
          >
            <FormControlLabel
              control={
                <Switch
                  name={`${option.formatId}.offered`}
                  checked={option.offered}
                  onChange={(e) => set(index, { offered: e.target.checked })}
                />
              }
              label={option.name}
            />
            <NumberField
              size="small"
              name={`${option.formatId}.maxQuantity`}
              label={t('builders.form.maxQuantity')}
              value={option.maxQuantity}
              disabled={!option.offered}
              error_={errors[`${option.formatId}.maxQuantity`]}
              onChange={(maxQuantity) => set(index, { maxQuantity })}
            />
            <NumberField
              size="small"
              name={`${option.formatId}.supplement`}
              label={t('builders.form.supplement')}
              decimals={2}
              value={option.supplement}
              disabled={!option.offered}
              error_={errors[`${option.formatId}.supplement`]}
              onChange={(supplement) => set(index, { supplement })}
            />
          </Box>
        </Paper>
      ))}
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Box>
  );
}
