// @vitest-environment jsdom
// The back-office grid (kit/list-grid.tsx) in server mode: a sortable header asks the API's sort field, the header
// checkbox selects the page's rows, hidden columns are not drawn, a row (click or Enter) opens its page, and the
// footer pages and changes the page size, in French.
import { act, useState } from 'react';
import { createRoutesStub, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOfficeDom } from '../../testing/back-office-dom.tsx';
import type { ColumnVisibility } from './column-visibility.ts';
import type { ListDefinition, ListSelection } from './list-definition.ts';
import { ListGrid } from './list-grid.tsx';
import type { ListState } from './list-state.ts';

interface Wine {
  id: string;
  name: string;
  price: number;
  color: string;
}

const wines: Wine[] = [
  { id: 'w1', name: 'Chablis', price: 1234.5, color: 'Blanc' },
  { id: 'w2', name: 'Irancy', price: 18, color: 'Rouge' },
];

const definition = (bulk: boolean): ListDefinition<Wine> => ({
  id: 'wines',
  resource: '/v1/wines',
  rules: { filterKeys: [], sortFields: ['name', 'price'] },
  columns: [
    { field: 'name', headerName: 'Nom', hideable: false, flex: 1 },
    {
      field: 'publicPrice',
      headerName: 'Prix public',
      type: 'number',
      sortBy: 'price',
      valueGetter: (_value, row) => row.price,
      valueFormatter: (value: number) => `${value} €`,
    },
    {
      field: 'color',
      headerName: 'Couleur',
      renderCell: ({ row }) => <b data-testid="color">{row.color}</b>,
    },
  ],
  filters: [],
  bulkActions: bulk ? [{ id: 'noop', label: 'Rien', run: async () => null }] : [],
  rowLink: (row) => `/wines/${row.id}`,
  card: (row) => row.name,
});

const baseState: ListState = { search: '', filters: {}, sort: null, page: 1, pageSize: 25 };
const dom = backOfficeDom();
let views: Partial<ListState>[] = [];
let selections: string[][] = [];

afterEach(() => {
  views = [];
  selections = [];
});

function Opened() {
  return <output data-testid="opened">{useParams().id}</output>;
}

async function renderGrid(options: {
  state?: Partial<ListState>;
  columns?: ColumnVisibility;
  bulk?: boolean;
}) {
  function Grid() {
    const [selection, setSelection] = useState<ListSelection>(new Set());
    return (
      <ListGrid<Wine>
        definition={definition(options.bulk ?? false)}
        data={{ rows: wines, total: 120, error: null, state: { ...baseState, ...options.state } }}
        loading={false}
        columns={options.columns ?? {}}
        onColumnsChange={() => {}}
        onView={(change) => views.push(change)}
        selection={selection}
        onSelect={(next) => {
          selections.push([...next].sort());
          setSelection(next);
        }}
      />
    );
  }
  const Stub = createRoutesStub([
    { path: '/wines', Component: Grid },
    { path: '/wines/:id', Component: Opened },
  ]);
  return dom.mount(<Stub initialEntries={['/wines']} />);
}

const headers = (page: Element) =>
  [...page.querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent);
const header = (page: Element, name: string) =>
  [...page.querySelectorAll<HTMLElement>('[role="columnheader"]')].find((cell) => cell.textContent === name);
const click = (element: Element | null | undefined) =>
  act(async () => {
    element?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });

