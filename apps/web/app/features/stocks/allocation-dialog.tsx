// The form of one stock allocation (POST / PUT /v1/allocations): the wine (product, vintage, format), who it
// is for (a client, an agent's clients or a market), the quantity and an optional last day. Its answer's French
// errors show under their fields; leaving with unsaved changes asks first.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import type { StaffProduct } from '../catalogue/product-list.tsx';
import { serverFieldErrors } from '../kit/form-errors.ts';
import { NumberField } from '../kit/number-field.tsx';
import { UnsavedChangesGuard } from '../kit/unsaved-changes-guard.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import type { StockAllocation, StockAllocationBody } from './stock-types.ts';

type Kind = StockAllocationBody['target']['kind'];
export interface Choice {
  id: string;
  name: string;
}
/** The beneficiaries the form offers: the shop's agents and markets (typologies); clients are searched. */
export interface AllocationChoices {
  agents: Choice[];
  markets: Choice[];
}

interface Draft {
  product: Choice | null;
  vintageId: string;
  formatId: string;
  kind: Kind;
  target: Choice | null;
  quantity: number | null;
  endsOn: string;
  note: string;
}

const draftOf = (allocation: StockAllocation | null): Draft => ({
  product: allocation ? allocation.product : null,
  vintageId: allocation?.vintage?.id ?? '',
  formatId: allocation?.format.id ?? '',
  kind: allocation?.target.kind ?? 'client',
  target: allocation ? { id: allocation.target.id, name: allocation.target.name } : null,
  quantity: allocation?.quantity ?? null,
  endsOn: allocation?.endsOn ?? '',
  note: allocation?.note ?? '',
});

function useSearch<T>(path: (search: string) => string, initial: T[], enabled: boolean) {
  const [search, setSearch] = useState('');
  const [options, setOptions] = useState<T[]>(initial);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(async () => {
      const answer = await apiGet<T[]>(browserApi, path(search.trim()));
      if (answer.ok && Array.isArray(answer.data)) setOptions(answer.data);
    }, 250);
    return () => clearTimeout(timer);
  }, [search, enabled, path]);
  return { options, setSearch };
}

const productsPath = (search: string) =>
  `/v1/products?pageSize=50&sort=name${search ? `&search=${encodeURIComponent(search)}` : ''}`;
const clientsPath = (search: string) =>
  `/v1/clients?pageSize=50&sort=name${search ? `&search=${encodeURIComponent(search)}` : ''}`;

