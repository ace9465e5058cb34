// The back-office list page (issue 16): a view read from the URL, one page of rows loaded by the route's loader
// (server mode: the API searches, filters, sorts and pages), a debounced search, filter selects, a column
// chooser, row selection with bulk actions, CSV/XLSX exports of the filtered list, empty, loading and error
// states. Every change of view navigates to its URL, so the loader runs again and the back button works.
// The grid mounts in the browser only, on wide screens: the server, and phones, show the rows as cards.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useNavigation } from 'react-router';
import { type ColumnVisibility, readColumnVisibility, saveColumnVisibility } from './column-visibility.ts';
import type { ListColumn, ListDefinition, ListSelection } from './list-definition.ts';
import { ListSelect } from './list-select.tsx';
import {
  changeListState,
  isNarrowed,
  type ListState,
  listExportQuery,
  listParams,
  pageCountOf,
  readListState,
} from './list-state.ts';
import type { ListData } from './load-list.ts';
import { OutlinedField } from './outlined-field.tsx';

const searchDelayMs = 400;
// The grid (TanStack Table and Material's Table, about 20 KB gzipped) loads with the first grid a wide screen shows:
// phones and the server render the cards, which stand in while it loads.
const ListGrid = lazy(() =>
  import('./list-grid.tsx').then((m) => ({ default: m.ListGrid })),
) as unknown as typeof import('./list-grid.tsx').ListGrid; // lazy() drops the row type parameter
// What the first paint does not show loads when shown (issue 22): the column chooser's menu (or when its button is
// hovered or focused), the loading bar, the error messages.
const loadColumnMenu = () => import('./column-menu.tsx');
const ColumnMenu = lazy(loadColumnMenu) as unknown as typeof import('./column-menu.tsx').default;
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));
// The cards' pagination (about 4.5 KB gzipped) shows from a second page of rows on, and on wide screens the grid
// (with its own footer) replaces the cards once mounted: it loads when shown. The server renders it; hydration waits
// for it there, the page already drawn.
const Pagination = lazy(() => import('@mui/material/Pagination'));
const Alert = lazy(() => import('@mui/material/Alert'));

export interface ListPageProps<Row extends { id: string }> {
  definition: ListDefinition<Row>;
  data: ListData<Row>;
  title: string;
  /** the page's own buttons beside the title (create...) */
  actions?: ReactNode;
  /** shown between the title and the toolbar (a page's totals) */
  intro?: ReactNode;
  /** the list sits in another page (a detail page's tab): its title is a section heading under the page's h1 */
  embedded?: boolean;
}

