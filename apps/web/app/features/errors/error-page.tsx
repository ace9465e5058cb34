import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** spec §2 Layouts: 'Une erreur est survenue' with a button 'Retour à l'application' that reloads. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Box sx={{ textAlign: 'center' }}>
        <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
          {t('errors.generic')}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('errors.backToApp')}
        </Button>
      </Box>
    </Box>
  );
}
