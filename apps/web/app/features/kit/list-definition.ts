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

/** The ids of the selected rows of the page shown (another page drops them). */
export type ListSelection = ReadonlySet<string>;

/** What a column's `renderCell` receives: the row, its value (from `valueGetter` or the row's field), as text. */
export interface ListCellParams<Row> {
  row: Row;
  value: unknown;
  formattedValue: ReactNode;
}

/**
 * One column of a list's grid (kit/list-grid.tsx), the words of MUI X's column definitions the areas use. Example:
 * `{ field: 'publicPrice', headerName: 'Prix public', type: 'number', minWidth: 130, sortBy: 'price',
 * valueFormatter: (value: number | null) => formatPrice(value) }`.
 */
export interface ListColumn<Row extends { id: string }> {
  /** the row's property the cell shows (unless `valueGetter`), the column's id in the column choice */
  field: string;
  headerName?: string;
  /** the header's tooltip */
  description?: string;
  /** a fixed width in pixels */
  width?: number;
  /** the narrowest the column gets, in pixels (the grid scrolls sideways beyond) */
  minWidth?: number;
  /** the column takes a share of the room left by the fixed ones (any value: they grow together) */
  flex?: number;
  /** 'number' aligns right and writes French numbers when there is no `valueFormatter` */
  type?: 'string' | 'number';
  align?: 'left' | 'right' | 'center';
  headerAlign?: 'left' | 'right' | 'center';
  /** false: no sort on this column even when the API sorts on its field */
  sortable?: boolean;
  /** false: the column chooser does not offer to hide it */
  hideable?: boolean;
  /** hidden until the user shows it with the column chooser */
  hiddenByDefault?: boolean;
  /** the API's sort field when it is not the column's field ('price' for the publicPrice column) */
  sortBy?: string;
  // methods, so that a column may type its value (`(value: number | null) => …`) as MUI X let it
  /** the cell's value from the row (`value` is `row[field]`) */
  valueGetter?(value: unknown, row: Row): unknown;
  /** the value as the cell writes it */
  valueFormatter?(value: unknown, row: Row): ReactNode;
  /** the cell's content, instead of the formatted value */
  renderCell?(params: ListCellParams<Row>): ReactNode;
}

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
