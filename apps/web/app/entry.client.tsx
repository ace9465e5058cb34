// The browser entry (React Router's default one) with one step before hydrating: the public texts of the page's
// language must be in memory, as they were on the server (i18n/index.ts: French is bundled, English is loaded).
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { isLocale, loadPublicCatalogue } from './i18n/public-catalogues.ts';

const language = document.documentElement.lang;
if (isLocale(language)) await loadPublicCatalogue(language);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
