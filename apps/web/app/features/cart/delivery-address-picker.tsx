// Where the cart delivers (issue 15): the buyer's default delivery address, another one of their address book in
// one choice (it becomes the default, which the checkout reads), and a link to manage them in the settings.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { userAddress } from '@sarment/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useRevalidator } from 'react-router';
import type { z } from 'zod';
import { browserApi } from '../../lib/api.ts';

type UserAddress = z.output<typeof userAddress>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const oneLine = (address: Record<string, unknown>) =>
  `${text(address.street)}, ${text(address.zipcode)} ${text(address.city)}`;

export function DeliveryAddressPicker() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [addresses, setAddresses] = useState<UserAddress[] | null>(null);
  useEffect(() => {
    void browserApi.request<UserAddress[]>('GET', '/v1/users/me/addresses').then((answer) => {
      if (answer.ok && answer.data) setAddresses(answer.data);
    });
  }, []);
  if (!addresses || addresses.length === 0) return null;
  const current = addresses.find((a) => a.defaultDelivery) ?? addresses[0]!;
  const choose = async (id: string) => {
    const chosen = addresses.find((a) => a.id === id);
    if (!chosen || chosen.id === current.id) return;
    const answer = await browserApi.request<UserAddress>('PUT', `/v1/users/me/addresses/${id}`, {
      label: chosen.label,
      address: chosen.address,
      defaultDelivery: true,
    });
    if (!answer.ok) return;
    setAddresses(addresses.map((a) => ({ ...a, defaultDelivery: a.id === id })));
    // the session's address changes: delivery modes and checks follow it
    await revalidator.revalidate();
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="delivery-address">
      {addresses.length > 1 ? (
        <TextField
          select
          size="small"
          label={t('cart.deliveryAddress')}
          value={current.id}
          onChange={(event) => void choose(event.target.value)}
        >
          {addresses.map((address) => (
            <MenuItem key={address.id} value={address.id}>
              {address.label} — {oneLine(address.address)}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('cart.deliveryTo', { address: oneLine(current.address) })}
        </Typography>
      )}
      <Link component={RouterLink} to="/dashboard/settings?link=account&tab=addresses" variant="body2">
        {t('cart.manageAddresses')}
      </Link>
    </Box>
  );
}
