// The desktop grid of a back-office list (see list-page.tsx), in server mode: the API pages, sorts and filters, the
// grid shows one page and says what the user asks. TanStack Table (headless, about 15 KB) holds the columns, their
// visibility, the sort and the selection; Material's Table pieces draw them (role grid, row, columnheader,
// gridcell). Loaded apart from the page, since phones and the server show cards instead.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ColumnVisibility } from './column-visibility.ts';
import type { ListColumn, ListDefinition, ListSelection } from './list-definition.ts';
import { formatNumber } from './list-formats.ts';
import { type ListState, pageSizeOptions } from './list-state.ts';
import type { ListData } from './load-list.ts';

const selectField = '__select';
// a click on these inside a row is theirs, not the row's
const ownClicks = `a, button, input, label, select, textarea, [role="button"], [data-field="${selectField}"]`;

const apply = <T,>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater;

export function ListGrid<Row extends { id: string }>({
  definition,
  data,
  loading,
  columns,
  onColumnsChange,
  onView,
  selection,
  onSelect,
}: {
  definition: ListDefinition<Row>;
  data: ListData<Row>;
  loading: boolean;
  columns: ColumnVisibility;
  onColumnsChange: (next: ColumnVisibility) => void;
  onView: (change: Partial<ListState>) => void;
  selection: ListSelection;
  onSelect: (next: ListSelection) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = data;
  const canSelect = (definition.bulkActions ?? []).length > 0;
  const sortFieldOf = (column: ListColumn<Row>) => column.sortBy ?? column.field;
  const canSort = (column: ListColumn<Row>) =>
    column.sortable !== false && definition.rules.sortFields.includes(sortFieldOf(column));
  const sortedColumn = state.sort
    ? definition.columns.find((column) => sortFieldOf(column) === state.sort?.field)
    : undefined;
  const sorting: SortingState = sortedColumn
    ? [{ id: sortedColumn.field, desc: state.sort?.direction === 'desc' }]
    : [];
  const rowSelection: RowSelectionState = Object.fromEntries([...selection].map((id) => [id, true]));

  const tableColumns: ColumnDef<Row>[] = [
    ...(canSelect ? [selectColumn<Row>(t('list.selectAll'), t('list.selectRow'))] : []),
    ...definition.columns.map(
      (column): ColumnDef<Row> => ({
        id: column.field,
        accessorFn: (row) => {
          const raw = (row as Record<string, unknown>)[column.field];
          return column.valueGetter ? column.valueGetter(raw, row) : raw;
        },
        header: column.headerName ?? '',
        enableSorting: canSort(column),
        enableHiding: column.hideable !== false,
        cell: ({ row, getValue }) => {
          const value = getValue();
          const formattedValue = column.valueFormatter
            ? column.valueFormatter(value, row.original)
            : plainText(value, column.type === 'number');
          return column.renderCell
            ? column.renderCell({ row: row.original, value, formattedValue })
            : formattedValue;
        },
        meta: column,
      }),
    ),
  ];

  const table = useReactTable<Row>({
    data: data.rows,
    columns: tableColumns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row.id,
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: data.total,
    enableMultiSort: false,
    sortDescFirst: false,
    enableRowSelection: canSelect,
    state: {
      sorting,
      rowSelection,
      // a column the chooser hides, unless it may not be hidden
      columnVisibility: Object.fromEntries(
        definition.columns.map((column) => [
          column.field,
          column.hideable === false || columns[column.field] !== false,
        ]),
      ),
    },
    onSortingChange: (updater) => {
      const first = apply(updater, sorting)[0];
      const column = first && definition.columns.find((c) => c.field === first.id);
      onView({
        sort: column ? { field: sortFieldOf(column), direction: first.desc ? 'desc' : 'asc' } : null,
      });
    },
    onRowSelectionChange: (updater) => {
      const next = apply(updater, rowSelection);
      onSelect(new Set(Object.keys(next).filter((id) => next[id])));
    },
    onColumnVisibilityChange: (updater) => onColumnsChange({ ...columns, ...apply(updater, columns) }),
  });

  const rowLink = definition.rowLink;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // the row the Tab key lands on (one tab stop for the body; the arrows move between rows, Enter opens)
  const [focusedRow, setFocusedRow] = useState(0);
  const moveFocus = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    const rows = bodyRef.current?.querySelectorAll<HTMLTableRowElement>(':scope > tr') ?? [];
    const target = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 }[event.key];
    if (target !== undefined && event.target === event.currentTarget) {
      event.preventDefault();
      rows[Math.max(0, Math.min(rows.length - 1, target))]?.focus();
    }
  };
  const pageSizes = pageSizeOptions.includes(state.pageSize as (typeof pageSizeOptions)[number])
    ? [...pageSizeOptions]
    : [...pageSizeOptions, state.pageSize].sort((a, b) => a - b);
  const visibleCount = table.getVisibleLeafColumns().length;

  return (
    <Paper variant="outlined" sx={{ width: '100%' }}>
      <Box sx={{ overflowX: 'auto' }}>
        <Table
          size="small"
          role="grid"
          aria-rowcount={data.total + 1}
          aria-colcount={visibleCount}
          aria-busy={loading || undefined}
          data-testid="list-grid"
          sx={{ '& td, & th': { py: 1, verticalAlign: 'middle', overflowWrap: 'break-word' } }}
        >
          <TableHead>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} role="row" aria-rowindex={1}>
                {group.headers.map((header, index) => {
                  const column = header.column.columnDef.meta as ListColumn<Row> | undefined;
                  const sorted = header.column.getIsSorted();
                  const align = column ? (column.headerAlign ?? alignOf(column)) : 'left';
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <TableCell
                      key={header.id}
                      role="columnheader"
                      aria-colindex={index + 1}
                      data-field={header.column.id}
                      align={align}
                      title={column?.description}
                      aria-sort={
                        header.column.getCanSort()
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      sx={{ ...widthOf(column), fontWeight: 600, whiteSpace: 'normal' }}
                    >
                      {header.column.getCanSort() ? (
                        <TableSortLabel
                          active={!!sorted}
                          direction={sorted || 'asc'}
                          onClick={header.column.getToggleSortingHandler()}
                          sx={{ flexDirection: align === 'right' ? 'row-reverse' : 'row' }}
                        >
                          {label}
                        </TableSortLabel>
                      ) : (
                        label
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableHead>
          <TableBody ref={bodyRef} sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
            {table.getRowModel().rows.map((row, rowIndex) => {
              // a row behaves as a link: Ctrl/⌘-click, Shift-click or the middle button open it in a new tab
              const open = rowLink
                ? (event: MouseEvent<HTMLTableRowElement>) => {
                    if ((event.target as Element).closest(ownClicks)) return;
                    if (event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey) {
                      window.open(rowLink(row.original), '_blank', 'noopener');
                    } else if (event.button === 0) navigate(rowLink(row.original));
                  }
                : undefined;
              return (
                <TableRow
                  key={row.id}
                  role="row"
                  aria-rowindex={(state.page - 1) * state.pageSize + rowIndex + 2}
                  aria-selected={canSelect ? row.getIsSelected() : undefined}
                  data-id={row.id}
                  hover
                  selected={row.getIsSelected()}
                  onClick={open}
                  onAuxClick={open}
                  tabIndex={
                    rowLink ? (rowIndex === Math.min(focusedRow, data.rows.length - 1) ? 0 : -1) : undefined
                  }
                  onFocus={rowLink ? () => setFocusedRow(rowIndex) : undefined}
                  onKeyDown={
                    rowLink
                      ? (event) => {
                          if (event.key === 'Enter' && event.target === event.currentTarget) {
                            if (event.ctrlKey || event.metaKey)
                              window.open(rowLink(row.original), '_blank', 'noopener');
                            else navigate(rowLink(row.original));
                          } else moveFocus(event, rowIndex);
                        }
                      : undefined
                  }
                  sx={{
                    cursor: rowLink ? 'pointer' : 'default',
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  {row.getVisibleCells().map((cell, index) => {
                    const column = cell.column.columnDef.meta as ListColumn<Row> | undefined;
                    return (
                      <TableCell
                        key={cell.id}
                        role="gridcell"
                        aria-colindex={index + 1}
                        data-field={cell.column.id}
                        align={column ? alignOf(column) : 'left'}
                        sx={widthOf(column)}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={data.total}
        page={Math.min(state.page - 1, Math.max(0, Math.ceil(data.total / state.pageSize) - 1))}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={pageSizes}
        onPageChange={(_event, page) => onView({ page: page + 1 })}
        onRowsPerPageChange={(event) => onView({ pageSize: Number(event.target.value) })}
        labelRowsPerPage={t('list.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(type === 'next' ? 'list.nextPage' : 'list.previousPage')}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      />
    </Paper>
  );
}

function selectColumn<Row extends { id: string }>(allLabel: string, rowLabel: string): ColumnDef<Row> {
  return {
    id: selectField,
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => (
      <Checkbox
        size="small"
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
        slotProps={{ input: { 'aria-label': allLabel } }}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        size="small"
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        slotProps={{ input: { 'aria-label': rowLabel } }}
      />
    ),
  };
}

const alignOf = <Row extends { id: string }>(column: ListColumn<Row>) =>
  column.align ?? (column.type === 'number' ? 'right' : 'left');

/** The column's width: fixed (`width`), else at least `minWidth`; flex columns share what the fixed ones leave. */
function widthOf<Row extends { id: string }>(column: ListColumn<Row> | undefined) {
  if (!column) return { width: 48, px: 0.5 }; // the checkbox column
  if (column.width) return { width: column.width, minWidth: column.width };
  const minWidth = column.minWidth ?? 100;
  return column.flex ? { minWidth } : { width: minWidth, minWidth };
}

/** A value without a formatter: its text, French numbers; nothing for null. */
function plainText(value: unknown, numeric: boolean): ReactNode {
  if (value === null || value === undefined) return '';
  if (numeric && typeof value === 'number') return formatNumber(value);
  return typeof value === 'object' ? '' : String(value);
}