export function ListPage<Row extends { id: string }>({
  definition,
  data,
  title,
  actions,
  intro,
  embedded = false,
}: ListPageProps<Row>) {
  const { t } = useTranslation();
  const view = useListNavigation(definition);
  const mounted = useMounted();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [selection, setSelection] = useState<ListSelection>(noSelection);
  const [bulkError, setBulkError] = useState<string | null>(null);
  // a new page of rows drops a selection made on the previous one
  const [rowsOfSelection, setRowsOfSelection] = useState(data.rows);
  if (rowsOfSelection !== data.rows) {
    setRowsOfSelection(data.rows);
    setSelection(noSelection());
  }
  const selected = data.rows.filter((row) => selection.has(row.id));
  const { state } = data;
  const cards = (
    <>
      <CardSort definition={definition} state={state} onView={view.change} />
      <ListCards definition={definition} data={data} onView={view.change} />
    </>
  );

  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }} data-testid={`list-${definition.id}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography
          component={embedded ? 'h2' : 'h1'}
          variant={embedded ? 'h6' : 'h4'}
          sx={{ fontWeight: 700, flex: 1 }}
        >
          {title}
        </Typography>
        {actions}
      </Box>
      {intro}
      <ListToolbar
        definition={definition}
        state={state}
        onChange={view.change}
        columnChooser={
          mounted && !phone ? (
            <ColumnChooser
              columns={definition.columns}
              visibility={view.columns}
              onChange={view.setColumns}
            />
          ) : null
        }
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 40, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" data-testid="list-total" sx={{ flex: 1 }}>
          {data.error ? '' : t('list.total', { count: data.total })}
        </Typography>
        {selected.length > 0 && (
          <BulkActions
            definition={definition}
            rows={selected}
            onDone={(error) => {
              setBulkError(error);
              // a refusal may come after some rows changed: the list shows them as they are now
              view.reload();
            }}
            onClear={() => setSelection(noSelection())}
          />
        )}
      </Box>
      {bulkError && (
        <Suspense>
          <Alert severity="error" sx={{ mb: 1 }} onClose={() => setBulkError(null)}>
            {bulkError}
          </Alert>
        </Suspense>
      )}
      {view.loading && (
        <Suspense>
          <LinearProgress aria-label={t('list.loading')} sx={{ mb: 0.5 }} />
        </Suspense>
      )}
      {data.error ? (
        <Suspense>
          <Alert severity="error" data-testid="list-error">
            {data.error}
          </Alert>
        </Suspense>
      ) : data.rows.length === 0 ? (
        <EmptyState narrowed={isNarrowed(state)} onClear={() => view.change({ search: '', filters: {} })} />
      ) : mounted && !phone ? (
        <Suspense fallback={cards}>
          <ListGrid
            definition={definition}
            data={data}
            loading={view.loading}
            columns={view.columns}
            onColumnsChange={view.setColumns}
            onView={view.change}
            selection={selection}
            onSelect={setSelection}
          />
        </Suspense>
      ) : (
        cards
      )}
    </Box>
  );
}

const noSelection = (): ListSelection => new Set<string>();

function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** The view's navigation: each change is a new URL (the loader reads it); the column choice is stored. */
function useListNavigation<Row extends { id: string }>(definition: ListDefinition<Row>) {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const current = new URLSearchParams(location.search);
  const defaults = useMemo(() => defaultVisibility(definition.columns), [definition.columns]);
  const [columns, setColumnState] = useState<ColumnVisibility>(defaults);
  useEffect(() => {
    const stored = readColumnVisibility(definition.id);
    if (stored) setColumnState({ ...defaults, ...stored });
  }, [definition.id, defaults]);
  return {
    loading: navigation.state === 'loading' && navigation.location?.pathname === location.pathname,
    change(change: Partial<ListState>, from?: ListState) {
      const base = from ?? stateFromLocation(definition, current);
      const next = changeListState(base, change);
      const search = listParams(next, definition.rules, current).toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '' },
        { preventScrollReset: true },
      );
    },
    reload() {
      navigate(
        { pathname: location.pathname, search: location.search },
        { replace: true, preventScrollReset: true },
      );
    },
    columns,
    setColumns(next: ColumnVisibility) {
      setColumnState(next);
      saveColumnVisibility(definition.id, next);
    },
  };
}

// The URL is the truth: the change applies to the view it shows now, even before the loader has answered.
const stateFromLocation = <Row extends { id: string }>(
  definition: ListDefinition<Row>,
  params: URLSearchParams,
) => readListState(params, definition.rules);

const defaultVisibility = <Row extends { id: string }>(columns: ListColumn<Row>[]): ColumnVisibility =>
  Object.fromEntries(columns.map((column) => [column.field, !column.hiddenByDefault]));

function ListToolbar<Row extends { id: string }>({
  definition,
  state,
  onChange,
  columnChooser,
}: {
  definition: ListDefinition<Row>;
  state: ListState;
  onChange: (change: Partial<ListState>) => void;
  columnChooser: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(state.search);
  const changeRef = useRef(onChange);
  changeRef.current = onChange;
  // the back button (or a link) brings another search: the box shows it
  useEffect(() => setSearch(state.search), [state.search]);
  useEffect(() => {
    if (search.trim() === state.search) return;
    const timer = setTimeout(() => changeRef.current({ search: search.trim() }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, state.search]);
  const location = useLocation();
  const keep = new URLSearchParams(location.search).get('shopId');
  const exportHref = (format: 'csv' | 'xlsx') =>
    `${definition.resource}/export${listExportQuery(
      state,
      definition.rules,
      format,
      keep ? new URLSearchParams({ shopId: keep }) : undefined,
    )}`;

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
      <SearchField value={search} onChange={setSearch} />
      {definition.filters.map((filter) => (
        <ListSelect
          key={filter.key}
          label={filter.label}
          value={state.filters[filter.key] ?? []}
          options={filter.options}
          onChange={(values) => onChange({ filters: { ...state.filters, [filter.key]: values as string[] } })}
          testId={`list-filter-${filter.key}`}
          sx={{ flex: '1 1 150px', maxWidth: { md: 200 } }}
        />
      ))}
      {isNarrowed(state) && (
        <Button size="small" onClick={() => onChange({ search: '', filters: {} })}>
          {t('list.clearFilters')}
        </Button>
      )}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        {columnChooser}
        {(definition.exportFormats ?? ['csv', 'xlsx']).map((format) => (
          <Button
            key={format}
            size="small"
            variant="outlined"
            href={exportHref(format)}
            download
            data-testid={`list-export-${format}`}
          >
            {t(format === 'csv' ? 'list.exportCsv' : 'list.exportXlsx')}
          </Button>
        ))}
      </Box>
    </Box>
  );
}

/** The search box: TextField's markup and look, drawn by the light outlined field (see outlined-field.tsx). */
function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <OutlinedField
      label={t('list.search')}
      labelId={`${id}-label`}
      htmlFor={id}
      filled={value !== ''}
      sx={{ flex: '1 1 220px', maxWidth: { md: 320 } }}
    >
      <input
        aria-invalid="false"
        id={id}
        type="search"
        data-testid="list-search"
        maxLength={100}
        className="MuiInputBase-input MuiOutlinedInput-input MuiInputBase-inputTypeSearch"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </OutlinedField>
  );
}

function ColumnChooser<Row extends { id: string }>({
  columns,
  visibility,
  onChange,
}: {
  columns: ListColumn<Row>[];
  visibility: ColumnVisibility;
  onChange: (next: ColumnVisibility) => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        onClick={(event) => setAnchor(event.currentTarget)}
        onPointerEnter={() => void loadColumnMenu()}
        onFocus={() => void loadColumnMenu()}
      >
        {t('list.columns')}
      </Button>
      {anchor && (
        <Suspense>
          <ColumnMenu
            anchor={anchor}
            columns={columns}
            visibility={visibility}
            onChange={onChange}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}

function ListCards<Row extends { id: string }>({
  definition,
  data,
  onView,
}: {
  definition: ListDefinition<Row>;
  data: ListData<Row>;
  onView: (change: Partial<ListState>) => void;
}) {
  const { t } = useTranslation();
  const pages = pageCountOf(data.total, data.state.pageSize);
  return (
    <Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {data.rows.map((row) => (
          <Paper component="li" key={row.id} variant="outlined" data-testid="list-card" data-id={row.id}>
            {definition.rowLink ? (
              <Box
                component={RouterLink}
                to={definition.rowLink(row)}
                sx={{ display: 'block', p: 1.5, color: 'inherit', textDecoration: 'none' }}
              >
                {definition.card(row)}
              </Box>
            ) : (
              <Box sx={{ p: 1.5 }}>{definition.card(row)}</Box>
            )}
          </Paper>
        ))}
      </Box>
      {pages > 1 && (
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, mt: 2 }}>
          <Suspense>
            <Pagination
              count={pages}
              page={data.state.page}
              onChange={(_event, page) => onView({ page })}
              size="small"
            />
          </Suspense>
          <Typography variant="caption" color="text.secondary">
            {t('list.page', { page: data.state.page, pages })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** On a phone the grid's headers are gone: the sort is a select of the sortable columns, each way. */
function CardSort<Row extends { id: string }>({
  definition,
  state,
  onView,
}: {
  definition: ListDefinition<Row>;
  state: ListState;
  onView: (change: Partial<ListState>) => void;
}) {
  const { t } = useTranslation();
  const sortable = definition.columns.filter((column) =>
    definition.rules.sortFields.includes(column.sortBy ?? column.field),
  );
  if (sortable.length === 0) return null;
  const value = state.sort ? `${state.sort.direction === 'desc' ? '-' : ''}${state.sort.field}` : '';
  const options = sortable.flatMap((column) => {
    const field = column.sortBy ?? column.field;
    return [
      { value: field, label: t('list.ascending', { column: column.headerName }) },
      { value: `-${field}`, label: t('list.descending', { column: column.headerName }) },
    ];
  });
  return (
    <ListSelect
      label={t('list.sort')}
      value={value}
      options={options}
      onChange={(chosen) => {
        const text = chosen as string;
        onView({
          sort: text
            ? { field: text.replace(/^-/, ''), direction: text.startsWith('-') ? 'desc' : 'asc' }
            : null,
        });
      }}
      testId="list-sort"
      sx={{ mb: 1, minWidth: 200 }}
    />
  );
}

function EmptyState({ narrowed, onClear }: { narrowed: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="list-empty">
      <Typography variant="h6" component="p">
        {t('list.empty')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(narrowed ? 'list.emptyHint' : 'list.nothingYet')}
      </Typography>
      {narrowed && (
        <Button sx={{ mt: 2 }} variant="outlined" onClick={onClear}>
          {t('list.clearFilters')}
        </Button>
      )}
    </Paper>
  );
}

function BulkActions<Row extends { id: string }>({
  definition,
  rows,
  onDone,
  onClear,
}: {
  definition: ListDefinition<Row>;
  rows: Row[];
  onDone: (error: string | null) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="list-bulk">
      <Typography variant="body2">{t('list.selected', { count: rows.length })}</Typography>
      {running && done !== null ? (
        <Typography variant="body2" color="text.secondary" role="status" data-testid="list-bulk-progress">
          {t('list.bulkProgress', { done, total: rows.length })}
        </Typography>
      ) : null}
      {(definition.bulkActions ?? []).map((action) => (
        <Button
          key={action.id}
          size="small"
          variant="contained"
          disabled={running}
          onClick={async () => {
            setRunning(true);
            setDone(null);
            const error = await action.run(rows, setDone).catch(() => t('list.error'));
            setRunning(false);
            onDone(error);
          }}
        >
          {action.label}
        </Button>
      ))}
      <Button size="small" onClick={onClear}>
        {t('list.clearSelection')}
      </Button>
    </Box>
  );
}
