import type { i18n as I18n, TFunction } from 'i18next';
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

export interface Text {
  t: TFunction;
  i18n: I18n;
}

const texts = new WeakMap<I18n, Text>();

/**
 * react-i18next's `useTranslation` for the pages every visitor opens. An instance never changes language (one per
 * language, see createI18n) and holds its texts before its first render, so its `t` is bound once and there is
 * nothing to subscribe to. `useTranslation` copies the instance's properties into a wrapper at each mount and
 * answers a new fixed `t`: a shop page mounts some forty such components, a couple of milliseconds of its render.
 */
export function useText(): Text {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  let text = texts.get(i18n);
  if (!text) {
    text = { t: i18n.t.bind(i18n) as TFunction, i18n };
    texts.set(i18n, text);
  }
  return text;
}
