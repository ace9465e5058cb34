// spec §2 /dashboard/orders/quotes, /bills, /deposits, /credits (owner, iam; the API applies seeAllOrder): one
// kind of sales document in the list kit. The route's id names the kind (routes.ts).
import Button from '@mui/material/Button';
import { hasPermission } from '@sarment/domain/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, redirect, useMatches } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import * as cartTexts from '../cart/i18n.ts';
import * as clientsTexts from '../crm/clients-i18n.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import type { Route } from './+types/documents-list-route';
import { BillsZipButton } from './bills-zip-button.tsx';
import { keepLastSalesChoice, loadSalesChoices } from './sales-choices.ts';
import * as salesTexts from './sales-i18n.ts';
import { documentListDefinition, documentListRules, singleValueSalesFilters } from './sales-lists.tsx';
import { kindApiPath, type ListedKind, type SalesDocument } from './sales-types.ts';

const kindByPath: Record<string, ListedKind> = {
  quotes: 'quote',
  bills: 'bill',
  deposits: 'depositBill',
  credits: 'creditNote',
};

/** The kind a list page shows, from its URL: /dashboard/orders/quotes → quote. */
export function listedKindOf(pathname: string): ListedKind {
  const last = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  return kindByPath[last] ?? 'quote';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const single = keepLastSalesChoice(url, singleValueSalesFilters);
  if (single) throw redirect(single);
  const kind = listedKindOf(url.pathname);
  const [list, choices] = await Promise.all([
    loadList<SalesDocument>(context.api, `/v1/${kindApiPath[kind]}`, documentListRules, url),
    loadSalesChoices(context.api, true),
  ]);
  return { kind, list, choices };
}

const titles: Record<ListedKind, string> = {
  quote: 'Devis',
  bill: 'Factures',
  depositBill: "Factures d'acompte",
  creditNote: "Factures d'avoir",
};

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `${titles[data?.kind ?? 'quote']} — Sarment` }];
}

export default function DocumentsListRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ cart: cartTexts, clients: clientsTexts, list: listTexts, sales: salesTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const { kind, list, choices } = loaderData;
  // the route module serves four pages: the matched route keeps each list's own grid state apart
  const matchId = useMatches().at(-1)?.id ?? kind;
  const definition = useMemo(() => documentListDefinition(t, kind, choices), [t, kind, choices]);
  const create =
    kind === 'quote' && hasPermission(user, shop, 'createQuote') ? (
      <Button component={RouterLink} to="/dashboard/orders/add?subType=quote" variant="outlined" size="small">
        {t('sales.create.quote')}
      </Button>
    ) : kind === 'bill' && hasPermission(user, shop, 'billOrder') ? (
      <Button component={RouterLink} to="/dashboard/orders/add?subType=bill" variant="outlined" size="small">
        {t('sales.create.bill')}
      </Button>
    ) : null;
  return (
    <ListPage
      key={matchId}
      definition={definition}
      data={list}
      title={t(`sales.lists.${kind}`)}
      actions={
        kind === 'bill' ? (
          <>
            {create}
            <BillsZipButton />
          </>
        ) : (
          create
        )
      }
    />
  );
}
