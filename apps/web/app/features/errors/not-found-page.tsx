import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** spec §2 Layouts and §8: the 404 page reads 'This page could not be found'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: 64, fontWeight: 700, color: 'primary.main' }}>
          404
        </Typography>
        <Typography component="h2" variant="h5" sx={{ mb: 3 }}>
          {t('errors.notFound')}
        </Typography>
        <Button variant="contained" href="/">
          Sarment
        </Button>
      </Box>
    </Box>
  );
}
