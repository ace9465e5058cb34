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
    text = { t: rememberedTexts(i18n), i18n };
    texts.set(i18n, text);
  }
  return text;
}

/** Options whose every value is a string, number or boolean (a count, a name...): a text's key with them. */
function keyWithOptions(key: string, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean') return undefined;
  }
  return `${key}\0${JSON.stringify(options)}`;
}

/** Beyond this many texts remembered (names and counts vary), the instance starts again from none. */
const MAX_REMEMBERED = 5000;

/**
 * The instance's `t`, remembering the text of each key asked alone or with plain options (a count, a name): each
 * call is otherwise a lookup through i18next's resolution, plurals and interpolation, and a shop page makes a few
 * hundred of them (issue 22). Texts added to the instance or a change of language forget what was remembered.
 */
function rememberedTexts(i18n: I18n): TFunction {
  const translate = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const remembered = new Map<string, string>();
  const forget = () => remembered.clear();
  i18n.store?.on('added', forget);
  i18n.store?.on('removed', forget);
  i18n.on('languageChanged', forget);
  return ((...args: unknown[]) => {
    const [key, options] = args;
    const id =
      typeof key !== 'string' || args.length > 2
        ? undefined
        : args.length === 1
          ? key
          : keyWithOptions(key, options);
    if (id === undefined) return translate(...args);
    let value = remembered.get(id);
    if (value === undefined) {
      const translated = translate(...args);
      if (typeof translated !== 'string') return translated;
      value = translated;
      if (remembered.size >= MAX_REMEMBERED) remembered.clear();
      remembered.set(id, value);
    }
    return value;
  }) as unknown as TFunction;
}
