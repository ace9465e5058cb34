// The collaborator's form (add and detail pages): identity, job title, manager, and the rights grouped by the
// sidebar's areas, each group with its 'Tout cocher'. A right the editor lacks is shown, disabled (spec §6); the
// API's refusal shows under the field it names or above the form (its 422 message); leaving with unsaved changes
// asks first.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Permission } from '@sarment/domain/access';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResponse } from '../../lib/api.ts';
import { serverFieldErrors } from '../kit/form-errors.ts';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';
import { useAccessLabel } from '../layout/use-access-label.ts';
import {
  type CollaboratorDraft,
  collaboratorFieldErrors,
  fieldsOf,
  sameDraft,
} from './collaborator-draft.ts';
import { FormSection } from './form-section.tsx';
import type { OrgPerson } from './org-tree.ts';
import { groupCheck, groupEditable, permissionGroups, toggleGroup } from './permission-groups.ts';
import type { CollaboratorFields } from './team-types.ts';

/** The rights, group by group: a fieldset each, its 'Tout cocher' then its rights. */
export function RightsEditor(props: {
  held: ReadonlySet<Permission>;
  locked: ReadonlySet<Permission>;
  onChange: (next: Set<Permission>) => void;
}) {
  const { t } = useTranslation();
  const label = useAccessLabel();
  const { held, locked } = props;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {permissionGroups.map((group) => {
        const check = groupCheck(group, held);
        const groupName = t(`team.form.groups.${group.id}`);
        return (
          <Box
            component="fieldset"
            key={group.id}
            data-testid={`rights-${group.id}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, px: 1.5, pb: 1, minWidth: 0 }}
          >
            <Typography component="legend" variant="subtitle2" sx={{ fontWeight: 700, px: 0.5 }}>
              {groupName}
            </Typography>
            <FormControlLabel
              label={t('team.form.checkAll')}
              disabled={!groupEditable(group, locked)}
              control={
                <Checkbox
                  size="small"
                  checked={check === 'all'}
                  indeterminate={check === 'some'}
                  onChange={(event) => props.onChange(toggleGroup(group, held, locked, event.target.checked))}
                  slotProps={{
                    input: {
                      'aria-label': `${t('team.form.checkAll')} — ${groupName}`,
                      // @ts-expect-error a data attribute on the input
                      'data-testid': `check-all-${group.id}`,
                    },
                  }}
                />
              }
              sx={{ '& .MuiFormControlLabel-label': { fontStyle: 'italic' } }}
            />
            <Box sx={{ display: 'grid', pl: 2 }}>
              {group.permissions.map((permission) => (
                <FormControlLabel
                  key={permission}
                  label={label(`permission.${permission}`)}
                  disabled={locked.has(permission)}
                  control={
                    <Checkbox
                      size="small"
                      checked={held.has(permission)}
                      onChange={(event) => {
                        const next = new Set(held);
                        if (event.target.checked) next.add(permission);
                        else next.delete(permission);
                        props.onChange(next);
                      }}
                      slotProps={{
                        // @ts-expect-error a data attribute on the input
                        input: { 'data-permission': permission },
                      }}
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

export function CollaboratorForm(props: {
  initial: CollaboratorDraft;
  /** the e-mail is read-only once the collaborator exists */
  emailReadOnly?: boolean;
  /** who may be the manager; '' (the owner) comes first */
  managers: readonly OrgPerson[];
  ownerName: string;
  rights: { editable: boolean; locked: ReadonlySet<Permission>; own?: boolean };
  submitLabel: string;
  /** sends the fields; a 2xx answer releases the guard, a refusal shows its messages */
  onSubmit: (fields: CollaboratorFields) => Promise<ApiResponse<unknown>>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(props.initial);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // the draft the API accepted: no longer a change to guard (the page navigates or reloads the collaborator)
  const [accepted, setAccepted] = useState<CollaboratorDraft | null>(null);
  const dirty = !sameDraft(draft, props.initial) && draft !== accepted;
  const guard = useUnsavedGuard(dirty && !saving);
  const errors: Record<string, string | undefined> = touched ? collaboratorFieldErrors(draft) : {};
  const messageOf = (field: string) => errors[field] ?? serverErrors[field];
  const readOnly = props.disabled === true;

  const change = (next: Partial<CollaboratorDraft>) => {
    setDraft({ ...draft, ...next });
    setServerErrors({});
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(collaboratorFieldErrors(draft)).length > 0) return;
    setSaving(true);
    const answer = await props.onSubmit(fieldsOf(draft));
    setSaving(false);
    if (answer.ok) {
      guard.release();
      setAccepted(draft);
      setServerErrors({});
      setRefusal(null);
      return;
    }
    const byField = serverFieldErrors(answer.status, answer.data);
    const message = (answer.data as { message?: string } | null)?.message ?? 'Une erreur est survenue';
    setServerErrors(byField);
    // the API's 422 message ('Cette adresse e-mail est déjà utilisée…') when it names no field
    setRefusal(Object.keys(byField).length === 0 ? message : null);
  };

  const text = (field: 'firstname' | 'lastname' | 'email' | 'phone' | 'jobTitle', extra = {}) => ({
    label: t(`team.form.${field}`),
    value: draft[field],
    size: 'small' as const,
    fullWidth: true,
    disabled: readOnly,
    error: Boolean(messageOf(field)),
    helperText: messageOf(field) ?? ' ',
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
    slotProps: { htmlInput: { 'data-testid': `collaborator-${field}` } },
    ...extra,
  });

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
      {refusal ? (
        <Alert severity="error" data-testid="collaborator-refusal" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      ) : null}
      <FormSection title={t('team.form.identity')}>
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            // room for a field's floating label under the hint of the field above
            rowGap: 1,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <TextField {...text('firstname')} required autoComplete="off" />
          <TextField {...text('lastname')} required autoComplete="off" />
          <TextField
            {...text('email')}
            type="email"
            required
            autoComplete="off"
            helperText={
              messageOf('email') ?? (props.emailReadOnly && !readOnly ? t('team.form.emailReadOnly') : ' ')
            }
            // read-only, not disabled: the address stays legible (a disabled field's grey fails the contrast)
            slotProps={{
              htmlInput: { 'data-testid': 'collaborator-email', readOnly: props.emailReadOnly === true },
            }}
          />
          <TextField {...text('phone')} type="tel" autoComplete="off" />
          <TextField {...text('jobTitle')} />
          <TextField
            select
            label={t('team.form.manager')}
            value={draft.managerId}
            size="small"
            fullWidth
            disabled={readOnly}
            error={Boolean(messageOf('manager') ?? messageOf('manager.id'))}
            // a disabled field's helper is drawn too light to read: no hint on a read-only form
            helperText={
              messageOf('manager') ?? messageOf('manager.id') ?? (readOnly ? ' ' : t('team.form.managerHint'))
            }
            onChange={(event) => change({ managerId: event.target.value })}
            slotProps={{
              inputLabel: { shrink: true },
              select: {
                displayEmpty: true,
                SelectDisplayProps: { 'data-testid': 'collaborator-manager' } as object,
              },
            }}
          >
            <MenuItem value="">{t('team.form.managerOwner', { name: props.ownerName })}</MenuItem>
            {props.managers.map((manager) => (
              <MenuItem key={manager.id} value={manager.id}>
                {manager.jobTitle ? `${manager.name} — ${manager.jobTitle}` : manager.name}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      </FormSection>
      <FormSection title={t('team.form.rights')}>
        <Typography variant="body2" color="text.secondary">
          {props.rights.own ? t('team.form.ownRights') : t('team.form.rightsHint')}
        </Typography>
        {messageOf('permissions') ? <Alert severity="error">{messageOf('permissions')}</Alert> : null}
        <RightsEditor
          held={draft.permissions}
          locked={readOnly ? new Set(permissionGroups.flatMap((g) => g.permissions)) : props.rights.locked}
          onChange={(permissions) => change({ permissions })}
        />
      </FormSection>
      {readOnly ? null : (
        <Box>
          <Button type="submit" variant="contained" disabled={saving} data-testid="collaborator-submit">
            {props.submitLabel}
          </Button>
        </Box>
      )}
      <UnsavedChangesDialog blocker={guard.blocker} />
    </Box>
  );
}
