// Pieces every tab of the product form uses: the form's context (value, setters, messages, read-only) and the
// fields bound to a path of the value.
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { createContext, type ReactNode, useContext, useState } from 'react';
import type { FieldErrors } from '../kit/form-errors.ts';
import { NumberField, type NumberFieldProps } from '../kit/number-field.tsx';
import type { ProductDraft, ShopTypology } from './product-draft.ts';

export interface ProductFormContext {
  draft: ProductDraft;
  /** changes the value; every change clears the API's last refusal */
  update: (change: (draft: ProductDraft) => ProductDraft) => void;
  errors: FieldErrors;
  readOnly: boolean;
  typologies: readonly ShopTypology[];
}

const Context = createContext<ProductFormContext | null>(null);

export function ProductFormProvider({ value, children }: { value: ProductFormContext; children: ReactNode }) {
  return <Context value={value}>{children}</Context>;
}

export function useProductForm(): ProductFormContext {
  const form = useContext(Context);
  if (!form) throw new Error('useProductForm() needs <ProductFormProvider>');
  return form;
}

/** A text field with its spec §5 message; '' reads as null where the rule takes null. */
export function TextInput(
  props: Omit<TextFieldProps, 'value' | 'onChange' | 'error'> & {
    path: string;
    value: string | null;
    onChange: (value: string) => void;
  },
) {
  const { path, value, onChange, ...rest } = props;
  const form = useProductForm();
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

export function NumberInput(props: Omit<NumberFieldProps, 'error_'> & { path: string }) {
  const { path, ...rest } = props;
  const form = useProductForm();
  return <NumberField name={path} disabled={form.readOnly} {...rest} error_={form.errors[path]} />;
}

/** A select of a reference list; `none` adds an empty choice that reads as null. */
export function SelectInput<V extends string>(props: {
  path: string;
  label: string;
  value: V | null;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | null) => void;
  none?: string;
}) {
  const form = useProductForm();
  const error = form.errors[props.path];
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
      onChange={(event) => props.onChange((event.target.value || null) as V | null)}
    >
      {props.none !== undefined ? (
        <MenuItem value="">
          <em>{props.none}</em>
        </MenuItem>
      ) : null}
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** '' is null: the optional texts of the product rules. */
export const textOrNull = (text: string) => (text === '' ? null : text);

/** Replaces one item of a list. */
export const replaceAt = <T,>(list: readonly T[], index: number, item: T): T[] =>
  list.map((old, i) => (i === index ? item : old));

/** A list typed as one text, comma separated: kept as typed while the field has focus, split when it leaves. */
export function ListInput(props: {
  path: string;
  label: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <TextInput
      path={props.path}
      label={props.label}
      value={typing ?? props.value.join(', ')}
      onChange={setTyping}
      onBlur={() => {
        if (typing === null) return;
        props.onChange(
          typing
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        );
        setTyping(null);
      }}
    />
  );
}
