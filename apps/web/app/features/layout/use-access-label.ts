import { accessLabel } from '@sarment/domain/access';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The menus' labels come from the access area's catalogues (accessMessages.fr / .en). */
export function useAccessLabel(): (key: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return useCallback((key: string) => accessLabel(key, language), [language]);
}
