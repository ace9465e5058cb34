// spec §2 /dashboard/clients/add (createClient; ?isPro=true a professional, ?pipe=Prospect a prospect) and
// /dashboard/clients/:id (owner, agent, iam; a member without createClient reads only): the client in the detail
// kit, tabs Informations, Contacts, Adresses, Historique; Enregistrer and the GDPR actions in the header.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { hasPermission } from '@sarment/domain/access';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, useNavigate, useSearchParams } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { type ApiClient, apiGet, browserApi } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import { DetailPage, type DetailTab } from '../kit/detail-page.tsx';
import { type FieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import * as formTexts from '../kit/form-i18n.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { UnsavedChangesDialog, useUnsavedGuard } from '../kit/unsaved-changes-guard.tsx';
import * as outstandingsTexts from '../payments/outstandings-i18n.ts';
import { SepaMandatesBlock } from '../payments/sepa-mandates-block.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import * as settingsTexts from '../settings/i18n.ts';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import type { Route } from './+types/client-form-route';
import { AddressesTab } from './client-addresses-tab.tsx';
import { ContactsTab } from './client-contacts-tab.tsx';
import {
  bodyOf,
  type ClientDraft,
  type ClientTab,
  clientErrors,
  draftOf,
  emptyClient,
  newClientKind,
  tabOfField,
} from './client-draft.ts';
import { useDuplicates } from './client-duplicates.ts';
import { ClientFormProvider } from './client-form-parts.tsx';
import { InfoTab } from './client-info-tab.tsx';
import { ClientTimeline } from './client-timeline.tsx';
import type { ClientDetail, ShopAgent, ShopTypology } from './client-types.ts';
import * as clientsTexts from './clients-i18n.ts';
import { loadClientChoices } from './clients-list-route.tsx';

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.api;
  const [client, choices] = await Promise.all([
    params.id ? apiGet<ClientDetail>(api, `/v1/clients/${encodeURIComponent(params.id)}`) : null,
    loadClientChoices(api, false),
  ]);
  // another shop's client, or one outside an agent's portfolio, is not found
  if (client && !client.ok) throw data(null, { status: 404 });
  return { client: client?.data ?? null, typologies: choices.typologies, agents: choices.agents };
}

export function meta({ data: loaded }: Route.MetaArgs) {
  return [{ title: `${loaded?.client?.displayName ?? 'Client'} — Sarment` }];
}

export default function ClientFormRoute({ loaderData, params }: Route.ComponentProps) {
  useTexts({
    clients: clientsTexts,
    form: formTexts,
    list: listTexts,
    outstandings: outstandingsTexts,
    settings: settingsTexts,
  });
  return (
    <ClientForm
      key={params.id ?? 'new'}
      client={loaderData.client}
      typologies={loaderData.typologies}
      agents={loaderData.agents}
    />
  );
}

