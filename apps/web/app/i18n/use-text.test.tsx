import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from './index.ts';
// the shop texts these components read come with the module that adds them (as a shop page's modules import it)
import './shop-texts.ts';
import { type Text, useText } from './use-text.ts';

describe("useText: an instance's texts for the components of public pages", () => {
  it("answers the provider's language, and the same binding at every render", () => {
    const seen: Text[] = [];
    function Probe() {
      const text = useText();
      seen.push(text);
      return <p lang={text.i18n.language}>{text.t('shop.product.ttc')}</p>;
    }
    const french = createI18n('fr');
    const render = () =>
      renderToStaticMarkup(
        <I18nextProvider i18n={french}>
          <Probe />
        </I18nextProvider>,
      );
    expect(render()).toBe('<p lang="fr">TTC</p>');
    render();
    expect(seen[0]).toBe(seen[1]);
    expect(seen[0]?.t('shop.product.addToCart')).toBe(french.t('shop.product.addToCart'));
  });

  it('remembers texts asked alone or with plain options, and forgets them when texts are added or the language changes', () => {
    const i18n = createI18n('fr').cloneInstance();
    let t: Text['t'] | undefined;
    function Probe() {
      t = useText().t;
      return null;
    }
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <Probe />
      </I18nextProvider>,
    );
    expect(t?.('shop.product.ttc')).toBe('TTC');
    expect(t?.('test.later')).toBe('test.later');
    i18n.addResourceBundle('fr', 'translation', { test: { later: 'Ajouté ensuite' } }, true, false);
    expect(t?.('test.later')).toBe('Ajouté ensuite');
    i18n.addResourceBundle('en', 'translation', { test: { later: 'Added later' } }, true, false);
    i18n.changeLanguage('en');
    expect(t?.('test.later')).toBe('Added later');
    // with options, remembered by their values
    expect(t?.('test.later', { lng: 'fr' })).toBe('Ajouté ensuite');
    i18n.addResourceBundle('en', 'translation', { test: { count: '{{count}} left' } }, true, false);
    expect(t?.('test.count', { count: 1 })).toBe('1 left');
    expect(t?.('test.count', { count: 3 })).toBe('3 left');
    i18n.addResourceBundle('en', 'translation', { test: { count: 'only {{count}}' } }, true, true);
    expect(t?.('test.count', { count: 3 })).toBe('only 3');
  });
});
