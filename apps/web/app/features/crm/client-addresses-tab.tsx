// Adresses: the billing and the delivery address (spec §3 Address), the department from the spec §9 list of 96
// metropolitan departments and the DOM, the country from the 28 allowed countries.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  allowedCountries,
  departmentCodes,
  departmentOfPostalCode,
} from '@sarment/domain/reference/geography';
import { useTranslation } from 'react-i18next';
import { type ClientDraft, emptyAddress } from './client-draft.ts';
import { CheckInput, SelectInput, TextInput, textOrNull, useClientForm } from './client-form-parts.tsx';
import type { ClientAddress } from './client-types.ts';

type Which = 'billingAddress' | 'deliveryAddress';

function AddressCard({ which }: { which: Which }) {
  const { t } = useTranslation();
  const form = useClientForm();
  const address = form.draft[which];
  const title = t(
    which === 'billingAddress' ? 'clients.form.addresses.billing' : 'clients.form.addresses.delivery',
  );
  const label = (key: string) => t(`clients.form.addresses.${key}`);
  const setAddress = (next: ClientAddress | null) => form.update((draft) => ({ ...draft, [which]: next }));
  const change = (patch: Partial<ClientAddress>) =>
    form.update((draft: ClientDraft) => ({
      ...draft,
      [which]: { ...(draft[which] as ClientAddress), ...patch },
    }));
  const text = (key: keyof ClientAddress, required = false) => (
    <TextInput
      path={`${which}.${key}`}
      label={label(key)}
      required={required}
      value={(address?.[key] as string | null | undefined) ?? ''}
      onChange={(value) => {
        if (key === 'zipcode') {
          // a French postal code names its department
          const department = address?.country === 'FR' ? departmentOfPostalCode(value) : null;
          change({ zipcode: value, ...(department ? { county: department } : {}) });
        } else change({ [key]: required ? value : textOrNull(value) });
      }}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title} data-testid={which}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {form.readOnly ? null : address ? (
          <Button size="small" color="error" onClick={() => setAddress(null)}>
            {label('remove')}
          </Button>
        ) : null}
      </Box>
      {address ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {text('name')}
          {text('street', true)}
          {text('street2')}
          {text('zipcode', true)}
          {text('city', true)}
          <SelectInput
            path={`${which}.country`}
            label={label('country')}
            value={address.country}
            options={allowedCountries.map((country) => ({ value: country.code, label: country.name }))}
            onChange={(value) => change({ country: value ?? '' })}
          />
          {address.country === 'FR' ? (
            <SelectInput
              path={`${which}.county`}
              label={label('county')}
              value={address.county ?? null}
              none={t('clients.form.none')}
              options={departmentCodes.map((code) => ({ value: code, label: code }))}
              onChange={(value) => change({ county: value })}
            />
          ) : (
            text('county')
          )}
          {text('phone')}
          {text('email')}
          {text('exciseNumber')}
          <CheckInput
            path={`${which}.isMountain`}
            label={label('isMountain')}
            value={address.isMountain ?? false}
            onChange={(isMountain) => change({ isMountain })}
          />
        </Box>
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography color="text.secondary" sx={{ flex: 1 }}>
            {label('none')}
          </Typography>
          {form.readOnly ? null : (
            <>
              {which === 'deliveryAddress' && form.draft.billingAddress ? (
                <Button
                  size="small"
                  onClick={() => setAddress({ ...(form.draft.billingAddress as ClientAddress) })}
                >
                  {label('sameAsBilling')}
                </Button>
              ) : null}
              <Button
                size="small"
                variant="outlined"
                data-testid={`add-${which}`}
                onClick={() => setAddress(emptyAddress())}
              >
                {label('add')}
              </Button>
            </>
          )}
        </Box>
      )}
    </Paper>
  );
}

export function AddressesTab() {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
    >
      <AddressCard which="billingAddress" />
      <AddressCard which="deliveryAddress" />
    </Box>
  );
}
