// spec §2 global snackbars: success (blue) or error (orange) with text and a close button, stacked 75 px apart,
// each closing by itself after 5 s (spec §9). Plain CSS: snackbars show on public pages too.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useText } from '../../i18n/use-text.ts';
import { CloseIcon } from '../../lib/close-icon.tsx';
import ui from '../../lib/plain-ui.module.css';
import styles from './snackbar.module.css';
import {
  type SnackbarMessage,
  type SnackbarSeverity,
  snackbarColors,
  snackbarDurationMs,
  snackbarOffsets,
} from './snackbar-logic.ts';

export interface SnackbarApi {
  show(message: string, severity?: SnackbarSeverity): void;
  /** spec §8: an error answer without a single message closes the snackbars. */
  closeAll(): void;
}

const noop: SnackbarApi = { show: () => undefined, closeAll: () => undefined };
const SnackbarContext = createContext<SnackbarApi>(noop);

/** Shows a snackbar from anywhere under the app providers. */
export function useSnackbar(): SnackbarApi {
  return useContext(SnackbarContext);
}

function Snackbar({ item, bottom, onClose }: { item: SnackbarMessage; bottom: number; onClose: () => void }) {
  const { t } = useText();
  useEffect(() => {
    const timer = setTimeout(onClose, snackbarDurationMs);
    return () => clearTimeout(timer);
  }, [onClose]);
  return (
    <div
      className={`${ui.toast} ${styles.snackbar}`}
      role={item.severity === 'error' ? 'alert' : 'status'}
      data-testid="snackbar"
      style={{ bottom, backgroundColor: snackbarColors[item.severity] }}
    >
      <span className={styles.message}>{item.message}</span>
      <button
        type="button"
        className={ui.iconButton}
        title={t('snackbar.close')}
        aria-label={t('snackbar.close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

export function SnackbarProvider({ children }: { children: React.ReactNode }) {
  const [messages, setMessages] = useState<SnackbarMessage[]>([]);
  const nextId = useRef(1);
  const closers = useRef(new Map<number, () => void>());
  const closerOf = useCallback((id: number) => {
    let closer = closers.current.get(id);
    if (!closer) {
      closer = () => {
        closers.current.delete(id);
        setMessages((all) => all.filter((m) => m.id !== id));
      };
      closers.current.set(id, closer);
    }
    return closer;
  }, []);
  const api = useMemo<SnackbarApi>(
    () => ({
      show(message, severity = 'success') {
        const id = nextId.current++;
        // the same words already on screen (two answers of one save) show once, for a fresh 5 s
        setMessages((all) => [
          ...all.filter((m) => m.message !== message || m.severity !== severity),
          { id, message, severity },
        ]);
      },
      closeAll() {
        closers.current.clear();
        setMessages([]);
      },
    }),
    [],
  );
  const offsets = snackbarOffsets(messages.length);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {messages.map((item, index) => (
        <Snackbar key={item.id} item={item} bottom={offsets[index] ?? 24} onClose={closerOf(item.id)} />
      ))}
    </SnackbarContext.Provider>
  );
}
