// What a member's page (a collaborator's, an agent's) does besides saving: mail the invitation again while they are
// invited, and remove them after the global popup's confirmation, then go back to the list. The API's refusal
// (its French message) goes to the page's alert.
import { useTranslation } from 'react-i18next';
import { useNavigate, useRevalidator } from 'react-router';
import { apiRequest, browserApi } from '../../lib/api.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';

export interface MemberActionTexts {
  /** the removal's button and the popup's confirm button ('Retirer de l’équipe', 'Retirer') */
  remove: string;
  /** the popup's title when it is not the button's words ('Retirer l’agent') */
  removeTitle?: string;
  /** the popup's question, naming the member and what follows */
  removeConfirm: string;
  /** the snackbar after the removal */
  removed: string;
}

/** `path`: the member's resource (/v1/agents/usr_…); `listPath`: the page to go back to after the removal. */
export function useMemberActions(props: {
  path: string;
  email: string;
  listPath: string;
  texts: MemberActionTexts;
  onRefusal: (message: string) => void;
}) {
  const { t } = useTranslation();
  const popup = usePopup();
  const snackbars = useSnackbar();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const refused = (data: { message?: string } | null) =>
    props.onRefusal(data?.message ?? 'Une erreur est survenue');

  const resend = async () => {
    const answer = await apiRequest<{ message?: string }>(browserApi, 'POST', `${props.path}/invite`);
    if (!answer.ok) return refused(answer.data);
    snackbars.show(t('team.form.invited', { email: props.email }), 'success');
    revalidator.revalidate();
  };

  const remove = async () => {
    const confirmed = await popup.open({
      title: props.texts.removeTitle ?? props.texts.remove,
      text: props.texts.removeConfirm,
      confirmLabel: props.texts.remove,
      small: true,
    });
    if (!confirmed) return;
    const answer = await apiRequest<{ message?: string }>(browserApi, 'DELETE', props.path);
    if (!answer.ok) return refused(answer.data);
    snackbars.show(props.texts.removed, 'success');
    navigate(props.listPath);
  };

  return { resend, remove };
}
