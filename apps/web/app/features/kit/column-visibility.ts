// The columns a user chose to see, per list, in this browser (localStorage): read after the first render, so
// the server's page and the hydrated one agree.

export type ColumnVisibility = Record<string, boolean>;

const keyOf = (listId: string) => `sarment.list.${listId}.columns`;

export function readColumnVisibility(listId: string): ColumnVisibility | null {
  try {
    const text = globalThis.localStorage?.getItem(keyOf(listId));
    const value: unknown = text ? JSON.parse(text) : null;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return null; // storage refused (private mode) or damaged: the list's defaults
  }
}

export function saveColumnVisibility(listId: string, visibility: ColumnVisibility): void {
  try {
    globalThis.localStorage?.setItem(keyOf(listId), JSON.stringify(visibility));
  } catch {
    // storage full or refused: the choice lasts for this page only
  }
}
