export type { NamedPerson } from './display-name.ts';
export { personDisplayName } from './display-name.ts';
