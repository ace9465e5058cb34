// spec §2 /dashboard/settings: tabs opened by the deep link `?link=` (plus `tab` and `editGrid`), a title with
// the online status indicator, form columns and a save area per tab.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { SettingsSection } from '@sarment/domain/access';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { customizeTexts } from '../../i18n/customize-texts.ts';
import { apiGet } from '../../lib/api.ts';
import { useSessionUser } from '../auth/session.ts';
import * as pipelineTexts from '../crm/pipeline-i18n.ts';
import * as formTexts from '../kit/form-i18n.ts';
import type { Route } from './+types/settings-route';
import * as settingsTexts from './i18n.ts';
import { MailModelsSection } from './mail-models-section.tsx';
import { readSettingsDeepLink, SettingsDeepLinkContext } from './settings-deep-link.ts';
import { availableSettingsTabs } from './settings-tabs.ts';
import type { Collaborator, SettingsData } from './settings-types.ts';
import { AccountTab } from './tab-account.tsx';
import { BillingTab } from './tab-billing.tsx';
import { CrmTab } from './tab-crm.tsx';
import { DeliveryTab } from './tab-delivery.tsx';
import { InfosTab } from './tab-infos.tsx';
import { IntegrationsTab, ProductsTab, TyposTab } from './tab-lists.tsx';
import { PromoCodesTab } from './tab-promo-codes.tsx';
import { RolesTab } from './tab-roles.tsx';
import { LinesTab, MatchGridsTab, TextSectionTab } from './tab-sections.tsx';

export async function loader({ context }: Route.LoaderArgs) {
  const api = (context as { api: Parameters<typeof apiGet>[0] }).api;
  const settings = await apiGet<SettingsData>(api, '/v1/settings');
  // the roles tab needs accessCollaborator: the API refuses (422) a collaborator without it
  const roles = settings.ok ? await apiGet<Collaborator[]>(api, '/v1/settings/roles') : null;
  return { settings: settings.ok ? settings.data : null, roles: roles?.ok ? roles.data : null };
}

export function meta() {
  return [{ title: 'Paramètres — Sarment' }];
}

export default function SettingsRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ customize: customizeTexts, form: formTexts, pipeline: pipelineTexts, settings: settingsTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const { settings, roles } = loaderData;
  const deepLink = useMemo(() => readSettingsDeepLink(search), [search]);
  // only the sections the API sent (those the member may save), the roles when listed, the account
  const available: SettingsSection[] = availableSettingsTabs(settings, roles);
  const asked = search.get('link') as SettingsSection | null;
  const link: SettingsSection = asked && available.includes(asked) ? asked : (available[0] ?? 'account');
  const open = (next: SettingsSection) =>
    setSearch((s) => {
      s.set('link', next);
      s.delete('tab');
      s.delete('editGrid');
      return s;
    });
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }} data-testid="settings-page">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        {settings ? (
          <Avatar
            src={settings.shop.logo ?? undefined}
            alt={settings.shop.name}
            sx={{ width: 48, height: 48 }}
          />
        ) : null}
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {settings ? settings.shop.name : t('settings.title')}
        </Typography>
        {settings ? (
          <Chip
            size="small"
            data-testid="online-status"
            color={settings.shop.online ? 'success' : 'default'}
            label={settings.shop.online ? t('settings.online') : t('settings.offline')}
          />
        ) : null}
      </Box>
      <Tabs
        value={link}
        onChange={(_, next) => open(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {available.map((l) => (
          <Tab key={l} value={l} label={t(`settings.tabs.${l}`)} data-testid={`tab-${l}`} />
        ))}
      </Tabs>
      <SettingsDeepLinkContext value={deepLink}>
        <Box key={`${link}-${JSON.stringify(settings?.[link as keyof SettingsData] ?? null)}`}>
          {settings ? <SettingsPanel link={link} settings={settings} roles={roles ?? []} /> : null}
          {link === 'account' && user ? <AccountTab user={user} /> : null}
        </Box>
        {/* outside the box the save's revalidation rebuilds: a model being edited survives the billing tab's save */}
        {link === 'billing' && settings?.billing ? (
          <MailModelsSection shopName={settings.shop.name} numbering={settings.billing.numbering} />
        ) : null}
      </SettingsDeepLinkContext>
    </Box>
  );
}

function SettingsPanel({
  link,
  settings,
  roles,
}: {
  link: SettingsSection;
  settings: SettingsData;
  roles: Collaborator[];
}) {
  switch (link) {
    case 'infos':
      return settings.infos ? <InfosTab infos={settings.infos} /> : null;
    case 'typos':
      return settings.typos ? <TyposTab typos={settings.typos} /> : null;
    case 'billing':
      return settings.billing ? <BillingTab billing={settings.billing} /> : null;
    case 'delivery':
      return settings.delivery ? <DeliveryTab delivery={settings.delivery} /> : null;
    case 'roles':
      return <RolesTab collaborators={roles} />;
    case 'integrations':
      return settings.integrations ? <IntegrationsTab value={settings.integrations} /> : null;
    case 'products':
      return settings.products ? <ProductsTab products={settings.products} /> : null;
    case 'promotions':
      return <PromoCodesTab />;
    case 'matchGrids':
      return settings.matchGrids ? (
        <MatchGridsTab value={settings.matchGrids} typologies={settings.typos?.typologies ?? []} />
      ) : null;
    case 'documents':
      return settings.documents ? (
        <TextSectionTab name="documents" value={settings.documents} multiline />
      ) : null;
    case 'crm':
      return settings.crm ? <CrmTab crm={settings.crm} /> : null;
    case 'campaigns':
      return settings.campaigns ? (
        <TextSectionTab name="campaigns" value={settings.campaigns} emails={['replyTo']} />
      ) : null;
    case 'accounting':
      return settings.accounting ? (
        <LinesTab
          name="accounting"
          value={settings.accounting}
          read={(v) => v.codes.map((c) => `${c.label};${c.account}`).join('\n')}
          write={(text) => ({
            codes: text
              .split('\n')
              .filter(Boolean)
              .map((line) => {
                const [label = '', account = ''] = line.split(';');
                return { label, account };
              }),
          })}
        />
      ) : null;
    case 'iframes':
      return settings.iframes ? (
        <LinesTab
          name="iframes"
          value={settings.iframes}
          read={(v) => v.allowedOrigins.join('\n')}
          write={(text) => ({ allowedOrigins: text.split('\n').filter(Boolean) })}
        />
      ) : null;
    default:
      return null;
  }
}
