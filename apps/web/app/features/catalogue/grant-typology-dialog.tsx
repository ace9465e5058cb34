// spec §1: a professional asked the shop for a price grid; the staff's notification opens /dashboard/tarifs with
// ?grantTo=<userId>, where this dialog gives that buyer one of the shop's typologies (PUT
// /v1/clients/{userId}/typology). The buyer's prices follow at once, and the buyer is notified.

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { clientTypologyAnswer } from '@sarment/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../../lib/api.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { TarifTypology } from './tarifs.ts';

/** The buyer as GET /v1/clients/{userId}/typology answers (api shops/shop-clients.schemas.ts). */
export type GrantClient = z.output<typeof clientTypologyAnswer>;

/** `path` adds `?shopId=` for an admin acting on a shop, as the grid's other writes do. */
export function grantTypologyPath(userId: string, shopId: string | null) {
  const path = `/v1/clients/${encodeURIComponent(userId)}/typology`;
  return shopId ? `${path}?${new URLSearchParams({ shopId })}` : path;
}

export function GrantTypologyDialog(props: {
  client: GrantClient;
  typologies: TarifTypology[];
  shopId: string | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const snackbars = useSnackbar();
  const { client, typologies } = props;
  // a professional asks for a negotiated grid: the first one that is not the public prices is offered first
  const [typology, setTypology] = useState(
    client.typology ?? typologies.find((ty) => !ty.public)?.key ?? typologies[0]?.key ?? '',
  );
  const [busy, setBusy] = useState(false);

  async function grant() {
    setBusy(true);
    const answer = await browserApi.request<{ message: string }>(
      'PUT',
      grantTypologyPath(client.userId, props.shopId),
      { typology },
    );
    setBusy(false);
    if (!answer.ok) return snackbars.show(answer.data.message, 'error');
    const name = typologies.find((ty) => ty.key === typology)?.name ?? typology;
    snackbars.show(t('tarifs.grant.done', { typology: name, name: client.name }), 'success');
    props.onDone();
  }

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" data-testid="grant-typology">
      <DialogTitle>{t('tarifs.grant.title', { name: client.name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('tarifs.grant.text', { email: client.email })}
        </Typography>
        <TextField
          select
          fullWidth
          size="small"
          label={t('tarifs.grant.typology')}
          value={typology}
          onChange={(event) => setTypology(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'grant-typology-select' } }}
        >
          {typologies.map((ty) => (
            <MenuItem key={ty.key} value={ty.key}>
              {ty.name} ({t(ty.ttc ? 'tarifs.ttc' : 'tarifs.ht')})
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('tarifs.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy || !typology}
          onClick={grant}
          data-testid="grant-typology-confirm"
        >
          {t('tarifs.grant.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
