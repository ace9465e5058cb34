import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { personDisplayName } from '@sarment/domain/identity';
import { useTranslation } from 'react-i18next';
import { useAccessLabel } from '../layout/use-access-label.ts';
import { AdminPager, AdminSearch } from './admin-list-tools.tsx';
import type { AdminData } from './admin-types.ts';

export function UsersTab({ data }: { data: Extract<AdminData, { tab: 'users' }> }) {
  const { t } = useTranslation();
  const label = useAccessLabel();
  return (
    <>
      <AdminSearch tab="users" search={data.search} />
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('admin.users.email')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {t('admin.users.name')}
              </TableCell>
              <TableCell>{t('admin.users.role')}</TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {t('admin.users.shops')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((user) => (
              <TableRow key={user.id} data-testid="admin-user-row">
                <TableCell>{user.email}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {personDisplayName({ ...user, email: null }) || '—'}
                </TableCell>
                <TableCell>{label(`role.${user.role}`)}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {user.shops.map((shop) => `${shop.name} (${label(`role.${shop.role}`)})`).join(', ') || '—'}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <AdminPager tab="users" page={data.page} total={data.total} search={data.search} />
    </>
  );
}
