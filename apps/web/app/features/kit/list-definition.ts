import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { ListStateRules } from './list-state.ts';

/** One filter of a list: a select of choices, several at once (they are alternatives). */
export interface ListFilter {
  key: string;
  label: string;
  options: readonly { value: string; label: string }[];
}

/** An action on the selected rows; it answers the French message to show when it failed, else null. */
export interface BulkAction<Row> {
  id: string;
  label: string;
  /**
   * Acts on the selected rows (it may ask first with the global popup); answers null, or the French message the
   * list shows in its alert. `onProgress` tells the list how many rows are done, which it shows while it runs.
   */
  run(rows: Row[], onProgress?: (done: number) => void): Promise<string | null>;
}

export type ListColumn<Row extends { id: string }> = GridColDef<Row> & {
  /** hidden until the user shows it with the column chooser */
  hiddenByDefault?: boolean;
  /** the API's sort field when it is not the column's field ('price' for the publicPrice column) */
  sortBy?: string;
};

/**
 * What a list page declares: its API resource, the URL words it accepts, its columns, filters and bulk
 * actions, and how one row reads as a card on a phone. Example: `productList` of features/catalogue.
 */
export interface ListDefinition<Row extends { id: string }> {
  /** names the list in the browser's storage (its column choice) */
  id: string;
  /** '/v1/products': the list is GET on it, its export GET `<resource>/export?format=` */
  resource: string;
  rules: ListStateRules;
  columns: ListColumn<Row>[];
  filters: ListFilter[];
  bulkActions?: BulkAction<Row>[];
  exportFormats?: readonly ('csv' | 'xlsx')[];
  /** where a click on a row leads */
  rowLink?: (row: Row) => string;
  /** a row as a card (phones, and the page the server renders before the grid mounts) */
  card: (row: Row) => ReactNode;
}
