// link=roles: each collaborator's permissions of spec §6 (needs accessCollaborator).
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { type PermissionFlags, permissions } from '@sarment/domain/access';
import { useTranslation } from 'react-i18next';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import { useAccessLabel } from '../layout/use-access-label.ts';
import { FormColumns, FormSection, SaveArea } from './settings-parts.tsx';
import { type RolesEditor, rolesEditing } from './settings-tabs.ts';
import type { Collaborator } from './settings-types.ts';
import { useSettingsForm } from './use-settings-form.ts';

const allFlags = () => Object.fromEntries(permissions.map((p) => [p, true]));

function CollaboratorRights({ collaborator, editor }: { collaborator: Collaborator; editor: RolesEditor }) {
  // the API refuses one's own row and a permission the editor lacks: they are shown, not offered
  const { editable, locked } = rolesEditing(editor, collaborator);
  const label = useAccessLabel();
  const form = useSettingsForm(
    { authorizations: collaborator.authorizations ?? allFlags() },
    `/v1/settings/roles/${collaborator.userId}`,
  );
  const flags = form.value.authorizations;
  return (
    <FormSection title={`${collaborator.name} (${label(`role.${collaborator.role}`)})`}>
      <Typography variant="body2" color="text.secondary">
        {collaborator.email}
      </Typography>
      {permissions.map((permission) => (
        <FormControlLabel
          key={permission}
          control={
            <Checkbox
              size="small"
              checked={!!flags[permission]}
              disabled={locked.has(permission)}
              onChange={(e) => form.set('authorizations', { ...flags, [permission]: e.target.checked })}
            />
          }
          label={label(`permission.${permission}`)}
        />
      ))}
      {editable ? <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} /> : null}
    </FormSection>
  );
}

export function RolesTab({ collaborators }: { collaborators: Collaborator[] }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const editor: RolesEditor = {
    userId: user?.id ?? '',
    role: user?.role === 'owner' ? 'owner' : 'iam',
    authorizations: (shop?.authorizations?.byUser?.[user?.id ?? ''] as PermissionFlags | undefined) ?? null,
  };
  if (!collaborators.length) return <Typography>{t('settings.roles.none')}</Typography>;
  return (
    <FormColumns>
      {collaborators.map((c) => (
        <CollaboratorRights key={c.userId} collaborator={c} editor={editor} />
      ))}
    </FormColumns>
  );
}
