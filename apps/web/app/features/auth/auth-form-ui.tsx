// The pieces every auth form shares: client validation before submit (spec §5), server errors after it, typed
// values kept on error, the submit button disabled while the request runs.
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import {
  checkFields,
  type FieldErrors,
  type FormAnswer,
  type FormRules,
  fieldsOf,
  readForm,
} from './auth-forms.ts';
import { fr } from './i18n.ts';

export interface AuthFormState {
  errors: FieldErrors;
  values: Record<string, string>;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  clearError: (field: string) => void;
}

/** Validates on submit in the browser; shows the action's errors once it answers; tracks the pending submit. */
export function useAuthForm(rules: FormRules, answer: FormAnswer | undefined): AuthFormState {
  const navigation = useNavigation();
  const [errors, setErrors] = useState<FieldErrors>(answer?.errors ?? {});
  useEffect(() => setErrors(answer?.errors ?? {}), [answer]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const values = readForm(new FormData(event.currentTarget), fieldsOf(rules));
    const found = checkFields(values, rules);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      const first = Object.keys(found)[0];
      if (first) event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  };
  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  return {
    errors,
    values: answer?.values ?? {},
    // A submit keeps formData through its redirect's loading too: the button stays disabled until the page changes.
    submitting: navigation.formData !== undefined,
    onSubmit,
    clearError,
  };
}

const validationKeys = new Map(Object.entries(fr.validation).map(([key, text]) => [text, key]));

/** A validation message in the page's language: French messages of the spec map back to their key. */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return undefined;
    const key = message in fr.validation ? message : validationKeys.get(message);
    return key ? t(`auth.validation.${key}`) : message;
  };
}

type FieldProps = Omit<TextFieldProps, 'name' | 'form'> & { form: AuthFormState; name: string };

export function FormTextField({ form, name, helperText, onChange, ...props }: FieldProps) {
  const errorText = useErrorText();
  const error = errorText(form.errors[name]);
  return (
    <TextField
      name={name}
      id={`field-${name}`}
      defaultValue={form.values[name] ?? ''}
      error={!!error}
      helperText={error ?? helperText}
      onChange={(event) => {
        form.clearError(name);
        onChange?.(event);
      }}
      fullWidth
      {...props}
    />
  );
}

export function PasswordField(props: FieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextField
      type={visible ? 'text' : 'password'}
      slotProps={{
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={t(visible ? 'auth.login.hidePassword' : 'auth.login.showPassword')}
                onClick={() => setVisible((v) => !v)}
                edge="end"
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
      {...props}
    />
  );
}

export function CheckboxField({
  form,
  name,
  label,
}: {
  form: AuthFormState;
  name: string;
  label: ReactNode;
}) {
  const errorText = useErrorText();
  const error = errorText(form.errors[name]);
  return (
    <FormControl error={!!error}>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            defaultChecked={form.values[name] === 'true'}
            onChange={() => form.clearError(name)}
            slotProps={{ input: { 'aria-describedby': error ? `${name}-error` : undefined } }}
          />
        }
        label={label}
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { pt: 0.5 } }}
      />
      {error && <FormHelperText id={`${name}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}

export function SubmitButton({ form, children }: { form: AuthFormState; children: ReactNode }) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      fullWidth
      disabled={form.submitting}
      loading={form.submitting}
    >
      {children}
    </Button>
  );
}

/** The action's message (spec §8: the API's French text) above the form. */
export function FormMessage({ answer }: { answer: FormAnswer | undefined }) {
  if (!answer?.message) return null;
  return (
    <Alert severity="error" role="alert" data-testid="form-message">
      {answer.message}
    </Alert>
  );
}
