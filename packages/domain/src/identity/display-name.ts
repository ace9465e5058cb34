// spec §3: how a person's name is shown, everywhere (menus, lists, orders, e-mails, notifications, /admin).

export interface NamedPerson {
  username?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  isPro?: boolean | null;
  business?: { reason?: string | null; name?: string | null } | null;
  email?: string | null;
}

/**
 * The username, else lastname plus firstname; for pro users the business reason and name come first; the
 * e-mail when nothing else is known. Example: 'SARL Cellier Lambert - Le Cellier de Beaune - Lambert Sophie'.
 */
export function personDisplayName(person: NamedPerson): string {
  const filled = (parts: readonly (string | null | undefined)[]) =>
    parts.map((part) => part?.trim() ?? '').filter(Boolean);
  const name = person.username?.trim() || filled([person.lastname, person.firstname]).join(' ');
  const business = person.isPro ? filled([person.business?.reason, person.business?.name]) : [];
  return [...business, name].filter(Boolean).join(' - ') || person.email?.trim() || '';
}
