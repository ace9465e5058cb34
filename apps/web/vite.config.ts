import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rollup } from 'vite';

// Pieces of libraries the browser build leaves out or loads on first use (issue 22). Material's createTheme builds a
// CSS-variables theme (createThemeWithVars, about 4 KB gzipped with its helpers) only for `cssVariables` or
// `colorSchemes` options, which no Sarment theme uses. react-i18next's useTranslation imports
// use-sync-external-store's shim (CommonJS, with a fallback for React < 18): React 19 has the hook. A button's
// ripple (TouchRipple, about 3 KB) mounts only once the button is pressed or focused from the keyboard, and a
// button's or icon button's spinner (CircularProgress, about 2 KB) shows only while it is `loading`, which no page's server render
// is: both load then, the ripple replaying the presses it missed meanwhile. Emotion's withTheme, which Sarment
// does not use, hoists statics with hoist-non-react-statics (and its own react-is, about 2 KB); Material's
// createTheme attaches `toRuntimeSource` (stringifyTheme, for Pigment CSS) to every theme, which nothing calls.
function lighterLibraries(): Plugin {
  const stub = '\0sarment-no-css-variables-theme';
  const shim = '\0sarment-use-sync-external-store';
  const ripple = '\0sarment-lazy-touch-ripple';
  const spinner = '\0sarment-lazy-circular-progress';
  const noStatics = '\0sarment-no-hoist-statics';
  const noSource = '\0sarment-no-theme-source';
  let rippleFile = '';
  let spinnerFile = '';
  return {
    name: 'sarment-lighter-libraries',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source === 'use-sync-external-store/shim') return shim;
      if (source === 'hoist-non-react-statics') return noStatics;
      if (
        source === './stringifyTheme.mjs' &&
        importer?.endsWith('/@mui/material/styles/createThemeNoVars.mjs')
      )
        return noSource;
      if (source === './TouchRipple.mjs' && importer?.endsWith('/@mui/material/ButtonBase/ButtonBase.mjs')) {
        rippleFile = `${importer.slice(0, -'ButtonBase.mjs'.length)}TouchRipple.mjs`;
        return ripple;
      }
      const spinning = importer?.match(/\/@mui\/material\/(Button\/Button|IconButton\/IconButton)\.mjs$/);
      if (source === '../CircularProgress/index.mjs' && importer && spinning) {
        spinnerFile = `${importer.slice(0, spinning.index)}/@mui/material/CircularProgress/CircularProgress.mjs`;
        return spinner;
      }
      if (
        source === './createThemeWithVars.mjs' &&
        importer?.endsWith('/@mui/material/styles/createTheme.mjs')
      )
        return stub;
      return null;
    },
    load(id) {
      if (id === shim) return "export { useSyncExternalStore } from 'react';";
      if (id === noStatics) return 'export default function hoistNonReactStatics(target) { return target; }';
      if (id === noSource)
        return "export function stringifyTheme() { throw new Error('Sarment themes are not serialised (vite.config.ts)'); }";
      if (id === ripple) return lazyRipple(rippleFile);
      if (id === spinner) return lazySpinner(spinnerFile);
      if (id !== stub) return null;
      return "export default function createThemeWithVars() { throw new Error('Sarment themes have no CSS variables (vite.config.ts)'); }";
    },
  };
}

/** ButtonBase's TouchRipple, loaded when a button first mounts its ripple; the ripple's calls wait for it. */
const lazyRipple = (file: string) => `
import * as React from 'react';
let Loaded = null;
let loading = null;
const load = () => (loading ??= import(${JSON.stringify(file)}).then((module) => (Loaded = module.default)));
export default React.forwardRef(function TouchRipple(props, ref) {
  const [Real, setReal] = React.useState(() => Loaded);
  const real = React.useRef(null);
  const waiting = React.useRef([]);
  React.useImperativeHandle(ref, () => {
    const call = (name) => (...args) =>
      real.current ? real.current[name](...args) : waiting.current.push([name, args]);
    return { start: call('start'), stop: call('stop'), pulsate: call('pulsate') };
  }, []);
  React.useEffect(() => {
    if (!Real) load().then((component) => setReal(() => component));
  }, [Real]);
  const attach = React.useCallback((instance) => {
    real.current = instance;
    if (instance) for (const [name, args] of waiting.current.splice(0)) instance[name](...args);
  }, []);
  return Real ? React.createElement(Real, { ...props, ref: attach }) : null;
});
`;

/** Button's loading spinner, loaded the first time a button shows it. */
const lazySpinner = (file: string) => `
import * as React from 'react';
const Spinner = React.lazy(() => import(${JSON.stringify(file)}));
export default React.forwardRef(function CircularProgress(props, ref) {
  return React.createElement(React.Suspense, { fallback: null }, React.createElement(Spinner, { ...props, ref }));
});
`;

