// Adds one client of the shop to a list: a search over the client list (accents, case and spaces ignored, spec §5).
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, browserApi } from '../../lib/api.ts';
import type { ClientRow } from '../crm/client-types.ts';

type ClientChoice = Pick<ClientRow, 'id' | 'displayName' | 'city'>;

export function AddMember(props: {
  listId: string;
  onAdded: (added: number) => void;
  onRefused: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [choices, setChoices] = useState<ClientChoice[]>([]);
  const [client, setClient] = useState<ClientChoice | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const query = new URLSearchParams({ pageSize: '20', ...(search.trim() ? { search } : {}) });
      const answer = await browserApi.request<ClientChoice[]>('GET', `/v1/clients?${query}`);
      if (live && answer.ok && Array.isArray(answer.data)) setChoices(answer.data);
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search]);

  const add = async () => {
    if (!client) return;
    setBusy(true);
    const answer = await apiRequest<{ added: number; message?: string }>(
      browserApi,
      'POST',
      `/v1/lists/${encodeURIComponent(props.listId)}/members`,
      { clients: [{ id: client.id }] },
    );
    setBusy(false);
    if (!answer.ok) return props.onRefused(answer.data?.message ?? 'Une erreur est survenue');
    setClient(null);
    props.onAdded(answer.data.added);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 2 }}>
      <Autocomplete
        options={choices}
        value={client}
        filterOptions={(options) => options}
        getOptionLabel={(option) => [option.displayName, option.city].filter(Boolean).join(' · ')}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_event, text, reason) => {
          if (reason === 'input') setSearch(text);
        }}
        onChange={(_event, chosen) => setClient(chosen)}
        sx={{ flex: '1 1 260px', maxWidth: 480 }}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={t('marketing.members.addLabel')}
            placeholder={t('marketing.members.addPlaceholder')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'marketing-member-search' },
            }}
          />
        )}
      />
      <Button variant="outlined" onClick={add} disabled={!client || busy} data-testid="marketing-member-add">
        {t('marketing.members.add')}
      </Button>
    </Box>
  );
}
