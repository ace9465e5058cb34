// A settings tab's form: its values, whether something changed, and saving through the API with the snackbar
// answer (spec §7). Field messages come from the domain schemas the API also runs (spec §5).
import { useCallback, useMemo, useState } from 'react';
import { useRevalidator } from 'react-router';
import { browserApi } from '../../lib/api.ts';

// one implementation for every back-office form (the kit's), zod's French messages included
export { fieldError } from '../kit/form-errors.ts';

export function useSettingsForm<T>(initial: T, path: string, toBody: (value: T) => unknown = (v) => v) {
  const [value, setValue] = useState<T>(initial);
  const [saving, setSaving] = useState(false);
  const revalidator = useRevalidator();
  const dirty = useMemo(() => JSON.stringify(value) !== JSON.stringify(initial), [value, initial]);
  const set = useCallback(
    <K extends keyof T>(key: K, next: T[K]) => setValue((v) => ({ ...v, [key]: next })),
    [],
  );
  const save = useCallback(async () => {
    setSaving(true);
    try {
      // the answer's message shows through the global response handling (snackbar/response-feedback.ts)
      const answer = await browserApi.request('PUT', path, toBody(value));
      // menus and guards read the shop from the root loader: reload it so they follow at once
      if (answer.ok) await revalidator.revalidate();
      return answer.ok;
    } finally {
      setSaving(false);
    }
  }, [path, toBody, value, revalidator]);
  return { value, setValue, set, dirty, saving, save, reset: () => setValue(initial) };
}
