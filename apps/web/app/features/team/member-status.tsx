// A team member's status (a collaborator's or an agent's) as a chip: 'Invitation envoyée' in spec §4's waiting grey
// until they choose their password, then 'Actif' in its finished blue. The team area's own chip (not a family of
// the domain's statuses, whose module every back-office list loads first: issue 22's budget).
import { statusGroupColors } from '@sarment/domain/reference/statuses';
import { useTranslation } from 'react-i18next';
import { SmallChip } from '../kit/status-chip.tsx';

/** invited: a new account that has not chosen its password yet */
export type MemberStatus = 'invited' | 'active';

export const memberStatusColors: Readonly<Record<MemberStatus, string>> = {
  invited: statusGroupColors.waiting,
  active: statusGroupColors.finished,
};

export function MemberStatusChip({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return (
    <SmallChip
      label={t(`team.status.${status}`)}
      data-status={status}
      sx={{ bgcolor: memberStatusColors[status], color: '#1d2433', fontWeight: 600 }}
    />
  );
}
