import type { fr } from './shopping-as-i18n.fr.ts';

export const en: typeof fr = {
  iam: 'You are logged in as a collaborator: your purchases are recorded as such.',
  owner: 'You are logged in as a producer: your purchases are recorded as such.',
  agent: 'You are logged in as a sales agent: your purchases are recorded as such.',
  continueAsVisitor: 'Continue as a visitor',
  dismiss: 'Hide',
};
