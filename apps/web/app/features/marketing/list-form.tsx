// The name and description of a marketing list, checked as typed with the domain's French messages and placed
// under their field when the API refuses them (a name another list holds).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import {
  MARKETING_LIST_DESCRIPTION_MAX,
  MARKETING_LIST_NAME_MAX,
  marketingListMessages,
} from '@sarment/domain/marketing/lists';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '../../lib/api.ts';
import { serverFieldErrors } from '../kit/form-errors.ts';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';

export interface ListFields {
  name: string;
  description: string;
}

/** The first message of the fields, as the API would answer them; {} when they pass. */
export function listFieldErrors(fields: ListFields): Partial<Record<keyof ListFields, string>> {
  const name = fields.name.trim();
  return {
    ...(name === ''
      ? { name: marketingListMessages.nameRequired }
      : name.length > MARKETING_LIST_NAME_MAX
        ? { name: marketingListMessages.nameTooLong }
        : {}),
    ...(fields.description.trim().length > MARKETING_LIST_DESCRIPTION_MAX
      ? { description: marketingListMessages.descriptionTooLong }
      : {}),
  };
}

export function ListForm(props: {
  initial: ListFields;
  submitLabel: string;
  /** sends the fields; a 2xx answer ends the form's guard, a refusal shows its messages */
  onSubmit: (fields: ListFields) => Promise<ApiResponse<unknown>>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = fields.name !== props.initial.name || fields.description !== props.initial.description;
  const guard = useUnsavedGuard(dirty && !saving);
  const errors = touched ? listFieldErrors(fields) : {};
  const messageOf = (field: keyof ListFields) => errors[field] ?? serverErrors[field];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(listFieldErrors(fields)).length > 0) return;
    setSaving(true);
    const answer = await props.onSubmit({ name: fields.name.trim(), description: fields.description.trim() });
    setSaving(false);
    if (answer.ok) {
      guard.release();
      setServerErrors({});
      setRefusal(null);
      return;
    }
    const byField = serverFieldErrors(answer.status, answer.data);
    const message = (answer.data as { message?: string } | null)?.message ?? 'Une erreur est survenue';
    // a name another list holds is the name field's problem
    setServerErrors(Object.keys(byField).length === 0 && answer.status === 422 ? { name: message } : byField);
    setRefusal(Object.keys(byField).length === 0 && answer.status !== 422 ? message : null);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, maxWidth: 640 }}>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      <TextField
        label={t('marketing.form.name')}
        value={fields.name}
        required
        disabled={props.disabled}
        onChange={(event) => {
          setFields({ ...fields, name: event.target.value });
          setServerErrors({});
        }}
        error={Boolean(messageOf('name'))}
        helperText={messageOf('name') ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': 'marketing-list-name' } }}
      />
      <TextField
        label={t('marketing.form.description')}
        value={fields.description}
        multiline
        minRows={2}
        disabled={props.disabled}
        onChange={(event) => setFields({ ...fields, description: event.target.value })}
        error={Boolean(messageOf('description'))}
        helperText={messageOf('description') ?? ' '}
      />
      {props.disabled ? null : (
        <Box>
          <Button type="submit" variant="contained" disabled={saving} data-testid="marketing-list-submit">
            {props.submitLabel}
          </Button>
        </Box>
      )}
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Box>
  );
}
