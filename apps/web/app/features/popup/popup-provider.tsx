// spec §4 Popup: show, then validate (the handler gets the entered text or mail list, the popup closes) or
// cancel (the cancel handler runs, the popup closes). One popup at a time: a new one cancels the previous.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PopupOptions, PopupResult, PopupValues } from './popup-types.ts';

export interface PopupHandlers {
  onValidate?: (values: PopupValues) => void | Promise<void>;
  onCancel?: () => void;
}

export interface PopupApi {
  /** Opens the popup; resolves with the values on 'Valider', null on 'Annuler'. */
  open(options: PopupOptions & PopupHandlers): Promise<PopupResult>;
  /** spec §2: the older popup type still works but warns that it is deprecated. */
  openDeprecated(options: PopupOptions & PopupHandlers): Promise<PopupResult>;
}

interface Current {
  key: number;
  options: PopupOptions & PopupHandlers;
  resolve: (result: PopupResult) => void;
}

const PopupContext = createContext<PopupApi | null>(null);

// Loaded on first use: its form rules (zod, phone numbers) stay out of the pages that never open a popup.
const PopupDialog = lazy(async () => ({ default: (await import('./popup-dialog.tsx')).PopupDialog }));

export function usePopup(): PopupApi {
  const popup = useContext(PopupContext);
  if (!popup) throw new Error('usePopup() needs the app providers (PopupProvider)');
  return popup;
}

export function PopupProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<Current | null>(null);
  const currentRef = useRef<Current | null>(null);
  const nextKey = useRef(1);

  const finish = useCallback((result: PopupResult) => {
    const shown = currentRef.current;
    if (!shown) return;
    currentRef.current = null;
    setCurrent(null);
    if (result) void shown.options.onValidate?.(result);
    else shown.options.onCancel?.();
    shown.resolve(result);
  }, []);

  const api = useMemo<PopupApi>(() => {
    const open = (options: PopupOptions & PopupHandlers) =>
      new Promise<PopupResult>((resolve) => {
        if (currentRef.current) finish(null);
        const next = { key: nextKey.current++, options, resolve };
        currentRef.current = next;
        setCurrent(next);
      });
    return {
      open,
      openDeprecated(options) {
        console.warn(t('popup.deprecated'));
        return open(options);
      },
    };
  }, [finish, t]);

  return (
    <PopupContext.Provider value={api}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <PopupDialog
            key={current.key}
            options={current.options}
            onValidate={(values) => finish(values)}
            onCancel={() => finish(null)}
          />
        </Suspense>
      )}
    </PopupContext.Provider>
  );
}
