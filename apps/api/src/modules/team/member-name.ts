// The team area's display name of a member (spec §3), collaborators and agents alike.
import { personDisplayName } from '@sarment/domain/identity';

export const memberName = (row: {
  email: string;
  username: string | null;
  firstname: string | null;
  lastname: string | null;
}) => personDisplayName({ ...row, isPro: false, business: null });
