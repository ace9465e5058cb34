import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shopTimeZone } from '../dashboard/time-zone.ts';
import { AdminPager } from './admin-list-tools.tsx';
import type { AdminData } from './admin-types.ts';

/** The e-mails the platform queued (GET /v1/admin/outbox, the identity area's endpoint). */
export function OutboxTab({ data }: { data: Extract<AdminData, { tab: 'outbox' }> }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
    timeZone: shopTimeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  });
  if (data.rows === null) return <Alert severity="info">{t('admin.outbox.unavailable')}</Alert>;
  if (data.rows.length === 0)
    return <Typography color="text.secondary">{t('admin.outbox.empty')}</Typography>;
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.outbox.createdAt')}</TableCell>
              <TableCell>{t('admin.outbox.to')}</TableCell>
              <TableCell>{t('admin.outbox.subject')}</TableCell>
              <TableCell>{t('admin.outbox.state')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((mail) => (
              <TableRow key={mail.id}>
                <TableCell>{when.format(new Date(mail.createdAt))}</TableCell>
                <TableCell>{mail.to}</TableCell>
                <TableCell>{mail.subject}</TableCell>
                <TableCell>
                  {mail.sentAt
                    ? t('admin.outbox.sent')
                    : mail.error
                      ? t('admin.outbox.failed')
                      : t('admin.outbox.waiting')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <AdminPager tab="outbox" page={data.page} total={data.total} />
    </>
  );
}