export function ClientForm(props: {
  client: ClientDetail | null;
  typologies: ShopTypology[];
  agents: ShopAgent[];
  api?: ApiClient;
}) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const snackbars = useSnackbar();
  const popup = usePopup();
  const api = props.api ?? browserApi;
  const [client, setClient] = useState(props.client);
  const [kind] = useState(() => newClientKind(search));
  const initial = useMemo(
    () => (props.client ? draftOf(props.client) : emptyClient(kind)),
    [props.client, kind],
  );
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [tab, setTab] = useState<ClientTab>('info');
  const [busy, setBusy] = useState(false);
  const readOnly = !hasPermission(user, shop, 'createClient') || !!client?.anonymisedAt;
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(saved), [draft, saved]);
  const guard = useUnsavedGuard(dirty && !readOnly);
  const clientErrorsNow = useMemo(() => clientErrors(draft), [draft]);
  // a field's message shows once the form was touched or a save was tried; the API's refusal wins
  const errors = useMemo(
    () => ({ ...(attempted || dirty ? clientErrorsNow : {}), ...serverErrors }),
    [attempted, dirty, clientErrorsNow, serverErrors],
  );
  const duplicates = useDuplicates(
    {
      email: draft.email,
      siret: draft.isPro ? draft.siret : null,
      siren: draft.isPro ? draft.siren : null,
      nic: draft.isPro ? draft.nic : null,
    },
    client?.id ?? null,
    props.api,
  );
  const update = (change: (draft: ClientDraft) => ClientDraft) => {
    setDraft(change);
    setServerErrors({});
  };

  const save = async () => {
    setAttempted(true);
    const first = Object.keys(clientErrorsNow)[0];
    if (first !== undefined) {
      snackbars.show(t('form.invalid'), 'error');
      setTab(tabOfField(first));
      return;
    }
    setBusy(true);
    try {
      const path = client ? `/v1/clients/${encodeURIComponent(client.id)}` : '/v1/clients';
      const answer = await api.request<ClientDetail>(client ? 'PUT' : 'POST', path, bodyOf(draft));
      if (!answer.ok) {
        // the message shows through the global response handling; its fields are marked here
        const fields = serverFieldErrors(answer.status, answer.data);
        setServerErrors(fields);
        const field = Object.keys(fields)[0];
        if (field !== undefined) setTab(tabOfField(field));
        return;
      }
      snackbars.show(t(client ? 'clients.form.saved' : 'clients.form.created'), 'success');
      if (!client) {
        guard.release();
        navigate(`/dashboard/clients/${encodeURIComponent(answer.data.id)}`, { replace: true });
        return;
      }
      const next = draftOf(answer.data);
      setClient(answer.data);
      setSaved(next);
      setDraft(next);
      setAttempted(false);
    } finally {
      setBusy(false);
    }
  };

  const anonymize = async () => {
    if (!client) return;
    const confirmed = await popup.open({
      title: t('clients.form.gdpr.anonymizeTitle'),
      text: t('clients.form.gdpr.anonymizeText', { name: client.displayName }),
      destructiveKeyword: 'ANONYMISER',
      confirmLabel: t('clients.form.gdpr.anonymize'),
    });
    if (!confirmed) return;
    // a client with an open document is refused (422): its message shows through the global handling
    const answer = await api.request<ClientDetail>(
      'POST',
      `/v1/clients/${encodeURIComponent(client.id)}/anonymise`,
    );
    if (!answer.ok) return;
    snackbars.show(t('clients.form.gdpr.anonymized'), 'success');
    const next = draftOf(answer.data);
    setClient(answer.data);
    setSaved(next);
    setDraft(next);
  };

  const tabs: DetailTab<ClientTab>[] = (
    [
      { id: 'info', label: t('clients.form.tabs.info') },
      ...(draft.isPro ? [{ id: 'contacts' as const, label: t('clients.form.tabs.contacts') }] : []),
      { id: 'addresses', label: t('clients.form.tabs.addresses') },
      ...(client ? [{ id: 'history' as const, label: t('clients.form.tabs.history') }] : []),
    ] satisfies DetailTab<ClientTab>[]
  ).map((item) => ({ ...item, invalid: Object.keys(errors).some((path) => tabOfField(path) === item.id) }));
  const newTitle = kind.pipe === 'Prospect' ? 'newProspect' : kind.isPro ? 'newPro' : 'newIndividual';
  const canWrite = !readOnly;

  return (
    <DetailPage
      title={client ? client.displayName : t(`clients.form.${newTitle}`)}
      subtitle={
        client
          ? [
              t(client.isPro ? 'clients.list.kinds.pro' : 'clients.list.kinds.individual'),
              client.pipe === 'Prospect' ? t('clients.list.pipes.Prospect') : null,
            ]
              .filter(Boolean)
              .join(' · ')
          : null
      }
      tabs={tabs}
      tab={tab === 'contacts' && !draft.isPro ? 'info' : tab}
      onTab={setTab}
      actions={
        <>
          {client && hasPermission(user, shop, 'seeAllClient') ? (
            <Button
              variant="outlined"
              href={`/v1/clients/${encodeURIComponent(client.id)}/export`}
              download
              data-testid="client-export"
            >
              {t('clients.form.gdpr.export')}
            </Button>
          ) : null}
          {client && hasPermission(user, shop, 'seeAllClient') ? (
            <Button
              variant="outlined"
              href={`/v1/clients/${encodeURIComponent(client.id)}/export?format=csv`}
              download
              data-testid="client-export-csv"
            >
              {t('clients.form.gdpr.exportCsv')}
            </Button>
          ) : null}
          {client && canWrite ? (
            <Button variant="outlined" color="error" onClick={anonymize} data-testid="client-anonymize">
              {t('clients.form.gdpr.anonymize')}
            </Button>
          ) : null}
          {canWrite ? (
            <Button
              variant="contained"
              onClick={save}
              disabled={busy}
              aria-disabled={!dirty && !!client}
              data-testid="client-save"
            >
              {busy ? t('form.saving') : t('form.save')}
            </Button>
          ) : null}
        </>
      }
    >
      {client?.anonymisedAt ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('clients.form.gdpr.anonymizedBanner')}
        </Alert>
      ) : readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('clients.form.readOnly')}
        </Alert>
      ) : null}
      <ClientFormProvider
        value={{ draft, update, errors, readOnly, typologies: props.typologies, agents: props.agents }}
      >
        {tab === 'info' || (tab === 'contacts' && !draft.isPro) ? <InfoTab duplicates={duplicates} /> : null}
        {tab === 'contacts' && draft.isPro ? <ContactsTab /> : null}
        {tab === 'addresses' ? <AddressesTab /> : null}
        {tab === 'history' && client ? <ClientTimeline clientId={client.id} api={props.api} /> : null}
      </ClientFormProvider>
      {tab === 'info' && client && hasPermission(user, shop, 'seeAllPayment') ? (
        <SepaMandatesBlock clientId={client.id} api={api} />
      ) : null}
      <UnsavedChangesDialog blocker={guard.blocker} />
    </DetailPage>
  );
}
