// Picks the client a payment comes from: GET /v1/payments/clients (clients with open bills, payments left to
// ventilate or credit come first), searched as the user types.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserApi } from '../../lib/api.ts';
import type { ClientChoice } from './receivables-types.ts';

export function ClientPicker(props: {
  value: ClientChoice | null;
  onChange: (client: ClientChoice | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<ClientChoice[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const answer = await browserApi.request<ClientChoice[]>(
        'GET',
        `/v1/payments/clients?${new URLSearchParams({ search })}`,
      );
      if (live && answer.ok) setChoices(answer.data);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);
  return (
    <Autocomplete
      options={choices}
      value={props.value}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setSearch(text);
      }}
      onChange={(_event, chosen) => props.onChange(chosen)}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('receivables.form.client')}
          placeholder={t('receivables.form.clientPlaceholder')}
          error={!!props.error}
          helperText={props.error}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'payment-client' },
          }}
        />
      )}
    />
  );
}
