// spec §2 the global 'go to' search over pages and their keyword tags, matched ignoring accents, spaces and case;
// hidden from buyers (buildGoToSearch gives them nothing).
import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { GoToEntry } from '@sarment/domain/access';
import { filterGoToEntries } from '@sarment/domain/access/go-to-filter';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShellLabel } from './use-shell-menus.ts';

export function GoToSearch({ entries }: { entries: readonly GoToEntry[] }) {
  const { t } = useTranslation();
  const label = useShellLabel();
  const navigate = useNavigate();
  if (entries.length === 0) return null;
  return (
    <Autocomplete<GoToEntry>
      size="small"
      options={[...entries]}
      getOptionLabel={(entry) => label(entry.labelKey)}
      getOptionKey={(entry) => `${entry.id}-${entry.path}`}
      filterOptions={(options, state) => filterGoToEntries(options, state.inputValue, label).slice(0, 12)}
      noOptionsText={t('layout.search.empty')}
      onChange={(_event, entry) => {
        if (entry) navigate(entry.path);
      }}
      value={null}
      blurOnSelect
      clearOnBlur
      sx={{ width: { sm: 220, md: 300 } }}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={t('layout.search.placeholder')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': t('layout.search.label') },
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              sx: { bgcolor: 'background.paper', borderRadius: 2 },
            },
          }}
        />
      )}
    />
  );
}
