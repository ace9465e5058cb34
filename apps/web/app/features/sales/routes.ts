import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 sales pages of the dashboard layout (issue 18): /dashboard/orders (a buyer's own orders, else the shop's
// order list), the document lists /orders/quotes, /bills, /deposits, /credits (owner, iam) and
// /dashboard/orders/{id}, one page for an order or any document (its id names its kind: ord_, qte_, bil_, dpb_,
// crn_). `dashboard/routes.ts` wraps them in `dashboardLayout(...)`, which keeps placeholders for the static pages
// beside /dashboard/orders/:id (add, samples, ventilate) until their areas build them.
const documentList = (path: string, kind: string) =>
  route(`dashboard/orders/${path}`, 'features/sales/documents-list-route.tsx', { id: `sales-list-${kind}` });

export const salesPages: RouteConfigEntry[] = [
  route('dashboard/orders', 'features/sales/orders-route.tsx'),
  documentList('quotes', 'quote'),
  documentList('bills', 'bill'),
  documentList('deposits', 'depositBill'),
  documentList('credits', 'creditNote'),
  route('dashboard/orders/:id', 'features/sales/sale-detail-route.tsx'),
];
