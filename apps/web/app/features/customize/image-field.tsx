// Logo, banner and maintenance background: choose a file, crop it in the spec §2 image cropper (500 px high),
// upload the cropped result (PNG, JPEG or WebP up to 5 MB, checked again, resized and re-encoded by the API)
// and preview it.
// The cropper dialog is lazy: react-easy-crop loads when a file is chosen.

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { imageUploadAnswer } from '@sarment/api';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../../lib/api.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import { cropToDataUrl } from './crop-image.ts';

const CropDialog = lazy(() => import('./crop-dialog.tsx'));

/** What the image is for: the API's resize width, the crop frame and the encoding sent. */
export const imageKinds = {
  logo: { purpose: 'logo', aspect: 1, maxWidth: 600, type: 'image/png' },
  banner: { purpose: 'banner', aspect: 3, maxWidth: 2000, type: 'image/jpeg' },
  background: { purpose: 'background', aspect: 16 / 9, maxWidth: 2000, type: 'image/jpeg' },
  // a product's visual (issue 16): portrait, transparent background kept until the API's WebP
  product: { purpose: 'page', aspect: 3 / 4, maxWidth: 900, type: 'image/png' },
} as const;

const acceptedTypes = ['image/png', 'image/jpeg', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

export function ImageField(props: {
  label: string;
  name: string;
  kind: keyof typeof imageKinds;
  value: string | null;
  onChange: (url: string | null) => void;
}) {
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const kind = imageKinds[props.kind];
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => void (chosen && URL.revokeObjectURL(chosen)), [chosen]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    // the API's messages, before the cropper opens on a file it cannot use
    if (!acceptedTypes.includes(file.type)) return snackbars.show(t('customize.crop.notAnImage'), 'error');
    if (file.size > MAX_BYTES) return snackbars.show(t('customize.crop.tooLarge'), 'error');
    setChosen(URL.createObjectURL(file));
  };
  const upload = async (area: Area) => {
    if (!chosen) return;
    setBusy(true);
    try {
      const data = await cropToDataUrl(chosen, area, kind.maxWidth, kind.type);
      const answer = await browserApi.request<z.output<typeof imageUploadAnswer>>(
        'POST',
        `/v1/media/images?purpose=${kind.purpose}`,
        { data },
      );
      // a refusal's message shows through the global response handling (snackbar/response-feedback.ts)
      if (answer.ok && answer.data.url) {
        props.onChange(answer.data.url);
        setChosen(null);
      }
    } catch {
      snackbars.show(t('customize.uploadFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle2">{props.label}</Typography>
      {props.value ? (
        <Box
          sx={{
            maxHeight: 160,
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
              maxHeight: 160,
              objectFit: 'contain',
              margin: '0 auto',
            }}
          />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" component="label" disabled={busy}>
          {t('customize.upload')}
          <input
            hidden
            type="file"
            name={props.name}
            accept={acceptedTypes.join(',')}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </Button>
        {props.value ? (
          <Button color="error" onClick={() => props.onChange(null)}>
            {t('settings.remove')}
          </Button>
        ) : null}
      </Box>
      {chosen ? (
        <Suspense fallback={null}>
          <CropDialog
            src={chosen}
            aspect={kind.aspect}
            busy={busy}
            onCancel={() => setChosen(null)}
            onConfirm={upload}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}
