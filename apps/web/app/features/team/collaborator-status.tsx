// A collaborator's status as a chip: 'Invitation envoyée' in spec §4's waiting grey until they choose their
// password, then 'Actif' in its finished blue. The team area's own chip (not a family of the domain's statuses,
// whose module every back-office list loads first: issue 22's budget).
import { statusGroupColors } from '@sarment/domain/reference/statuses';
import { useTranslation } from 'react-i18next';
import { SmallChip } from '../kit/status-chip.tsx';
import type { CollaboratorStatus } from './team-types.ts';

export const collaboratorStatusColors: Readonly<Record<CollaboratorStatus, string>> = {
  invited: statusGroupColors.waiting,
  active: statusGroupColors.finished,
};

export function CollaboratorStatusChip({ status }: { status: CollaboratorStatus }) {
  const { t } = useTranslation();
  return (
    <SmallChip
      label={t(`team.status.${status}`)}
      data-status={status}
      sx={{ bgcolor: collaboratorStatusColors[status], color: '#1d2433', fontWeight: 600 }}
    />
  );
}