describe('the list grid', () => {
  it('draws a grid of rows and cells, with the formatter’s and renderCell’s text', async () => {
    const page = await renderGrid({});
    expect(page.querySelector('[role="grid"]')).not.toBeNull();
    expect(headers(page)).toEqual(['Nom', 'Prix public', 'Couleur']);
    const rows = page.querySelectorAll('[role="grid"] tbody [role="row"]');
    expect(rows).toHaveLength(2);
    const cells = [...(rows[0]?.querySelectorAll('[role="gridcell"]') ?? [])].map((cell) => cell.textContent);
    expect(cells).toEqual(['Chablis', '1234.5 €', 'Blanc']);
    expect(rows[0]?.querySelector('[data-field="publicPrice"]')?.getAttribute('class')).toContain(
      'alignRight',
    );
  });

  it('a click on a sortable header asks the API’s sort field, then the other way; others do not sort', async () => {
    const page = await renderGrid({});
    expect(header(page, 'Prix public')?.getAttribute('aria-sort')).toBe('none');
    await click(header(page, 'Prix public')?.querySelector('[role="button"]'));
    expect(views).toEqual([{ sort: { field: 'price', direction: 'asc' } }]);
    // not in the API's sort fields: no button, no aria-sort
    expect(header(page, 'Couleur')?.querySelector('[role="button"]')).toBeNull();
    expect(header(page, 'Couleur')?.hasAttribute('aria-sort')).toBe(false);

    const sorted = await renderGrid({ state: { sort: { field: 'price', direction: 'asc' } } });
    expect(header(sorted, 'Prix public')?.getAttribute('aria-sort')).toBe('ascending');
    views = [];
    await click(header(sorted, 'Prix public')?.querySelector('[role="button"]'));
    expect(views).toEqual([{ sort: { field: 'price', direction: 'desc' } }]);
  });

  it('hides the columns the user hid, never one that may not be hidden', async () => {
    const page = await renderGrid({ columns: { color: false, name: false } });
    expect(headers(page)).toEqual(['Nom', 'Prix public']);
    expect(page.querySelector('[data-testid="color"]')).toBeNull();
  });

  it('the header checkbox selects the page’s rows, with bulk actions only', async () => {
    const page = await renderGrid({ bulk: true });
    const all = page.querySelector<HTMLInputElement>('input[aria-label="Sélectionner toutes les lignes"]');
    await click(all);
    expect(selections.at(-1)).toEqual(['w1', 'w2']);
    expect(all?.checked).toBe(true);
    // a row's own checkbox takes it out, without opening it
    await click(page.querySelector('[data-id="w1"] input[aria-label="Sélectionner la ligne"]'));
    expect(selections.at(-1)).toEqual(['w2']);
    expect(page.querySelector('[data-testid="opened"]')).toBeNull();
    // nor does a click beside it, in its cell
    await click(page.querySelector('[data-id="w1"] [data-field="__select"]'));
    expect(page.querySelector('[data-testid="opened"]')).toBeNull();

    const plain = await renderGrid({ bulk: false });
    expect(plain.querySelector('input[type="checkbox"]')).toBeNull();
  });

  it('a click on a row opens its page', async () => {
    const page = await renderGrid({});
    await click(page.querySelector('[data-id="w2"] [data-field="name"]'));
    expect(page.querySelector('[data-testid="opened"]')?.textContent).toBe('w2');
  });

  it('Ctrl-click, ⌘-click and the middle button open the row’s page in a new tab, leaving the list', async () => {
    const opened: unknown[][] = [];
    const spy = vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
      opened.push(args);
      return null;
    });
    try {
      const page = await renderGrid({});
      const cell = page.querySelector('[data-id="w2"] [data-field="name"]');
      await act(async () => {
        cell?.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }));
        cell?.dispatchEvent(new MouseEvent('click', { bubbles: true, metaKey: true }));
        cell?.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
      });
      expect(opened).toEqual([
        ['/wines/w2', '_blank', 'noopener'],
        ['/wines/w2', '_blank', 'noopener'],
        ['/wines/w2', '_blank', 'noopener'],
      ]);
      expect(page.querySelector('[data-testid="opened"]')).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });

  it('the keyboard reaches the rows: one tab stop, the arrows move, Enter opens', async () => {
    const page = await renderGrid({});
    const rows = [...page.querySelectorAll<HTMLElement>('tbody [role="row"]')];
    expect(rows.map((row) => row.tabIndex)).toEqual([0, -1]);
    await act(async () => rows[0]?.focus());
    await act(async () => {
      rows[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    });
    expect(document.activeElement).toBe(rows[1]);
    await act(async () => {
      rows[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(page.querySelector('[data-testid="opened"]')?.textContent).toBe('w2');
  });

  it('the footer says which rows show, in French, goes to the next page and changes the page size', async () => {
    const page = await renderGrid({ state: { page: 2 } });
    expect(page.textContent).toContain('Lignes par page :');
    expect(page.textContent).toContain('26–50 sur 120');
    await click(page.querySelector('button[aria-label="Page suivante"]'));
    expect(views).toEqual([{ page: 3 }]);

    const size = page.querySelector('[role="combobox"]');
    expect(size?.textContent).toBe('25');
    await act(async () => {
      size?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    const options = [...document.querySelectorAll<HTMLElement>('[role="option"]')];
    expect(options.map((option) => option.textContent)).toEqual(['25', '50', '100']);
    await click(options[1]);
    expect(views).toEqual([{ page: 3 }, { pageSize: 50 }]);
  });
});
