// spec §2 mobile bottom bar: the QR code (300 x 300, spec §9) of the shop's contact-form link
// (/auth?id=<shop id>), generated locally by the API (GET /v1/dashboard/contact-form-qr), owner or collaborator.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { shopContactFormPath } from '@sarment/domain/access';
import { layoutPx } from '@sarment/domain/reference';
import { useTranslation } from 'react-i18next';

export const contactQrPath = '/v1/dashboard/contact-form-qr';

export function ContactQrDialog({
  shopId,
  open,
  onClose,
}: {
  shopId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const link =
    typeof window === 'undefined'
      ? shopContactFormPath(shopId)
      : `${window.location.origin}${shopContactFormPath(shopId)}`;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="contact-qr-title">
      <DialogTitle id="contact-qr-title">{t('layout.qr.title')}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{t('layout.qr.text')}</Typography>
        {open && (
          <Box
            component="img"
            src={contactQrPath}
            alt={t('layout.qr.alt')}
            width={layoutPx.qrCodeSize}
            height={layoutPx.qrCodeSize}
            data-testid="contact-qr"
            sx={{ maxWidth: '100%', height: 'auto', display: 'block', mx: 'auto' }}
          />
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, wordBreak: 'break-all' }}>
          {link}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('layout.qr.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
