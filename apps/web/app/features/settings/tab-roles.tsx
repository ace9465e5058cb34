// link=roles: each collaborator's permissions of spec §6 (needs accessCollaborator).
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { permissions } from '@sarment/domain/access';
import { useTranslation } from 'react-i18next';
import { FormColumns, FormSection, SaveArea } from './settings-parts.tsx';
import type { Collaborator } from './settings-types.ts';
import { useSettingsForm } from './use-settings-form.ts';

const allFlags = () => Object.fromEntries(permissions.map((p) => [p, true]));

function CollaboratorRights({ collaborator }: { collaborator: Collaborator }) {
  const form = useSettingsForm(
    { authorizations: collaborator.authorizations ?? allFlags() },
    `/v1/settings/roles/${collaborator.userId}`,
  );
  const flags = form.value.authorizations;
  return (
    <FormSection title={`${collaborator.name} (${collaborator.role})`}>
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
              onChange={(e) => form.set('authorizations', { ...flags, [permission]: e.target.checked })}
            />
          }
          label={permission}
        />
      ))}
      <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} />
    </FormSection>
  );
}

export function RolesTab({ collaborators }: { collaborators: Collaborator[] }) {
  const { t } = useTranslation();
  if (!collaborators.length) return <Typography>{t('settings.roles.none')}</Typography>;
  return (
    <FormColumns>
      {collaborators.map((c) => (
        <CollaboratorRights key={c.userId} collaborator={c} />
      ))}
    </FormColumns>
  );
}
