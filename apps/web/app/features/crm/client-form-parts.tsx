// Pieces every tab of the client form uses: the form's context (value, setters, messages, read-only, the shop's
// typologies and agents) and the fields bound to a path of the value.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { createContext, type ReactNode, useContext } from 'react';
import type { FieldErrors } from '../kit/form-errors.ts';
import type { ClientDraft } from './client-draft.ts';
import type { ShopAgent, ShopTypology } from './client-types.ts';

export interface ClientFormContext {
  draft: ClientDraft;
  /** changes the value; every change clears the API's last refusal */
  update: (change: (draft: ClientDraft) => ClientDraft) => void;
  errors: FieldErrors;
  readOnly: boolean;
  typologies: readonly ShopTypology[];
  agents: readonly ShopAgent[];
}

const Context = createContext<ClientFormContext | null>(null);

export function ClientFormProvider({ value, children }: { value: ClientFormContext; children: ReactNode }) {
  return <Context value={value}>{children}</Context>;
}

export function useClientForm(): ClientFormContext {
  const form = useContext(Context);
  if (!form) throw new Error('useClientForm() needs <ClientFormProvider>');
  return form;
}

/** '' is null: the optional texts of the client. */
export const textOrNull = (text: string) => (text === '' ? null : text);

/** A text field with its spec §5 message, named by its path. */
export function TextInput(
  props: Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
    path: string;
    value: string | null | undefined;
    onChange: (value: string) => void;
  },
) {
  const { path, value, onChange, ...rest } = props;
  const form = useClientForm();
  const error = form.errors[path];
  return (
    <TextField
      size="small"
      fullWidth
      name={path}
      disabled={form.readOnly}
      {...rest}
      value={value ?? ''}
      error={!!error}
      helperText={error ?? rest.helperText}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A select of a reference list; `none` adds an empty choice that reads as null. */
export function SelectInput(props: {
  path: string;
  label: string;
  value: string | null | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | null) => void;
  none?: string;
}) {
  const form = useClientForm();
  const error = form.errors[props.path];
  // a value the list does not offer (an agent reads no shop typologies) still shows as it is
  const known = !props.value || props.options.some((option) => option.value === props.value);
  const options = known
    ? props.options
    : [...props.options, { value: props.value as string, label: props.value as string }];
  return (
    <TextField
      select
      size="small"
      fullWidth
      name={props.path}
      label={props.label}
      disabled={form.readOnly}
      value={props.value ?? ''}
      error={!!error}
      helperText={error}
      onChange={(event) => props.onChange(event.target.value || null)}
    >
      {props.none !== undefined ? (
        <MenuItem value="">
          <em>{props.none}</em>
        </MenuItem>
      ) : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} data-value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A select of several values at once (allowed payment types). */
export function MultiSelectInput(props: {
  path: string;
  label: string;
  value: readonly string[];
  options: readonly { value: string; label: string }[];
  onChange: (value: string[]) => void;
}) {
  const form = useClientForm();
  const labelOf = (value: string) => props.options.find((o) => o.value === value)?.label ?? value;
  return (
    <TextField
      select
      size="small"
      fullWidth
      name={props.path}
      label={props.label}
      disabled={form.readOnly}
      value={props.value}
      onChange={(event) => {
        const value = event.target.value as unknown as string[] | string;
        props.onChange(typeof value === 'string' ? value.split(',') : value);
      }}
      slotProps={{
        select: { multiple: true, renderValue: (values) => (values as string[]).map(labelOf).join(', ') },
      }}
    >
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value} data-value={option.value}>
          <Checkbox size="small" checked={props.value.includes(option.value)} />
          <ListItemText primary={option.label} />
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CheckInput(props: {
  path: string;
  label: string;
  value: boolean;
  onChange: (v: boolean) => void;
}) {
  const form = useClientForm();
  return (
    <FormControlLabel
      label={props.label}
      disabled={form.readOnly}
      control={
        <Checkbox
          name={props.path}
          checked={props.value}
          onChange={(e) => props.onChange(e.target.checked)}
        />
      }
    />
  );
}

/** Replaces one item of a list. */
export const replaceAt = <T,>(list: readonly T[], index: number, item: T): T[] =>
  list.map((old, i) => (i === index ? item : old));
