// The shop's legal texts in the infos tab (issue 15): its mentions légales and its conditions générales de vente,
// which start from the French template. Shown on /{name}/legal-notice, which the checkout links to.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { legalTexts } from '@sarment/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { browserApi } from '../../lib/api.ts';
import { RichTextEditor } from '../customize/rich-text-editor.tsx';
import { UnsavedChangesGuard } from '../kit/unsaved-changes-guard.tsx';
import { usePopup } from '../popup/popup-provider.tsx';
import { FormSection } from './settings-parts.tsx';

type LegalTexts = z.output<typeof legalTexts>;
type Texts = Pick<LegalTexts, 'legalNoticeHtml' | 'cgvHtml'>;

const sameTexts = (a: Texts, b: Texts) => a.legalNoticeHtml === b.legalNoticeHtml && a.cgvHtml === b.cgvHtml;

export function LegalTextsSection() {
  const { t } = useTranslation();
  const popup = usePopup();
  const [stored, setStored] = useState<LegalTexts | null>(null);
  const [texts, setTexts] = useState<Texts>({ legalNoticeHtml: null, cgvHtml: null });
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    void browserApi.request<LegalTexts>('GET', '/v1/settings/legal').then((answer) => {
      if (!answer.ok || !answer.data) return;
      setStored(answer.data);
      setTexts({ legalNoticeHtml: answer.data.legalNoticeHtml, cgvHtml: answer.data.cgvHtml });
    });
  }, []);
  if (!stored) return null;
  const dirty = !sameTexts(texts, stored);
  const startFromTemplate = async () => {
    const replace =
      !texts.cgvHtml ||
      (await popup.open({
        title: t('settings.legal.templateConfirmTitle'),
        text: t('settings.legal.templateConfirmText'),
        small: true,
      }));
    if (replace) setTexts((old) => ({ ...old, cgvHtml: stored.cgvTemplate }));
  };
  const save = async () => {
    setSaving(true);
    try {
      const answer = await browserApi.request('PUT', '/v1/settings/legal', texts);
      if (answer.ok) setStored({ ...stored, ...texts });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 3 }} data-testid="legal-texts">
      <FormSection anchor="legalNotice" title={t('settings.legal.notice')}>
        <RichTextEditor
          label={t('settings.legal.notice')}
          html={texts.legalNoticeHtml ?? ''}
          onChange={(html) => setTexts((old) => ({ ...old, legalNoticeHtml: html }))}
        />
      </FormSection>
      <FormSection anchor="cgv" title={t('settings.legal.cgv')}>
        <Typography variant="body2" color="text.secondary">
          {texts.cgvHtml ? t('settings.legal.cgvOwn') : t('settings.legal.cgvNone')}
        </Typography>
        <Box>
          <Button variant="outlined" onClick={() => void startFromTemplate()}>
            {t('settings.legal.useTemplate')}
          </Button>
        </Box>
        <RichTextEditor
          label={t('settings.legal.cgv')}
          html={texts.cgvHtml ?? ''}
          onChange={(html) => setTexts((old) => ({ ...old, cgvHtml: html }))}
        />
      </FormSection>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          variant="contained"
          data-testid="legal-texts-save"
          disabled={!dirty || saving}
          onClick={() => void save()}
        >
          {saving ? t('settings.saving') : t('settings.legal.save')}
        </Button>
      </Box>
      <UnsavedChangesGuard dirty={dirty} />
    </Box>
  );
}
