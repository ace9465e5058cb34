// The back office's texts come with the pages that show them (issue 22): the frame adds the shell's (header,
// sidebar, notifications, popup), and each route module adds the areas its code reads, by naming their text
// modules (`features/<area>/*-i18n.ts`, each exporting `fr` and `en`) under the key its texts live at:
//   useTexts({ list: listTexts, productList: productListTexts });
// A route module is loaded before its page renders (on the server, before hydrating, before a client-side
// navigation shows it), so its texts are in the instance before the first `t` call: no raw key, no hydration
// mismatch. `route-texts.test.ts` checks that each back-office route names every area its modules read.
import type { i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { locales } from './public-catalogues.ts';

/** A text module of an area: its catalogue in each language. */
export interface AreaTexts {
  readonly fr: object;
  readonly en: object;
}

const added = new WeakMap<i18n, Set<string>>();

/** Merges each area's texts under its key, once per instance (a key always names the same texts). */
export function addAreaTexts(instance: i18n, areas: Readonly<Record<string, AreaTexts>>): void {
  let done = added.get(instance);
  if (!done) {
    done = new Set();
    added.set(instance, done);
  }
  for (const [key, texts] of Object.entries(areas)) {
    if (done.has(key)) continue;
    for (const lng of locales)
      instance.addResourceBundle(lng, 'translation', { [key]: texts[lng] }, true, false);
    done.add(key);
  }
}

/** Adds the areas' texts before the calling component's children read them; cheap on every render. */
export function useTexts(areas: Readonly<Record<string, AreaTexts>>): void {
  const { i18n } = useTranslation();
  addAreaTexts(i18n, areas);
}
