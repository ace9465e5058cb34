// Logo, banner and maintenance background: upload (PNG, JPEG, WebP up to 5 MB, checked again by the API) and a
// preview frame of spec §9's image cropper height (500 px).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { layoutPx } from '@sarment/domain/reference';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export function ImageField(props: {
  label: string;
  name: string;
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const answer = await browserApi.request<{ url?: string; message?: string }>(
        'POST',
        '/v1/media/images',
        { data: await readBase64(file) },
      );
      if (answer.ok && answer.data.url) props.onChange(answer.data.url);
      else snackbars.show(answer.data?.message ?? t('customize.uploadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle2">{props.label}</Typography>
      {props.value ? (
        <Box
          sx={{
            maxHeight: layoutPx.imageCropperHeight,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'grey.100',
          }}
        >
          <img
            src={props.value}
            alt={props.label}
            style={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: layoutPx.imageCropperHeight,
              objectFit: 'contain',
              margin: '0 auto',
            }}
          />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" component="label" disabled={busy}>
          {busy ? t('customize.uploading') : t('customize.upload')}
          <input
            hidden
            type="file"
            name={props.name}
            accept="image/png,image/jpeg,image/webp"
            onChange={(e) => upload(e.target.files?.[0])}
          />
        </Button>
        {props.value ? (
          <Button color="error" onClick={() => props.onChange(null)}>
            {t('settings.remove')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
