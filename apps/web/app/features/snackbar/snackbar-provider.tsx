// spec §2 global snackbars: success (blue) or error (orange) with text and a close button, stacked 75 px apart,
// each closing by itself after 5 s (spec §9).
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

export function SnackbarProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [messages, setMessages] = useState<SnackbarMessage[]>([]);
  const nextId = useRef(1);
  const close = useCallback((id: number) => setMessages((all) => all.filter((m) => m.id !== id)), []);
  const api = useMemo<SnackbarApi>(
    () => ({
      show(message, severity = 'success') {
        const id = nextId.current++;
        setMessages((all) => [...all, { id, message, severity }]);
      },
      closeAll() {
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
        <Snackbar
          key={item.id}
          open
          autoHideDuration={snackbarDurationMs}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') close(item.id);
          }}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          style={{ bottom: offsets[index] }}
        >
          <Alert
            variant="filled"
            severity={item.severity}
            onClose={() => close(item.id)}
            slotProps={{ closeButton: { title: t('snackbar.close'), 'aria-label': t('snackbar.close') } }}
            data-testid="snackbar"
            sx={{ bgcolor: snackbarColors[item.severity], color: '#fff', minWidth: 280, boxShadow: 3 }}
          >
            {item.message}
          </Alert>
        </Snackbar>
      ))}
    </SnackbarContext.Provider>
  );
}
