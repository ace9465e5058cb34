// spec §5: number inputs lose focus on mouse wheel (a wheel over a focused number must scroll the page, never
// change the amount), and a float accepts a comma. The one number input of the back office.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';

/**
 * A number typed in French: '12,5' is 12.5, '' is null, a text that is no number is NaN (the form's rules then
 * answer 'Doit être un nombre'). Example: `readFrenchNumber(' 1 234,5 ')` is 1234.5.
 */
export function readFrenchNumber(text: string): number | null {
  const trimmed = text.replace(/[\s\u202f\u00a0]/g, '');
  if (!trimmed) return null;
  return /^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** How a number reads back in the field: 12.5 shows '12,5', or '12,50' with 2 decimals (an amount). */
export const writeFrenchNumber = (value: number | null, decimals?: number): string =>
  value === null || Number.isNaN(value)
    ? ''
    : (decimals === undefined ? String(value) : value.toFixed(decimals)).replace('.', ',');

const sameNumber = (a: number | null, b: number | null) =>
  a === b || (a !== null && b !== null && Number.isNaN(a) && Number.isNaN(b));

export type NumberFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
  value: number | null;
  onChange: (value: number | null) => void;
  /** the spec §5 message shown under the field */
  error_?: string | undefined;
  /** decimals shown for a value not typed here (2 for an amount in euros) */
  decimals?: number;
};

/** A number field: keeps what is typed ('12,' while typing 12,5), hands the form a number, blurs on wheel. */
export function NumberField({ value, onChange, error_, decimals, slotProps, ...rest }: NumberFieldProps) {
  const [text, setText] = useState(() => writeFrenchNumber(value, decimals));
  // a value changed from outside (reset, computed field) shows; the typed text wins while it means the same
  const shown = sameNumber(readFrenchNumber(text), value) ? text : writeFrenchNumber(value, decimals);
  return (
    <TextField
      size="small"
      fullWidth
      {...rest}
      value={shown}
      error={!!error_}
      helperText={error_ ?? rest.helperText}
      onChange={(event) => {
        setText(event.target.value);
        onChange(readFrenchNumber(event.target.value));
      }}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'decimal',
          ...(slotProps?.htmlInput as object | undefined),
          onWheel: (event: React.WheelEvent<HTMLInputElement>) => event.currentTarget.blur(),
        },
      }}
    />
  );
}
