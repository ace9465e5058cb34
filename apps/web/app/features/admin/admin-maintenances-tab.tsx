// spec §4 Maintenance: admins plan a maintenance with its banner (announced ahead) and/or its page (blocks the
// app while it runs); every page polls GET /v1/maintenances.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { browserApi } from '../../lib/api.ts';
import { shopTimeZone } from '../dashboard/time-zone.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import type { AdminMaintenance } from './admin-types.ts';

/** '2026-06-10T20:00' (the browser's local time of a datetime-local input) as an ISO instant. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : '');

export function MaintenancesTab({ rows }: { rows: readonly AdminMaintenance[] }) {
  const { t, i18n } = useTranslation();
  const popup = usePopup();
  const revalidator = useRevalidator();
  const [form, setForm] = useState({ start: '', end: '', banner: true, page: true, message: '' });
  const [sending, setSending] = useState(false);
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
    timeZone: shopTimeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const plan = async (event: React.FormEvent) => {
    event.preventDefault();
    setSending(true);
    const answer = await browserApi.request('POST', '/v1/admin/maintenances', {
      banner: form.banner,
      page: form.page,
      startDate: toInstant(form.start),
      endDate: toInstant(form.end),
      message: form.message.trim() || null,
    });
    setSending(false);
    if (answer.ok) {
      setForm({ start: '', end: '', banner: true, page: true, message: '' });
      await revalidator.revalidate();
    }
  };

  const remove = async (maintenance: AdminMaintenance) => {
    const confirmed = await popup.open({
      title: t('admin.maintenances.confirmRemoveTitle'),
      text: t('admin.maintenances.confirmRemoveText', {
        start: when.format(new Date(maintenance.startDate)),
        end: when.format(new Date(maintenance.endDate)),
      }),
      small: true,
    });
    if (!confirmed) return;
    const answer = await browserApi.request(
      'DELETE',
      `/v1/admin/maintenances/${encodeURIComponent(maintenance.id)}`,
    );
    if (answer.ok) await revalidator.revalidate();
  };

  return (
    <>
      <Paper variant="outlined" sx={{ p: 3, mb: 4 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
          {t('admin.maintenances.plan')}
        </Typography>
        <Box
          component="form"
          onSubmit={plan}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <TextField
            type="datetime-local"
            label={t('admin.maintenances.start')}
            value={form.start}
            onChange={(event) => setForm({ ...form, start: event.target.value })}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'maintenance-start' } }}
          />
          <TextField
            type="datetime-local"
            label={t('admin.maintenances.end')}
            value={form.end}
            onChange={(event) => setForm({ ...form, end: event.target.value })}
            required
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'maintenance-end' } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.banner}
                onChange={(event) => setForm({ ...form, banner: event.target.checked })}
              />
            }
            label={t('admin.maintenances.banner')}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={form.page}
                onChange={(event) => setForm({ ...form, page: event.target.checked })}
              />
            }
            label={t('admin.maintenances.page')}
          />
          <TextField
            label={t('admin.maintenances.message')}
            value={form.message}
            onChange={(event) => setForm({ ...form, message: event.target.value })}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={sending || !form.start || !form.end}>
              {t('admin.maintenances.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 600, mb: 2 }}>
        {t('admin.maintenances.list')}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('admin.maintenances.none')}</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('admin.maintenances.start')}</TableCell>
                <TableCell>{t('admin.maintenances.end')}</TableCell>
                <TableCell>{t('admin.maintenances.modes')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((maintenance) => (
                <TableRow key={maintenance.id} data-testid="admin-maintenance-row">
                  <TableCell>{when.format(new Date(maintenance.startDate))}</TableCell>
                  <TableCell>
                    {when.format(new Date(maintenance.endDate))}
                    {new Date(maintenance.endDate) < new Date() && ` · ${t('admin.maintenances.ended')}`}
                  </TableCell>
                  <TableCell>
                    {[
                      maintenance.banner && t('admin.maintenances.modeBanner'),
                      maintenance.page && t('admin.maintenances.modePage'),
                    ]
                      .filter(Boolean)
                      .join(' + ')}
                  </TableCell>
                  <TableCell align="right">
                    <Button size="small" color="error" onClick={() => void remove(maintenance)}>
                      {t('admin.maintenances.remove')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
