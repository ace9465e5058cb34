/**
 * A background GET that stays silent: no snackbar (spec §7 global handling is for the user's own actions), no
 * HTTP cache, null on any failure. Polls (maintenance, version, documents) use it.
 */
export async function fetchQuietly<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(path, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    return (await response.json()) as T;
  } catch {
    return null;
  }
}
