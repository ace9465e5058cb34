// The agent's form (add and detail pages): the e-mail first, then names and phone (a new account's; an existing
// agent keeps their own), then what the shop decides: the territory and the commission rate (a French decimal, the
// kit's number field). On the agent's page the identity is read only (their own account's data). The API's
// refusal shows under the field it names (its 422 messages: a new account's names) or above the form; leaving with
// unsaved changes asks first.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '../../lib/api.ts';
import { NumberField } from '../kit/number-field.tsx';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';
import {
  type AgentDraft,
  agentFieldErrors,
  agentFieldsOf,
  agentRefusalFields,
  sameAgentDraft,
} from './agent-draft.ts';
import { FormSection } from './form-section.tsx';
import type { AgentFields } from './team-types.ts';

type TextFieldName = 'email' | 'firstname' | 'lastname' | 'phone' | 'territory';

export function AgentForm(props: {
  initial: AgentDraft;
  /** the agent's page: names, e-mail and phone are theirs, shown read only */
  identityReadOnly?: boolean;
  /** without createAgent: nothing to change */
  disabled?: boolean;
  submitLabel: string;
  /** what goes between the identity and the shop's terms (the detail page's clients) */
  aside?: ReactNode;
  /** sends the fields; a 2xx answer releases the guard, a refusal shows its messages */
  onSubmit: (fields: AgentFields) => Promise<ApiResponse<unknown>>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [accepted, setAccepted] = useState<AgentDraft | null>(null);
  const dirty = !sameAgentDraft(draft, props.initial) && draft !== accepted;
  const guard = useUnsavedGuard(dirty && !saving);
  const errors: Record<string, string | undefined> = touched ? agentFieldErrors(draft) : {};
  const messageOf = (field: string) => errors[field] ?? serverErrors[field];
  const readOnly = props.disabled === true;
  const identityReadOnly = readOnly || props.identityReadOnly === true;

  const change = (next: Partial<AgentDraft>) => {
    setDraft({ ...draft, ...next });
    setServerErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(agentFieldErrors(draft)).length > 0) return;
    setSaving(true);
    const answer = await props.onSubmit(agentFieldsOf(draft));
    setSaving(false);
    if (answer.ok) {
      guard.release();
      setAccepted(draft);
      setServerErrors({});
      setRefusal(null);
      return;
    }
    const byField = agentRefusalFields(answer.status, answer.data, draft);
    const message = (answer.data as { message?: string } | null)?.message ?? 'Une erreur est survenue';
    setServerErrors(byField);
    // the API's message when it names no field ('Cet agent représente déjà votre boutique.')
    setRefusal(Object.keys(byField).length === 0 ? message : null);
  };

  const text = (field: TextFieldName, locked: boolean) => ({
    label: t(`team.agents.form.${field}`),
    value: draft[field],
    size: 'small' as const,
    fullWidth: true,
    error: Boolean(messageOf(field)),
    helperText: messageOf(field) ?? ' ',
    autoComplete: 'off',
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
    // read-only, not disabled: the agent's details stay legible (a disabled field's grey fails the contrast)
    slotProps: { htmlInput: { 'data-testid': `agent-${field}`, readOnly: locked } },
  });

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {refusal ? (
        <Alert severity="error" data-testid="agent-refusal" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      <FormSection title={t('team.agents.form.identity')}>
        <Typography variant="body2" color="text.secondary">
          {props.identityReadOnly ? t('team.agents.form.identityReadOnly') : t('team.agents.form.intro')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            // room for a field's floating label under the hint of the field above
            rowGap: 1,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <TextField {...text('email', identityReadOnly)} type="email" required={!identityReadOnly} />
          </Box>
          <TextField {...text('firstname', identityReadOnly)} />
          <TextField {...text('lastname', identityReadOnly)} />
          <TextField {...text('phone', identityReadOnly)} type="tel" />
        </Box>
      </FormSection>
      {props.aside}
      <FormSection title={t('team.agents.form.terms')}>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            rowGap: 1,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextField
            {...text('territory', readOnly)}
            helperText={messageOf('territory') ?? (readOnly ? ' ' : t('team.agents.form.territoryHint'))}
          />
          <NumberField
            label={t('team.agents.form.commissionRate')}
            value={draft.commissionRate}
            onChange={(commissionRate) => change({ commissionRate })}
            error_={messageOf('commissionRate')}
            helperText={readOnly ? ' ' : t('team.agents.form.commissionHint')}
            slotProps={{ htmlInput: { 'data-testid': 'agent-commissionRate', readOnly } }}
          />
        </Box>
      </FormSection>
      {readOnly ? null : (
        <Box>
          <Button type="submit" variant="contained" disabled={saving} data-testid="agent-submit">
            {props.submitLabel}
          </Button>
        </Box>
      )}
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Box>
  );
}
