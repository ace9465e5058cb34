// spec §2 /dashboard/customize: the shop's colour, header (spec §3 Shop.header), logo, banner, maintenance
// background, pages with rich text, and a live preview of the public shop.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { shopEditor } from '@sarment/api';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import type { z } from 'zod';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { customizeTexts } from '../../i18n/customize-texts.ts';
import { apiGet, browserApi } from '../../lib/api.ts';
import * as settingsTexts from '../settings/i18n.ts';
import type { Route } from './+types/customize-route';
import { ImageField } from './image-field.tsx';
import { fontFamilies, RichTextEditor } from './rich-text-editor.tsx';
import { type EditorTab, TabsEditor } from './tabs-editor.tsx';

type ShopEditor = z.output<typeof shopEditor>;
type Header = ShopEditor['header'];

export async function loader({ context }: Route.LoaderArgs) {
  const api = (context as { api: Parameters<typeof apiGet>[0] }).api;
  const answer = await apiGet<ShopEditor>(api, '/v1/settings/shop-editor');
  if (!answer.ok) throw new Response(null, { status: 404 });
  return answer.data;
}

export function meta() {
  return [{ title: 'Personnaliser la boutique — Sarment' }];
}

const switches = ['dark', 'shadow', 'border', 'underline', 'isUppercase', 'hideLogo', 'logoShadow'] as const;

export default function CustomizeRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ customize: customizeTexts, settings: settingsTexts });
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [look, setLook] = useState(() => ({
    color: loaderData.color,
    header: loaderData.header,
    logo: loaderData.logo,
    banner: loaderData.banner,
    maintenanceBackground: loaderData.maintenanceBackground,
  }));
  const [tabs, setTabs] = useState<EditorTab[]>(loaderData.tabs);
  const [selected, setSelected] = useState<string | null>(loaderData.tabs[0]?.id ?? null);
  const [previewKey, setPreviewKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const initial = useMemo(() => JSON.stringify({ l: loaderData, t: loaderData.tabs }), [loaderData]);
  const dirty = JSON.stringify({ l: { ...loaderData, ...look }, t: tabs }) !== initial;
  const current = tabs.find((tab) => tab.id === selected) ?? null;
  const setHeader = (change: Partial<Header>) =>
    setLook((l) => ({ ...l, header: { ...l.header, ...change } }));

  const save = async () => {
    setSaving(true);
    try {
      const first = await browserApi.request('PUT', '/v1/settings/shop-editor', look);
      const second = first.ok ? await browserApi.request('PUT', '/v1/settings/tabs', { tabs }) : first;
      // the answers' messages show through the global response handling (snackbar/response-feedback.ts)
      if (second.ok) {
        await revalidator.revalidate();
        setPreviewKey((k) => k + 1);
      }
    } finally {
      setSaving(false);
    }
  };
  // after a save the loader gives stored ids; keep the editor in step with them
  const [seen, setSeen] = useState(loaderData);
  if (seen !== loaderData) {
    setSeen(loaderData);
    setTabs(loaderData.tabs);
    setSelected((id) =>
      loaderData.tabs.some((tab) => tab.id === id) ? id : (loaderData.tabs[0]?.id ?? null),
    );
  }

  return (
    <Box
      sx={{
        p: { xs: 1.5, md: 3 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: '360px minmax(0, 1fr)' },
      }}
      data-testid="customize-page"
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {t('customize.title')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('customize.look')}
          </Typography>
          <TextField
            size="small"
            type="color"
            label={t('customize.color')}
            name="color"
            value={look.color}
            onChange={(e) => setLook((l) => ({ ...l, color: e.target.value }))}
          />
          <TextField
            size="small"
            type="color"
            label={t('customize.headerColor')}
            value={look.header.color}
            onChange={(e) => setHeader({ color: e.target.value })}
          />
          <TextField
            size="small"
            select
            label={t('customize.font')}
            value={look.header.font}
            onChange={(e) => setHeader({ font: e.target.value })}
          >
            {[...new Set([look.header.font, ...fontFamilies])].map((f) => (
              <MenuItem key={f} value={f}>
                {f}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            select
            label={t('customize.justify')}
            value={look.header.justifyContent}
            onChange={(e) => setHeader({ justifyContent: e.target.value as Header['justifyContent'] })}
          >
            {(['start', 'center', 'end', 'space-between'] as const).map((v) => (
              <MenuItem key={v} value={v}>
                {t(`customize.justifyOptions.${v}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            select
            label={t('customize.logoPlacement')}
            value={look.header.logoPlacement}
            onChange={(e) => setHeader({ logoPlacement: e.target.value as Header['logoPlacement'] })}
          >
            {(['start', 'center', 'left'] as const).map((v) => (
              <MenuItem key={v} value={v}>
                {t(`customize.placements.${v}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="number"
            label={t('customize.elevation')}
            value={look.header.elevation}
            slotProps={{ htmlInput: { min: 0, max: 24 } }}
            onChange={(e) => setHeader({ elevation: Math.max(0, Math.min(24, Number(e.target.value) || 0)) })}
          />
          {switches.map((key) => (
            <FormControlLabel
              key={key}
              control={
                <Switch
                  size="small"
                  checked={look.header[key]}
                  onChange={(e) => setHeader({ [key]: e.target.checked })}
                />
              }
              label={t(`customize.switches.${key}`)}
            />
          ))}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ImageField
            label={t('customize.logo')}
            name="logo"
            kind="logo"
            value={look.logo}
            onChange={(logo) => setLook((l) => ({ ...l, logo }))}
          />
          <ImageField
            label={t('customize.banner')}
            name="banner"
            kind="banner"
            value={look.banner}
            onChange={(banner) => setLook((l) => ({ ...l, banner }))}
          />
          <ImageField
            label={t('customize.maintenanceBackground')}
            name="maintenance"
            kind="background"
            value={look.maintenanceBackground}
            onChange={(url) => setLook((l) => ({ ...l, maintenanceBackground: url }))}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('customize.tabs.title')}
          </Typography>
          <TabsEditor tabs={tabs} selected={selected} onSelect={setSelected} onChange={setTabs} />
        </Paper>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            position: 'sticky',
            top: 0,
            zIndex: 2,
            bgcolor: 'background.default',
            py: 1,
          }}
        >
          {!loaderData.canEdit ? (
            <Alert severity="info" sx={{ flex: 1 }} data-testid="customize-read-only">
              {t('customize.readOnly')}
            </Alert>
          ) : (
            <Button
              variant="contained"
              data-testid="customize-save"
              aria-disabled={!dirty || saving}
              sx={!dirty || saving ? { opacity: 0.45 } : undefined}
              onClick={() => dirty && !saving && save()}
            >
              {saving ? t('settings.saving') : t('settings.save')}
            </Button>
          )}
        </Box>
        {current ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('customize.pageContent', { name: current.name })}
            </Typography>
            <RichTextEditor
              key={current.id}
              html={current.contentHtml}
              onChange={(html) =>
                setTabs((all) =>
                  all.map((tab) => (tab.id === current.id ? { ...tab, contentHtml: html } : tab)),
                )
              }
            />
          </Paper>
        ) : null}
        <Paper variant="outlined" sx={{ p: 1 }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('customize.preview')}
          </Typography>
          <Box
            component="iframe"
            key={previewKey}
            title={t('customize.preview')}
            src={`/${loaderData.urlShop}`}
            sx={{ width: '100%', height: 600, border: 0, borderRadius: 1 }}
          />
        </Paper>
      </Box>
    </Box>
  );
}
