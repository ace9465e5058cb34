// The team area's mails (collaborators and agents): the invitation to choose a password, and the word to an
// existing account that a shop now counts it among its members.

import type { ServiceContext } from '../../http/service-context.ts';
import { issueInvitationLink } from '../identity/account-links.service.ts';
import { linkMail, publicUrl, sendMail } from '../mail/send-mail.ts';

/**
 * Mails the invitation: a 'Choisir mon mot de passe' link to the reset page (`invite` token, valid 7 days, single
 * use; the earlier ones end when it is used). `as` names what the person joins as ('collaborateur', 'agent').
 */
export async function mailInvitation(
  ctx: ServiceContext,
  shopName: string,
  to: { userId: string; email: string },
  as: string,
): Promise<void> {
  const link = await issueInvitationLink(ctx.tx, to.userId, ctx.now);
  const inviter = ctx.actor?.name ? `${ctx.actor.name} vous invite` : 'Vous êtes invité';
  await sendMail(
    ctx.tx,
    linkMail(
      to.email,
      `Vous êtes invité à rejoindre ${shopName} sur Sarment`,
      `${inviter} à rejoindre ${shopName} sur Sarment en tant que ${as}. Choisissez votre mot de passe ` +
        'pour activer votre compte : ce lien est valable 7 jours.',
      'Choisir mon mot de passe',
      link,
    ),
  );
}

/** Mails an account that already has a password what it now belongs to, with a link to log in. */
export async function mailLoginNotice(
  ctx: ServiceContext,
  to: string,
  subject: string,
  intro: string,
): Promise<void> {
  await sendMail(
    ctx.tx,
    linkMail(
      to,
      subject,
      `${intro} Connectez-vous avec votre adresse e-mail et votre mot de passe habituel.`,
      'Me connecter',
      publicUrl('/auth/login'),
    ),
  );
}
