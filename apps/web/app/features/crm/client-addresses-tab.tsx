// Adresses: the client's billing and delivery addresses (spec §3 Address), one default of each kind; the country
// from the 28 allowed countries (spec §9), the French department read from the postal code (96 departments and
// the DOM), as the API stores it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { allowedCountries, departmentOfPostalCode } from '@sarment/domain/reference/geography';
import { useTranslation } from 'react-i18next';
import { type AddressDraft, emptyAddress } from './client-draft.ts';
import {
  CheckInput,
  replaceAt,
  SelectInput,
  TextInput,
  textOrNull,
  useClientForm,
} from './client-form-parts.tsx';

type Kind = AddressDraft['kind'];
type AddressText =
  | 'title'
  | 'name'
  | 'street'
  | 'street2'
  | 'zipcode'
  | 'city'
  | 'county'
  | 'phone'
  | 'email'
  | 'exciseNumber';
const requiredTexts: readonly AddressText[] = ['street', 'zipcode', 'city'];

function AddressCard({ index }: { index: number }) {
  const { t } = useTranslation();
  const form = useClientForm();
  const address = form.draft.addresses[index] as AddressDraft;
  const label = (key: string) => t(`clients.form.addresses.${key}`);
  const change = (patch: Partial<AddressDraft>) =>
    form.update((draft) => ({
      ...draft,
      addresses: replaceAt(draft.addresses, index, { ...(draft.addresses[index] as AddressDraft), ...patch }),
    }));
  const makeDefault = () =>
    form.update((draft) => ({
      ...draft,
      // one default of each kind
      addresses: draft.addresses.map((other, i) =>
        other.kind === address.kind ? { ...other, isDefault: i === index } : other,
      ),
    }));
  const text = (key: AddressText) => (
    <TextInput
      path={`addresses.${index}.${key}`}
      label={label(key)}
      required={requiredTexts.includes(key)}
      value={address[key]}
      onChange={(value) => change({ [key]: requiredTexts.includes(key) ? value : textOrNull(value) })}
    />
  );
  const department = address.country === 'FR' ? departmentOfPostalCode(address.zipcode) : null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`address-${index}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1 }}>
          <CheckInput
            path={`addresses.${index}.isDefault`}
            label={label('isDefault')}
            value={address.isDefault}
            onChange={(on) => (on ? makeDefault() : change({ isDefault: false }))}
          />
        </Box>
        {form.readOnly ? null : (
          <Button
            size="small"
            color="error"
            onClick={() =>
              form.update((draft) => ({ ...draft, addresses: draft.addresses.filter((_, i) => i !== index) }))
            }
          >
            {label('remove')}
          </Button>
        )}
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {text('title')}
        {text('name')}
        {text('street')}
        {text('street2')}
        <TextInput
          path={`addresses.${index}.zipcode`}
          label={label('zipcode')}
          required
          value={address.zipcode}
          helperText={department ? t('clients.form.addresses.department', { code: department }) : undefined}
          onChange={(value) => change({ zipcode: value })}
        />
        {text('city')}
        <SelectInput
          path={`addresses.${index}.country`}
          label={label('country')}
          value={address.country}
          options={allowedCountries.map((country) => ({ value: country.code, label: country.name }))}
          onChange={(value) => change({ country: value ?? 'FR' })}
        />
        {address.country === 'FR' ? null : text('county')}
        {text('phone')}
        {text('email')}
        {text('exciseNumber')}
        <CheckInput
          path={`addresses.${index}.isMountain`}
          label={label('isMountain')}
          value={address.isMountain}
          onChange={(isMountain) => change({ isMountain })}
        />
      </Box>
    </Paper>
  );
}

function AddressGroup({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const form = useClientForm();
  const indexes = form.draft.addresses.flatMap((address, index) => (address.kind === kind ? [index] : []));
  const billing = form.draft.addresses.find((address) => address.kind === 'billing');
  const add = (address: AddressDraft) =>
    form.update((draft) => ({ ...draft, addresses: [...draft.addresses, address] }));
  const first = indexes.length === 0;
  return (
    <Box
      component="section"
      aria-label={t(`clients.form.addresses.${kind}`)}
      sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t(`clients.form.addresses.${kind}`)}
      </Typography>
      {first ? <Typography color="text.secondary">{t('clients.form.addresses.none')}</Typography> : null}
      {indexes.map((index) => (
        <AddressCard key={form.draft.addresses[index]?.id ?? `new-${index}`} index={index} />
      ))}
      {form.readOnly ? null : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            size="small"
            variant="outlined"
            data-testid={`add-${kind}-address`}
            onClick={() => add(emptyAddress(kind, first))}
          >
            {t(
              kind === 'billing' ? 'clients.form.addresses.addBilling' : 'clients.form.addresses.addDelivery',
            )}
          </Button>
          {kind === 'delivery' && billing ? (
            <Button
              size="small"
              onClick={() => {
                const { id: _id, ...copy } = billing;
                add({ ...copy, kind: 'delivery', isDefault: first });
              }}
            >
              {t('clients.form.addresses.copyBilling')}
            </Button>
          ) : null}
        </Box>
      )}
    </Box>
  );
}

export function AddressesTab() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <AddressGroup kind="billing" />
      <AddressGroup kind="delivery" />
    </Box>
  );
}
