import * as auth from '../features/auth/i18n.ts';
import * as cart from '../features/cart/i18n.ts';
import * as builders from '../features/catalogue/builders-i18n.ts';
import * as productForm from '../features/catalogue/product-form-i18n.ts';
import * as productList from '../features/catalogue/product-list-i18n.ts';
import * as tarifs from '../features/catalogue/tarifs-i18n.ts';
import * as clients from '../features/crm/clients-i18n.ts';
import * as pipeline from '../features/crm/pipeline-i18n.ts';
import * as tasks from '../features/crm/tasks-i18n.ts';
import * as delivery from '../features/delivery/delivery-i18n.ts';
import * as wineTourism from '../features/events/events-i18n.ts';
import * as form from '../features/kit/form-i18n.ts';
import * as list from '../features/kit/list-i18n.ts';
import * as shell from '../features/layout/shell-i18n.ts';
import * as marketing from '../features/marketing/marketing-i18n.ts';
import * as outstandings from '../features/payments/outstandings-i18n.ts';
import * as receivables from '../features/payments/receivables-i18n.ts';
import * as salesEditor from '../features/sales/document-editor-i18n.ts';
import * as sales from '../features/sales/sales-i18n.ts';
import * as settings from '../features/settings/i18n.ts';
import * as drm from '../features/stocks/drm-i18n.ts';
import * as stocks from '../features/stocks/stocks-i18n.ts';
import * as team from '../features/team/team-i18n.ts';

// Every text of the pages in the back-office frame, by area (auth screens, dashboard, settings, admin, the cart
// and orders pages): what tests mount, and the list of areas `route-texts.test.ts` knows. The app itself does not
// load it: the frame adds the shell's texts and each page its areas' (back-office-texts.ts, issue 22).
export const frBackOfficeCatalog = {
  ...shell.fr,
  auth: auth.fr,
  builders: builders.fr,
  cart: cart.fr,
  clients: clients.fr,
  delivery: delivery.fr,
  drm: drm.fr,
  form: form.fr,
  list: list.fr,
  marketing: marketing.fr,
  pipeline: pipeline.fr,
  productForm: productForm.fr,
  productList: productList.fr,
  outstandings: outstandings.fr,
  receivables: receivables.fr,
  sales: sales.fr,
  salesEditor: salesEditor.fr,
  tarifs: tarifs.fr,
  tasks: tasks.fr,
  settings: settings.fr,
  stocks: stocks.fr,
  team: team.fr,
  wineTourism: wineTourism.fr,
  customize: settings.frCustomizeTexts,
};
export const enBackOfficeCatalog: typeof frBackOfficeCatalog = {
  ...shell.en,
  auth: auth.en,
  builders: builders.en,
  cart: cart.en,
  clients: clients.en,
  delivery: delivery.en,
  drm: drm.en,
  form: form.en,
  list: list.en,
  marketing: marketing.en,
  pipeline: pipeline.en,
  productForm: productForm.en,
  productList: productList.en,
  outstandings: outstandings.en,
  receivables: receivables.en,
  sales: sales.en,
  salesEditor: salesEditor.en,
  tarifs: tarifs.en,
  tasks: tasks.en,
  settings: settings.en,
  stocks: stocks.en,
  team: team.en,
  wineTourism: wineTourism.en,
  customize: settings.frCustomizeTexts,
};
