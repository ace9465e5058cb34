// The list toolbar's select once pressed (issue 22, see list-select.tsx): Material's select, mounted opened and
// focused in place of the closed field it draws alike.
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ListSelectProps, selectDisplay } from './list-select.tsx';

export default function OpenedListSelect({ label, value, options, onChange, testId, sx }: ListSelectProps) {
  const multiple = Array.isArray(value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      autoFocus
      onChange={(event) => {
        const chosen = event.target.value as unknown as string[] | string;
        onChange(multiple && typeof chosen === 'string' ? chosen.split(',') : chosen);
      }}
      slotProps={{
        select: {
          multiple,
          defaultOpen: true,
          renderValue: multiple ? (values) => selectDisplay(options, values as string[]) : undefined,
        },
        htmlInput: { 'data-testid': testId },
      }}
      sx={sx}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {multiple ? (
            <>
              <Checkbox size="small" checked={value.includes(option.value)} />
              <ListItemText primary={option.label} />
            </>
          ) : (
            option.label
          )}
        </MenuItem>
      ))}
    </TextField>
  );
}
