// /admin?tab=excise (issue 20): the platform admin keeps the dated excise rates (droit and cotisation per duty
// category) the DRM and the cart read; a warning names the categories the current year lacks.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { apiRequest, browserApi } from '../../lib/api.ts';
import { serverFieldErrors } from '../kit/form-errors.ts';
import type { ExciseCoverage, ExciseRate } from './admin-types.ts';

const categories = ['stillWine', 'sparklingWine', 'intermediateReduced', 'intermediate', 'spirits'] as const;
const kinds = ['droit', 'cotisation'] as const;
const bases = ['da', 'ap', 'dap', 'flat'] as const;

type Draft = Omit<ExciseRate, 'id' | 'validTo'> & { id?: string; validTo: string };
const emptyDraft = (): Draft => ({
  category: 'stillWine',
  kind: 'droit',
  basis: 'da',
  rateEuros: '',
  validFrom: `${new Date().getFullYear() + 1}-01-01`,
  validTo: `${new Date().getFullYear() + 1}-12-31`,
});
/** '4.1900' as typed by a person: '4,19'. */
/** '2026-01-01' as dd/mm/yyyy. */
const frenchDay = (day: string) => day.split('-').reverse().join('/');
const frenchRate = (rate: string) => rate.replace(/\.?0+$/, '').replace('.', ',');

export function ExciseRatesTab(props: { rows: readonly ExciseRate[]; coverage: ExciseCoverage | null }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const label = (group: 'categories' | 'kinds' | 'bases', key: string) =>
    t(`admin.exciseRates.${group}.${key}`);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const { id, ...body } = draft;
    const answer = await apiRequest<{ message?: string }>(
      browserApi,
      id ? 'PUT' : 'POST',
      id ? `/v1/admin/excise-rates/${encodeURIComponent(id)}` : '/v1/admin/excise-rates',
      { ...body, validTo: body.validTo || null },
    );
    if (!answer.ok) {
      setErrors(serverFieldErrors(answer.status, answer.data));
      return setMessage(answer.data?.message ?? 'Une erreur est survenue');
    }
    setErrors({});
    setMessage(null);
    setDraft(emptyDraft());
    await revalidator.revalidate();
  }

  async function remove(rate: ExciseRate) {
    const answer = await apiRequest(
      browserApi,
      'DELETE',
      `/v1/admin/excise-rates/${encodeURIComponent(rate.id)}`,
    );
    if (answer.ok) await revalidator.revalidate();
  }

  const select = <K extends 'category' | 'kind' | 'basis'>(
    key: K,
    values: readonly Draft[K][],
    group: 'categories' | 'kinds' | 'bases',
  ) => (
    <TextField
      select
      size="small"
      label={t(`admin.exciseRates.${key}`)}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value as Draft[K])}
    >
      {values.map((value) => (
        <MenuItem key={value} value={value}>
          {label(group, value)}
        </MenuItem>
      ))}
    </TextField>
  );
  const missing = props.coverage?.missing ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="admin-excise">
      <Typography color="text.secondary">{t('admin.exciseRates.intro')}</Typography>
      {props.coverage && missing.length > 0 ? (
        <Alert severity="warning">
          {t('admin.exciseRates.missing', {
            year: props.coverage.year,
            categories: missing.map((category) => label('categories', category)).join(', '),
          })}
        </Alert>
      ) : null}
      <Paper variant="outlined" component="form" onSubmit={save} sx={{ p: 2, display: 'grid', gap: 2 }}>
        {message ? <Alert severity="error">{message}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {select('category', categories, 'categories')}
          {select('kind', kinds, 'kinds')}
          {select('basis', bases, 'bases')}
          <TextField
            size="small"
            label={t('admin.exciseRates.rate')}
            value={draft.rateEuros}
            onChange={(event) => set('rateEuros', event.target.value)}
            error={!!errors.rateEuros}
            helperText={errors.rateEuros}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'excise-rate' } }}
          />
          {(['validFrom', 'validTo'] as const).map((key) => (
            <TextField
              key={key}
              size="small"
              type="date"
              label={t(`admin.exciseRates.${key}`)}
              value={draft[key]}
              onChange={(event) => set(key, event.target.value)}
              error={!!errors[key]}
              helperText={errors[key]}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          {draft.id ? (
            <Button onClick={() => setDraft(emptyDraft())}>{t('admin.exciseRates.cancel')}</Button>
          ) : null}
          <Button type="submit" variant="contained" data-testid="excise-save">
            {t(draft.id ? 'admin.exciseRates.save' : 'admin.exciseRates.add')}
          </Button>
        </Box>
      </Paper>
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {(['validFrom', 'validTo', 'category', 'kind', 'rate', 'basis'] as const).map((key) => (
                <TableCell key={key}>{t(`admin.exciseRates.${key}`)}</TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((rate) => (
              <TableRow key={rate.id} data-testid="excise-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{frenchDay(rate.validFrom)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {rate.validTo ? frenchDay(rate.validTo) : '—'}
                </TableCell>
                <TableCell>{label('categories', rate.category)}</TableCell>
                <TableCell>{label('kinds', rate.kind)}</TableCell>
                <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {frenchRate(rate.rateEuros)}
                </TableCell>
                <TableCell>{label('bases', rate.basis)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    onClick={() =>
                      setDraft({
                        ...rate,
                        rateEuros: frenchRate(rate.rateEuros),
                        validTo: rate.validTo ?? '',
                      })
                    }
                  >
                    {t('admin.exciseRates.edit')}
                  </Button>
                  <Button size="small" color="error" onClick={() => void remove(rate)}>
                    {t('admin.exciseRates.remove')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
