// Who publishes the platform (loi n° 2004-575 du 21 juin 2004, art. 6 III): set by the operator in the
// environment (docs/OPERATIONS.md), with the demo's values otherwise.

export interface PlatformOperator {
  name: string;
  address: string;
  registration: string;
  email: string;
  director: string;
  host: string;
}

export function platformOperator(env: NodeJS.ProcessEnv = process.env): PlatformOperator {
  return {
    name: env.PLATFORM_PUBLISHER ?? 'Sarment (plateforme de démonstration)',
    address: env.PLATFORM_ADDRESS ?? 'Adresse communiquée par l’exploitant de la plateforme',
    registration:
      env.PLATFORM_REGISTRATION ?? 'Immatriculation communiquée par l’exploitant de la plateforme',
    email: env.PLATFORM_CONTACT_EMAIL ?? 'contact@sarment.test',
    director: env.PLATFORM_DIRECTOR ?? 'Le représentant légal de l’exploitant',
    host: env.PLATFORM_HOST ?? 'L’hébergeur choisi par l’exploitant (nom, adresse et téléphone)',
  };
}
