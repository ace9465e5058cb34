// zod's own messages (a wrong type, a missing field, an unknown key) in French, for the API and the forms
// alike (issue 14): the messages the domain names (spec §5) are set on each schema and win over these.
// Loaded by this area's index and schemas, so whoever validates with the domain's zod has them; listed in
// package.json "sideEffects" so a bundle keeps it.
import { config } from 'zod';
import { fr } from 'zod/locales';

config(fr());
