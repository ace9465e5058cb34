// link=promotions (issue 16): the shop's promotion codes, read from and written to /v1/promo-codes; each code is
// created or changed in a dialog with the spec §5 messages under its fields, and deleted after a confirmation.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { type FieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import { NumberField } from '../kit/number-field.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import {
  describePromoThreshold,
  describePromoValue,
  emptyPromoCodeForm,
  formatParisDay,
  type PromoCode,
  type PromoCodeForm,
  promoCodeBodyOf,
  promoCodeFormErrors,
  promoCodeFormOf,
  renameFields,
} from './promo-code-form.ts';
import { Field } from './settings-parts.tsx';

const RESOURCE = '/v1/promo-codes';

export function PromoCodesTab() {
  const { t } = useTranslation();
  const popup = usePopup();
  const [codes, setCodes] = useState<PromoCode[] | null>(null);
  const [editing, setEditing] = useState<PromoCodeForm | null>(null);

  const load = useCallback(async () => {
    const answer = await browserApi.request<PromoCode[]>('GET', `${RESOURCE}?pageSize=100&sort=code`);
    setCodes(answer.ok ? answer.data : []);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async (code: PromoCode) => {
    const confirmed = await popup.open({
      title: t('settings.promotions.remove'),
      text: t('settings.promotions.removeConfirm', { code: code.code }),
      small: true,
    });
    if (!confirmed) return;
    const answer = await browserApi.request('DELETE', `${RESOURCE}/${encodeURIComponent(code.id)}`);
    if (answer.ok) await load();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography color="text.secondary">{t('settings.promotions.intro')}</Typography>
        <Button variant="contained" onClick={() => setEditing(emptyPromoCodeForm)} sx={{ flexShrink: 0 }}>
          {t('settings.promotions.add')}
        </Button>
      </Box>
      {codes === null ? (
        <Typography>{t('settings.promotions.loading')}</Typography>
      ) : codes.length === 0 ? (
        <Typography>{t('settings.promotions.empty')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {codes.map((code) => (
            <Paper component="li" variant="outlined" key={code.id} sx={{ p: 2 }} data-promo-code={code.code}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 700, mr: 1 }}>{code.code}</Typography>
                <Chip size="small" color="primary" label={describePromoValue(code)} />
                {!code.active && <Chip size="small" label={t('settings.promotions.inactive')} />}
                <Box sx={{ flexGrow: 1 }} />
                <Button size="small" onClick={() => setEditing(promoCodeFormOf(code))}>
                  {t('settings.promotions.edit')}
                </Button>
                <Button size="small" color="error" onClick={() => remove(code)}>
                  {t('settings.remove')}
                </Button>
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[
                  describePromoThreshold(code.threshold),
                  periodText(code, t),
                  t('settings.promotions.usesOf', {
                    uses: code.uses,
                    max: code.maxUses ?? t('settings.promotions.unlimited'),
                  }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Paper>
          ))}
        </Box>
      )}
      {editing && (
        <PromoCodeDialog
          initial={editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            await load();
          }}
        />
      )}
    </Box>
  );
}

function periodText(code: PromoCode, t: TFunction): string {
  const day = (iso: string) => formatParisDay(iso);
  if (code.startsAt && code.endsAt)
    return t('settings.promotions.between', { start: day(code.startsAt), end: day(code.endsAt) });
  if (code.startsAt) return t('settings.promotions.from', { start: day(code.startsAt) });
  if (code.endsAt) return t('settings.promotions.until', { end: day(code.endsAt) });
  return '';
}

function PromoCodeDialog({
  initial,
  onClose,
  onSaved,
}: {
  initial: PromoCodeForm;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const errors = useMemo(() => ({ ...promoCodeFormErrors(form), ...serverErrors }), [form, serverErrors]);
  const shown = (field: string) => (touched || field in serverErrors ? errors[field] : undefined);
  const set = <K extends keyof PromoCodeForm>(key: K, value: PromoCodeForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setServerErrors({});
  };

  const save = async () => {
    setTouched(true);
    if (Object.keys(promoCodeFormErrors(form)).length > 0) return;
    setSaving(true);
    try {
      const body = promoCodeBodyOf(form);
      const answer = form.id
        ? await browserApi.request('PUT', `${RESOURCE}/${encodeURIComponent(form.id)}`, body)
        : await browserApi.request('POST', RESOURCE, body);
      if (answer.ok) await onSaved();
      else setServerErrors(renameFields(serverFieldErrors(answer.status, answer.data)));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="promo-code-dialog-title">
      <DialogTitle id="promo-code-dialog-title">
        {form.id ? t('settings.promotions.editTitle') : t('settings.promotions.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Field
            label={t('settings.promotions.code')}
            value={form.code}
            onChange={(e) => set('code', e.target.value.toUpperCase())}
            error_={shown('code')}
            sx={{ gridColumn: { sm: '1 / -1' } }}
            slotProps={{ htmlInput: { 'aria-label': t('settings.promotions.code') } }}
          />
          <Field
            select
            label={t('settings.promotions.type')}
            value={form.kind}
            onChange={(e) => set('kind', e.target.value as PromoCodeForm['kind'])}
          >
            <MenuItem value="percent">{t('settings.promotions.percent')}</MenuItem>
            <MenuItem value="amount">{t('settings.promotions.amount')}</MenuItem>
          </Field>
          <NumberField
            size="small"
            label={
              form.kind === 'percent'
                ? t('settings.promotions.valuePercent')
                : t('settings.promotions.valueEuros')
            }
            value={form.value}
            onChange={(value) => set('value', value)}
            error_={shown('value')}
          />
          <Field
            select
            label={t('settings.promotions.threshold')}
            value={form.thresholdKind}
            onChange={(e) => set('thresholdKind', e.target.value as PromoCodeForm['thresholdKind'])}
          >
            <MenuItem value="none">{t('settings.promotions.none')}</MenuItem>
            <MenuItem value="productCount">{t('settings.promotions.count')}</MenuItem>
            <MenuItem value="amount">{t('settings.promotions.amountThreshold')}</MenuItem>
          </Field>
          <NumberField
            size="small"
            label={
              form.thresholdKind === 'amount'
                ? t('settings.promotions.thresholdEuros')
                : t('settings.promotions.thresholdBottles')
            }
            disabled={form.thresholdKind === 'none'}
            value={form.thresholdValue}
            onChange={(value) => set('thresholdValue', value)}
            error_={form.thresholdKind === 'none' ? undefined : shown('thresholdValue')}
          />
          <Field
            type="date"
            label={t('settings.promotions.startsOn')}
            value={form.startsOn}
            onChange={(e) => set('startsOn', e.target.value)}
            error_={shown('startsOn')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Field
            type="date"
            label={t('settings.promotions.endsOn')}
            value={form.endsOn}
            onChange={(e) => set('endsOn', e.target.value)}
            error_={shown('endsOn')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <NumberField
            size="small"
            label={t('settings.promotions.maxUses')}
            helperText={t('settings.promotions.maxUsesHelp')}
            value={form.maxUses}
            onChange={(value) => set('maxUses', value)}
            error_={shown('maxUses')}
          />
          <FormControlLabel
            control={<Switch checked={form.active} onChange={(e) => set('active', e.target.checked)} />}
            label={t('settings.active')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('settings.promotions.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {t('settings.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
