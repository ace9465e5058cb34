import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Form, Link as RouterLink } from 'react-router';
import { adminPageSize } from './admin-types.ts';

/** A GET form: the search travels in the query, like the tab. */
export function AdminSearch({ tab, search }: { tab: string; search: string }) {
  const { t } = useTranslation();
  return (
    <Box component={Form} method="get" sx={{ display: 'flex', gap: 1, mb: 2 }}>
      <input type="hidden" name="tab" value={tab} />
      <TextField
        size="small"
        name="search"
        defaultValue={search}
        label={t('admin.search')}
        sx={{ flex: 1, maxWidth: 360 }}
      />
      <Button type="submit" variant="outlined">
        {t('admin.search')}
      </Button>
    </Box>
  );
}

export function AdminPager({
  tab,
  page,
  total,
  search = '',
}: {
  tab: string;
  page: number;
  total: number;
  search?: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / adminPageSize));
  const link = (target: number) =>
    `/admin?${new URLSearchParams({ tab, page: String(target), ...(search ? { search } : {}) })}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {t('admin.total', { count: total })}
      </Typography>
      <Button component={RouterLink} to={link(page - 1)} disabled={page <= 1} size="small">
        {t('admin.previous')}
      </Button>
      <Typography variant="body2">
        {page} / {pages}
      </Typography>
      <Button component={RouterLink} to={link(page + 1)} disabled={page >= pages} size="small">
        {t('admin.next')}
      </Button>
    </Box>
  );
}
