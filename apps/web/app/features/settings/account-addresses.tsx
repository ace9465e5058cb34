// link=account: a buyer's address book (issue 15): several addresses, one default for delivery and one for billing
// (GET/POST /v1/users/me/addresses, PUT/DELETE /{id}). The defaults are what the cart delivers to and bills.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { userAddress, userAddressBody } from '@sarment/api';
import { allowedCountries } from '@sarment/domain/reference';
import { addressSchema } from '@sarment/domain/validation/forms';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../../lib/api.ts';
import { fieldErrors } from '../kit/form-errors.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { Field, FormSection } from './settings-parts.tsx';

type UserAddress = z.output<typeof userAddress>;
type AddressBody = z.input<typeof userAddressBody>;
type AddressFields = AddressBody['address'];

const blank: AddressBody = {
  label: '',
  address: { name: '', street: '', street2: '', zipcode: '', city: '', country: 'FR', phone: '' },
  defaultDelivery: false,
  defaultBilling: false,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The lines of an address as a card shows them. */
export function addressLines(address: Record<string, unknown>): string[] {
  return [
    text(address.name),
    text(address.street),
    text(address.street2),
    `${text(address.zipcode)} ${text(address.city)}`.trim(),
    text(address.country),
  ].filter(Boolean);
}

/** Optional fields left blank are not sent (the API's rules read a blank as given). */
function toBody(value: AddressBody): AddressBody {
  const address = Object.fromEntries(
    Object.entries(value.address).filter(([, field]) => field !== '' && field !== undefined),
  ) as AddressFields;
  return { ...value, label: value.label.trim(), address };
}

function AddressDialog(props: {
  initial: AddressBody;
  editing: string | null;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initial);
  const [tried, setTried] = useState(false);
  const errors = tried ? fieldErrors(addressSchema, toBody(value).address) : {};
  const labelError = tried && !value.label.trim() ? t('settings.addresses.labelNeeded') : undefined;
  const set = (key: keyof AddressFields) => (event: { target: { value: string } }) =>
    setValue((old) => ({ ...old, address: { ...old.address, [key]: event.target.value } }));
  const save = async () => {
    setTried(true);
    if (!value.label.trim() || Object.keys(fieldErrors(addressSchema, toBody(value).address)).length > 0)
      return;
    const answer = props.editing
      ? await browserApi.request('PUT', `/v1/users/me/addresses/${props.editing}`, toBody(value))
      : await browserApi.request('POST', '/v1/users/me/addresses', toBody(value));
    if (answer.ok) props.onClose(true);
  };
  const field = (key: keyof AddressFields, label: string) => (
    <Field label={label} value={text(value.address[key])} onChange={set(key)} error_={errors[key]} />
  );
  return (
    <Dialog open onClose={() => props.onClose(false)} maxWidth="sm" fullWidth>
      <DialogTitle>{props.editing ? t('settings.addresses.edit') : t('settings.addresses.add')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Field
          label={t('settings.addresses.label')}
          value={value.label}
          onChange={(event) => setValue((old) => ({ ...old, label: event.target.value }))}
          error_={labelError}
        />
        {field('name', t('settings.addresses.name'))}
        {field('street', t('settings.infos.street'))}
        {field('street2', t('settings.addresses.street2'))}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' }, gap: 2 }}>
          {field('zipcode', t('settings.infos.zipcode'))}
          {field('city', t('settings.infos.city'))}
        </Box>
        <Field
          select
          label={t('settings.addresses.country')}
          value={value.address.country}
          onChange={set('country')}
        >
          {allowedCountries.map((country) => (
            <MenuItem key={country.code} value={country.code}>
              {country.name}
            </MenuItem>
          ))}
        </Field>
        {field('phone', t('settings.infos.phone'))}
        <FormControlLabel
          control={
            <Checkbox
              checked={value.defaultDelivery === true}
              onChange={(event) => setValue((old) => ({ ...old, defaultDelivery: event.target.checked }))}
            />
          }
          label={t('settings.addresses.defaultDelivery')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={value.defaultBilling === true}
              onChange={(event) => setValue((old) => ({ ...old, defaultBilling: event.target.checked }))}
            />
          }
          label={t('settings.addresses.defaultBilling')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => props.onClose(false)}>{t('settings.data.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()}>
          {t('settings.addresses.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function AccountAddressesSection() {
  const { t } = useTranslation();
  const popup = usePopup();
  const [addresses, setAddresses] = useState<UserAddress[] | null>(null);
  const [editing, setEditing] = useState<{ id: string | null; initial: AddressBody } | null>(null);
  const reload = useCallback(async () => {
    const answer = await browserApi.request<UserAddress[]>('GET', '/v1/users/me/addresses');
    if (answer.ok && answer.data) setAddresses(answer.data);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const makeDefault = async (row: UserAddress, kind: 'defaultDelivery' | 'defaultBilling') => {
    await browserApi.request('PUT', `/v1/users/me/addresses/${row.id}`, {
      label: row.label,
      address: row.address,
      [kind]: true,
    });
    await reload();
  };
  const remove = async (row: UserAddress) => {
    const confirmed = await popup.open({
      title: t('settings.addresses.deleteTitle'),
      text: t('settings.addresses.deleteText', { label: row.label }),
      small: true,
    });
    if (!confirmed) return;
    await browserApi.request('DELETE', `/v1/users/me/addresses/${row.id}`);
    await reload();
  };
  return (
    <FormSection anchor="addresses" title={t('settings.addresses.title')}>
      {addresses?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('settings.addresses.empty')}
        </Typography>
      )}
      {addresses?.map((row) => (
        <Paper
          key={row.id}
          variant="outlined"
          sx={{ p: 1.5, display: 'grid', gap: 1 }}
          data-testid="user-address"
        >
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 700, flex: 1 }}>{row.label}</Typography>
            {row.defaultDelivery && <Chip size="small" label={t('settings.addresses.isDelivery')} />}
            {row.defaultBilling && <Chip size="small" label={t('settings.addresses.isBilling')} />}
          </Box>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {addressLines(row.address).join('\n')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              onClick={() =>
                setEditing({
                  id: row.id,
                  initial: {
                    label: row.label,
                    address: { ...blank.address, ...(row.address as AddressFields) },
                  },
                })
              }
            >
              {t('settings.addresses.editShort')}
            </Button>
            {!row.defaultDelivery && (
              <Button size="small" onClick={() => void makeDefault(row, 'defaultDelivery')}>
                {t('settings.addresses.useForDelivery')}
              </Button>
            )}
            {!row.defaultBilling && (
              <Button size="small" onClick={() => void makeDefault(row, 'defaultBilling')}>
                {t('settings.addresses.useForBilling')}
              </Button>
            )}
            <Button size="small" color="error" onClick={() => void remove(row)}>
              {t('settings.addresses.delete')}
            </Button>
          </Box>
        </Paper>
      ))}
      <Box>
        <Button variant="outlined" onClick={() => setEditing({ id: null, initial: blank })}>
          {t('settings.addresses.add')}
        </Button>
      </Box>
      {editing && (
        <AddressDialog
          initial={editing.initial}
          editing={editing.id}
          onClose={(saved) => {
            setEditing(null);
            if (saved) void reload();
          }}
        />
      )}
    </FormSection>
  );
}
