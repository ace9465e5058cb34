// @vitest-environment jsdom
// The list toolbar's select (kit/list-select.tsx, issue 22): drawn closed without Material's menu code, named by its
// label, it opens Material's select on its first press (mouse or keyboard) with the choices, whose choice reaches
// the page; its hidden input carries the value the tests and forms read.
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { backOfficeDom } from '../../testing/back-office-dom.tsx';
import { ListSelect } from './list-select.tsx';

const colours = [
  { value: 'red', label: 'Rouge' },
  { value: 'white', label: 'Blanc' },
];
const dom = backOfficeDom();
let changes: (string[] | string)[] = [];

function Colours({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ListSelect
      label="Couleur"
      value={value}
      options={colours}
      onChange={(next) => {
        changes.push(next);
        setValue(next as string[]);
      }}
      testId="list-filter-color"
    />
  );
}

// the real select's code loads on the first press
const opened = () =>
  vi.waitFor(
    async () => {
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
      if (!listbox()) throw new Error('no listbox yet');
    },
    { timeout: 5000, interval: 50 },
  );
const listbox = () => document.querySelector('[role="listbox"]');

describe('ListSelect', () => {
  it('shows its label and chosen labels closed, without a listbox', async () => {
    const page = await dom.mount(<Colours initial={['white']} />);
    const combobox = page.querySelector('[role="combobox"]') as HTMLElement;
    const label = document.getElementById(combobox.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('Couleur');
    expect(combobox.textContent).toBe('Blanc');
    expect(combobox.getAttribute('aria-expanded')).toBe('false');
    expect((page.querySelector('[data-testid="list-filter-color"]') as HTMLInputElement).value).toBe('white');
    expect(listbox()).toBeNull();
  });

  it('opens the choices on its first press and passes the choice on', async () => {
    changes = [];
    const page = await dom.mount(<Colours initial={[]} />);
    const combobox = page.querySelector('[role="combobox"]') as HTMLElement;
    await act(async () => {
      combobox.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }));
    });
    await opened();
    const options = [...(listbox()?.querySelectorAll('[role="option"]') ?? [])];
    expect(options.map((option) => option.textContent)).toEqual(['Rouge', 'Blanc']);
    await act(async () => (options[1] as HTMLElement).click());
    expect(changes).toEqual([['white']]);
    expect((page.querySelector('[data-testid="list-filter-color"]') as HTMLInputElement).value).toBe('white');
  });

  it('opens from the keyboard (arrow down), focused', async () => {
    const page = await dom.mount(<Colours initial={[]} />);
    const combobox = page.querySelector('[role="combobox"]') as HTMLElement;
    await act(async () => {
      combobox.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'ArrowDown' }));
    });
    await opened();
    expect(listbox()).not.toBeNull();
    expect(page.querySelector('[role="combobox"]')?.getAttribute('aria-expanded')).toBe('true');
  });
});