// Chunks of the browser build. Left alone, Rollup cuts the code every page loads (the root's app-wide pieces, the
// public pages' shared modules) into some thirty small files, one per set of pages sharing them: each costs its
// own compression window and import lines, about a fifth of the gzipped bytes of a shop page (issue 5 budget:
// 150 KB). These rules gather them in a few chunks. A module listed here takes along every module it imports
// that no rule places: so list only modules whose imports are listed too, and import the domain's files
// (`@sarment/domain/reference/ui-constants`), never an area's index, which would bring the whole area (zod...).
// The browser test `public-pages-budget` fails when a shop page goes over budget or loads Material or zod.
const libraryChunks: [RegExp, string][] = [
  [/\/node_modules\/(react|react-dom|scheduler)\//, 'react'],
  [/\/node_modules\/(react-router|cookie|set-cookie-parser)\//, 'router'],
  // only the pieces every page runs in 'i18n': `useTranslation` (with its store shim) and `Trans` (with its HTML
  // parser) go apart, loaded by the pages that use them (about 4 KB gzipped a shop page does not load). Named
  // here, since a module no rule places would follow the first chunk importing react-i18next's index into it.
  [
    /\/node_modules\/i18next\/|\/react-i18next\/dist\/es\/(context|defaults|i18nInstance|I18nextProvider|initReactI18next|unescape)\.js/,
    'i18n',
  ],
  [
    /\/node_modules\/(use-sync-external-store\/|react-i18next\/dist\/es\/(useTranslation|utils|withTranslation|Translation|useSSR|withSSR)\.js)/,
    'i18n-hook',
  ],
  [
    /\/node_modules\/(html-parse-stringify|void-elements)\/|\/react-i18next\/dist\/es\/(Icu)?Trans/,
    'i18n-trans',
  ],
  // Material's GlobalStyles imports @mui/system's index, so the 'mui' rule below would take along every module of it
  // any page uses (the CSS-variables theme provider, Stack, Container, Grid: about 5 KB gzipped on /dashboard);
  // these go apart, with the pages that use them. The rest of @mui/system and @mui/utils is named in 'mui', or
  // this chunk would take the shared pieces it reaches first.
  [/\/node_modules\/@mui\/system\/(cssVars|InitColorSchemeScript|Stack|Container|Grid)\//, 'mui-more'],
  // Material's styling engine and the components every back-office page shows (issue 22): left alone, Rollup cut
  // them into some thirty small chunks, each its own compression window (about 8 KB more gzipped on /dashboard).
  // Material's theme modules follow them as their dependencies. Name components here, not whole folders such as
  // `@mui/material/styles`: a folder brings what any page uses (@mui/system and @mui/utils are named whole, less
  // the modules above).
  [
    /\/node_modules\/(@emotion\/|stylis\/|hoist-non-react-statics\/|@mui\/(styled-engine|private-theming|system|utils)\/|clsx\/|@mui\/material\/(DefaultPropsProvider|zero-styled|ButtonBase|useLazyRipple|Paper|Typography|Button|IconButton|SvgIcon|CssBaseline|GlobalStyles|transitions)\/)/,
    'mui',
  ],
  // the dashboard frame's own components (header, sidebar, bottom bar)
  [
    /\/node_modules\/@mui\/material\/(AppBar|Toolbar|List|ListItemButton|ListItemIcon|ListItemText|BottomNavigation|BottomNavigationAction)\//,
    'mui-shell',
  ],
];

/** Our modules that every page loads (the root's), then those the shop pages share. */
const appChunks: [string[], string][] = [
  [
    [
      'app/lib/api.',
      'app/lib/close-icon.',
      'app/lib/format.',
      'app/lib/plain-ui.',
      'app/i18n/index.',
      'app/i18n/public-catalogues.',
      'app/i18n/use-text.',
      'app/i18n/public.fr.',
      'app/i18n/fr.',
      'app/features/auth/session.',
      'app/features/errors/error-page.',
      'app/features/errors/not-found-page.',
      'app/features/errors/error-pages.',
      'app/features/layout/app-providers.',
      'app/features/layout/documents-watcher.',
      'app/features/layout/shopping-as-warning.',
      'app/features/layout/shopping-as-i18n.fr.',
      'app/features/maintenance/chunk-reload-guard.',
      'app/features/maintenance/date-formats.',
      'app/features/maintenance/maintenance-gate.',
      'app/features/maintenance/maintenance-logic.',
      'app/features/maintenance/maintenance.',
      'app/features/maintenance/quiet-fetch.',
      'app/features/maintenance/use-maintenance.',
      'app/features/maintenance/version-banner.',
      'app/features/maintenance/i18n.fr.',
      'app/features/snackbar/i18n.fr.',
      'app/features/snackbar/response-feedback.',
      'app/features/snackbar/snackbar-logic.',
      'app/features/snackbar/snackbar-provider.',
      'app/features/snackbar/snackbar.',
      'app/features/snackbar/use-answer-snackbar.',
      'app/features/cart/booking-i18n.fr.',
      // the Material theme (lib/theme.ts) reads its font stack: here, the back office does not load the 'shop' chunk
      'app/features/shops/shop-theme.',
      'packages/domain/src/reference/ui-constants.',
      'packages/domain/src/validation/redirect.',
    ],
    'app',
  ],
  // the French texts of the shop pages and the producers' home, with the modules that read them (i18n/shop-texts.ts)
  [['app/i18n/shop-texts.', 'app/features/home/i18n.fr.', 'app/features/shops/i18n.fr.'], 'shop-texts'],
  // the dashboard frame's small modules that pages share too (its menus, the account's name): each its own chunk
  // on every back-office page otherwise (issue 22)
  [
    [
      'app/features/layout/use-shell-menus.',
      'app/features/layout/tour-mode.',
      'app/features/cart/shows-cart.',
      'packages/domain/src/identity/display-name.',
    ],
    'mui-shell',
  ],
  // small modules the back-office lists share (each its own chunk otherwise: issue 22)
  [
    [
      'app/features/kit/list-formats.',
      'app/features/dashboard/time-zone.',
      'packages/domain/src/access/has-permission.',
    ],
    'list-kit',
  ],
  // the cart's store and its request, which the shop pages and the buyers' header button run (the back office's
  // staff pages do not: issue 22), with the domain's cart types and the money and pricing modules they import
  [
    [
      'app/features/cart/cart-seam.',
      'app/features/cart/cart-store.',
      'app/features/cart/cart-request.',
      'packages/domain/src/cart/cart-types.',
      'packages/domain/src/money/cents.',
      'packages/domain/src/money/rates.',
      'packages/domain/src/money/ratio.',
      'packages/domain/src/money/rounding.',
      'packages/domain/src/pricing/drinks.',
      'packages/domain/src/pricing/eq75.',
      'packages/domain/src/pricing/reservations.',
    ],
    'cart',
  ],
  [
    [
      'app/features/shops/english-labels.',
      'app/features/shops/product-card.',
      'app/features/shops/product-visual.',
      'app/features/shops/shop-context.',
      'app/features/shops/shop-meta.',
      'packages/domain/src/reference/product-filters.',
    ],
    'shop',
  ],
];

// Modules the rules above would place in a first-load chunk though the first paint does not run them: they follow
// the code that uses them (a menu's keyboard navigation, a ripple, a spinner, the icons of checkboxes or alerts).
const loadedOnUse =
  /\/node_modules\/@mui\/(utils\/useRovingTabIndex\/|material\/ButtonBase\/(TouchRipple|Ripple|touchRippleClasses)\.)/;

function manualChunks(id: string): string | undefined {
  if (loadedOnUse.test(id)) return undefined;
  if (id.includes('/node_modules/')) return libraryChunks.find(([pattern]) => pattern.test(id))?.[1];
  if (id.includes('.test.')) return undefined;
  return appChunks.find(([paths]) => paths.some((path) => id.includes(`/${path}`)))?.[1];
}

// A lazy import's preload list (`__vite__mapDeps`) names every chunk the imported code needs, including those its
// importer imported statically, which are in memory by the time it runs: such names are only bytes (about 1.8 KB
// gzipped on a back-office list's first load, issue 22). `preloadedElsewhere` leaves them out; what is left still
// loads in parallel. The importer's static imports are read from the client bundle as Vite writes the lists.
let clientBundle: Rollup.OutputBundle | undefined;
const staticClosures = new Map<string, Set<string>>();

function loadedWith(fileName: string): Set<string> {
  const known = staticClosures.get(fileName);
  if (known) return known;
  const closure = new Set<string>();
  const visit = (name: string) => {
    const chunk = clientBundle?.[name];
    if (chunk?.type !== 'chunk') return;
    for (const imported of chunk.imports) {
      if (closure.has(imported)) continue;
      closure.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  staticClosures.set(fileName, closure);
  return closure;
}

function bundleGraph(): Plugin {
  return {
    name: 'sarment-bundle-graph',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      clientBundle = bundle;
      staticClosures.clear();
    },
  };
}

const preloadedElsewhere = (
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: string },
) => (hostType === 'js' && clientBundle ? deps.filter((dep) => !loadedWith(hostId).has(dep)) : deps);

export default defineConfig({
  plugins: [reactRouter(), lighterLibraries(), bundleGraph()],
  ssr: {
    // MUI and emotion ship CommonJS builds that Node resolves fine; keep workspace packages bundled.
    noExternal: [/^@sarment\//],
  },
  build: {
    target: 'es2022',
    sourcemap: process.env.SOURCEMAP === '1',
    modulePreload: { resolveDependencies: preloadedElsewhere },
    rollupOptions: { output: { manualChunks } },
  },
});
