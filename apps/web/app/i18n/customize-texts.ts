// The shop-look texts (t('customize.…')) are written in French only, for both languages, in the settings area's
// module: as a text module for `useTexts({ customize: customizeTexts })`.
import { frCustomizeTexts } from '../features/settings/i18n.ts';
import type { AreaTexts } from './back-office-texts.ts';

export const customizeTexts: AreaTexts = { fr: frCustomizeTexts, en: frCustomizeTexts };
