// spec §2, §9: rich-text editor choices, chart colours, breakpoints, layout sizes and timers shared by the web app.

/** spec §9 rich-text sizes in points; 10 is the default. */
export const richTextSizesPt = [8, 10, 12, 14, 16, 18, 20, 26, 32, 36, 42, 50, 75, 100, 125, 150] as const;
export const defaultRichTextSizePt = 10;

/** spec §2, §9 heading choices of the rich-text editor. */
export const richTextHeadings = [1, 2, 3, 4, 5, 6].map((level) => ({ level, label: `Titre ${level}` }));

/** spec §9: 7 chart colours, starting with the theme primary colour. */
export const chartColors = [
  '#219EBC',
  '#FB8500',
  '#023047',
  '#FFB703',
  '#8ECAE6',
  '#d0312d',
  '#2A9D8F',
] as const;

export const themePrimaryColor = '#219EBC';

/** spec §9 breakpoints: mobile up to 600 px, tablet up to 1280 px, desktop above; 960 px used in styles. */
export const breakpointsPx = {
  mobileMax: 600,
  tabletMax: 1280,
  styles: 960,
  popupFullWidthBelow: 1400,
} as const;

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** Example: `viewportOf(600)` is 'mobile', `viewportOf(1280)` 'tablet', `viewportOf(1281)` 'desktop'. */
export function viewportOf(widthPx: number): Viewport {
  if (widthPx <= breakpointsPx.mobileMax) return 'mobile';
  return widthPx <= breakpointsPx.tabletMax ? 'tablet' : 'desktop';
}

/** spec §2, §9 layout sizes in px. */
export const layoutPx = {
  sidebarWidth: 180,
  sidebarCollapsedWidth: 56,
  headerHeight: 64,
  cartDrawerWidth: 400,
  mobileBottomMargin: 74,
  snackbarStackStep: 75,
  smallPopupWidth: 350,
  popupWidthPercent: 70,
  qrCodeSize: 300,
  notificationPanelMaxWidth: 600,
  notificationPanelMaxHeight: 500,
  shopCardWidth: 250,
  imageCropperHeight: 500,
  defaultBodyFont: 15,
} as const;

/** spec §4, §7, §9 timers in ms. */
export const timersMs = {
  cartSaveDelay: 1000,
  documentsPoll: 30_000,
  maintenancePoll: 600_000,
  maintenanceBannerPoll: 60_000,
  versionPoll: 300_000,
  snackbar: 5000,
  fetchMinimumDelay: 200,
  chunkReloadGuard: 60_000,
} as const;

/** spec §2 age gate and §9 language cookie. */
export const clientStorage = {
  adultAge: 18,
  isOver18: 'isOver18',
  locale: 'i18n_redirected',
  localeLifetimeDays: 365,
  anonymousCartStorageKey: 'userPublic',
} as const;
