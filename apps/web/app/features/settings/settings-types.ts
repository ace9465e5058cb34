// GET /v1/settings as the API answers it (amounts in euros), and the rows its tabs edit. The answer types come
// from the API's services (types only: no server code reaches the browser).
import type { CollaboratorAnswer, SettingsAnswer } from '@sarment/api';

/** The shop, and the sections the caller may save: a section the API did not send is absent. */
export type SettingsData = SettingsAnswer;
/** A section of the answer, as its tab reads it once the API sent it. */
export type Section<Name extends Exclude<keyof SettingsData, 'shop'>> = NonNullable<SettingsData[Name]>;

export type Infos = Section<'infos'>;
export type Address = Infos['address'];
export type Typology = Section<'typos'>['typologies'][number];
export type Billing = Section<'billing'>;
/** A bank of the tab: one typed in has no id until it is saved. */
export type Bank = Omit<Billing['banks'][number], 'id'> & { id?: string };
/** A delivery mode of the tab: one added has no id until it is saved. */
export type DeliveryMode = Omit<Section<'delivery'>['modes'][number], 'id'> & { id?: string };
export type CollectionPoint = Omit<Section<'delivery'>['collectionPoints'][number], 'id'> & { id?: string };
/** The delivery tab's value: its modes and points, saved ones and added ones. */
export interface Delivery {
  modes: DeliveryMode[];
  collectionPoints: CollectionPoint[];
}
/** One row of GET /v1/settings/roles. */
export type Collaborator = CollaboratorAnswer;
