// spec §2 image cropper, 500 px high (layoutPx.imageCropperHeight). Loaded only when an image is chosen in the
// shop editor: react-easy-crop never reaches the public pages' bundles.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { layoutPx } from '@sarment/domain/reference';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

export interface CropDialogProps {
  src: string;
  /** width / height of the crop frame (1 for a logo, 3 for a banner...) */
  aspect: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (area: Area) => void;
}

export default function CropDialog(props: CropDialogProps) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Dialog open onClose={props.busy ? undefined : props.onCancel} fullWidth maxWidth="md" scroll="body">
      <DialogTitle>{t('customize.crop.title')}</DialogTitle>
      <DialogContent sx={{ px: { xs: 1, sm: 3 } }}>
        <Box
          data-testid="image-cropper"
          sx={{
            position: 'relative',
            height: layoutPx.imageCropperHeight,
            bgcolor: 'grey.900',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          <Cropper
            image={props.src}
            crop={crop}
            zoom={zoom}
            aspect={props.aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2, px: 1 }}>
          <Typography variant="body2" id="crop-zoom">
            {t('customize.crop.zoom')}
          </Typography>
          <Slider
            aria-labelledby="crop-zoom"
            value={zoom}
            min={1}
            max={3}
            step={0.05}
            onChange={(_, value) => setZoom(value as number)}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel} disabled={props.busy}>
          {t('customize.crop.cancel')}
        </Button>
        <Button
          variant="contained"
          data-testid="crop-confirm"
          disabled={!area || props.busy}
          onClick={() => area && props.onConfirm(area)}
        >
          {props.busy ? t('customize.uploading') : t('customize.crop.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