export function AllocationDialog(props: {
  allocation: StockAllocation | null;
  choices: AllocationChoices;
  canWrite: boolean;
  onClose: (result: 'saved' | 'removed' | null) => void;
}) {
  const { t } = useTranslation();
  const popup = usePopup();
  const [initial] = useState(() => draftOf(props.allocation));
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const products = useSearch<StaffProduct>(productsPath, [], true);
  const clients = useSearch<{ id: string; displayName: string }>(clientsPath, [], draft.kind === 'client');
  const chosen = products.options.find((p) => p.id === draft.product?.id);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: string) => `stocks.allocations.${key}`;

  const choose = (product: StaffProduct | null) =>
    setDraft((current) => ({
      ...current,
      product: product ? { id: product.id, name: product.name } : null,
      vintageId: product?.vintages[0]?.id ?? '',
      formatId: product?.formats[0]?.id ?? '',
    }));

  function check(): boolean {
    const found: Record<string, string> = {};
    if (!draft.product) found.product = t(text('required'));
    if (draft.product && !draft.formatId) found['format.id'] = t(text('required'));
    if (!draft.target) found['target.id'] = t(text('required'));
    if (draft.quantity === null || !Number.isInteger(draft.quantity) || draft.quantity <= 0)
      found.quantity = t(text('positive'));
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  async function save() {
    if (!check() || !draft.product || !draft.target || draft.quantity === null) return;
    const body: StockAllocationBody = {
      ...(props.allocation ? { id: props.allocation.id } : {}),
      product: { id: draft.product.id },
      format: { id: draft.formatId },
      vintage: draft.vintageId ? { id: draft.vintageId } : null,
      target: { kind: draft.kind, id: draft.target.id },
      quantity: draft.quantity,
      endsOn: draft.endsOn || null,
      note: draft.note || null,
    };
    setBusy(true);
    const path = props.allocation
      ? `/v1/allocations/${encodeURIComponent(props.allocation.id)}`
      : '/v1/allocations';
    const answer = await apiRequest<{ message?: string }>(
      browserApi,
      props.allocation ? 'PUT' : 'POST',
      path,
      body,
    );
    setBusy(false);
    if (!answer.ok) {
      setErrors(serverFieldErrors(answer.status, answer.data));
      return setMessage(answer.data?.message ?? 'Une erreur est survenue');
    }
    setDraft(initial);
    props.onClose('saved');
  }

  async function remove() {
    if (!props.allocation) return;
    const label = t(text('remove'));
    if (
      !(await popup.open({ title: label, text: t(text('removeConfirm')), confirmLabel: label, small: true }))
    )
      return;
    setBusy(true);
    const answer = await apiRequest<{ message?: string }>(
      browserApi,
      'DELETE',
      `/v1/allocations/${encodeURIComponent(props.allocation.id)}`,
    );
    setBusy(false);
    if (!answer.ok) return setMessage(answer.data?.message ?? 'Une erreur est survenue');
    props.onClose('removed');
  }

  const targetOptions: Choice[] =
    draft.kind === 'client'
      ? clients.options.map((client) => ({ id: client.id, name: client.displayName }))
      : draft.kind === 'agent'
        ? props.choices.agents
        : props.choices.markets;
  const productOptions: Choice[] = products.options.map((p) => ({ id: p.id, name: p.name }));
  const readOnly = !props.canWrite;

  return (
    <Dialog open onClose={() => props.onClose(null)} fullWidth maxWidth="sm" data-testid="allocation-dialog">
      <UnsavedChangesGuard dirty={dirty} />
      <DialogTitle>{t(text(props.allocation ? 'edit' : 'create'))}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {message ? <Alert severity="error">{message}</Alert> : null}
        <Autocomplete
          options={
            draft.product && !productOptions.some((p) => p.id === draft.product?.id)
              ? [draft.product, ...productOptions]
              : productOptions
          }
          value={draft.product}
          disabled={readOnly || (props.allocation?.consumed ?? 0) > 0}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_event, value) => choose(products.options.find((p) => p.id === value?.id) ?? null)}
          onInputChange={(_event, value) => products.setSearch(value)}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={t(text('product'))}
              error={!!errors.product}
              helperText={errors.product}
              slotProps={{
                ...params.slotProps,
                htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'allocation-product' },
              }}
            />
          )}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            select
            size="small"
            label={t(text('vintage'))}
            value={draft.vintageId}
            disabled={readOnly || !chosen || chosen.vintages.length === 0}
            onChange={(event) => set('vintageId', event.target.value)}
          >
            {(chosen?.vintages ?? (props.allocation?.vintage ? [props.allocation.vintage] : [])).map((v) => (
              <MenuItem key={v.id} value={v.id}>
                {v.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t(text('format'))}
            value={draft.formatId}
            disabled={readOnly || !chosen}
            error={!!errors['format.id']}
            helperText={errors['format.id']}
            onChange={(event) => set('formatId', event.target.value)}
          >
            {(chosen?.formats ?? (props.allocation ? [props.allocation.format] : [])).map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
          <TextField
            select
            size="small"
            label={t(text('kind'))}
            value={draft.kind}
            disabled={readOnly}
            onChange={(event) => setDraft((d) => ({ ...d, kind: event.target.value as Kind, target: null }))}
            slotProps={{ htmlInput: { 'data-testid': 'allocation-kind' } }}
          >
            {(['client', 'agent', 'market'] as const).map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(text(`kinds.${kind}`))}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            options={targetOptions}
            value={draft.target}
            disabled={readOnly}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, value) => set('target', value)}
            onInputChange={(_event, value) => {
              if (draft.kind === 'client') clients.setSearch(value);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                size="small"
                label={t(text('target'))}
                error={!!errors['target.id']}
                helperText={errors['target.id']}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'allocation-target' },
                }}
              />
            )}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <NumberField
            label={t(text('quantity'))}
            value={draft.quantity}
            disabled={readOnly}
            onChange={(value) => set('quantity', value)}
            error_={errors.quantity}
            slotProps={{ htmlInput: { 'data-testid': 'allocation-quantity' } }}
          />
          <TextField
            size="small"
            type="date"
            label={t(text('endsOn'))}
            value={draft.endsOn}
            disabled={readOnly}
            onChange={(event) => set('endsOn', event.target.value)}
            error={!!errors.endsOn}
            helperText={errors.endsOn ?? t(text('endsOnHelp'))}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'allocation-endsOn' } }}
          />
        </Box>
        <TextField
          size="small"
          label={t(text('note'))}
          value={draft.note}
          disabled={readOnly}
          onChange={(event) => set('note', event.target.value)}
          error={!!errors.note}
          helperText={errors.note}
          multiline
          minRows={2}
        />
      </DialogContent>
      <DialogActions>
        {props.allocation && props.canWrite ? (
          <Button color="error" onClick={() => void remove()} disabled={busy} sx={{ mr: 'auto' }}>
            {t(text('remove'))}
          </Button>
        ) : null}
        <Button onClick={() => props.onClose(null)}>{t(text('cancel'))}</Button>
        {props.canWrite ? (
          <Button
            variant="contained"
            onClick={() => void save()}
            disabled={busy}
            data-testid="allocation-save"
          >
            {t(text('save'))}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
