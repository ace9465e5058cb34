// link=crm: the default pipeline step and the reception e-mail list of spec §5 (at least one address, each valid;
// an address is added on Enter or Tab only if valid and not already present).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { defaultPipelineStages } from '@sarment/domain/crm/pipeline';
import {
  addReceptionEmail,
  checkReceptionEmails,
  isReceptionEmailCommitKey,
} from '@sarment/domain/validation/reception-emails';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StagesEditor, stageErrors } from '../crm/opportunities-stages-editor.tsx';
import { Field, FormColumns, FormSection, SaveArea } from './settings-parts.tsx';
import type { Section } from './settings-types.ts';
import { useSettingsForm } from './use-settings-form.ts';

export function CrmTab({ crm }: { crm: Section<'crm'> }) {
  const { t } = useTranslation();
  const form = useSettingsForm(crm, '/v1/settings/crm');
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | undefined>();
  const emails = form.value.receptionEmails;
  // a settings answer older than the pipeline has no stages: the default list, as the API reads it
  const stages = form.value.stages ?? defaultPipelineStages;
  const listCheck = checkReceptionEmails(emails);
  const listError = listCheck === true ? undefined : listCheck;

  const commit = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isReceptionEmailCommitKey(event.key)) return;
    const result = addReceptionEmail(emails, typed);
    if (result.outcome === 'empty') return;
    // Tab leaves the field as usual unless there was an address to add
    event.preventDefault();
    if (result.outcome === 'invalid') return setTypedError(result.message);
    if (result.outcome === 'added') form.set('receptionEmails', [...result.emails]);
    setTyped('');
    setTypedError(undefined);
  };

  return (
    <>
      <FormColumns>
        <FormSection anchor="crm" title={t('settings.tabs.crm')}>
          <Field
            label={t('settings.crm.defaultPipe')}
            value={form.value.defaultPipe}
            onChange={(e) => form.set('defaultPipe', e.target.value)}
          />
          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('settings.crm.receptionEmails')}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
              {emails.map((email) => (
                <Chip
                  key={email}
                  data-testid="reception-email"
                  data-email={email}
                  label={email}
                  onDelete={() =>
                    form.set(
                      'receptionEmails',
                      emails.filter((e) => e !== email),
                    )
                  }
                />
              ))}
            </Box>
            <Field
              type="email"
              name="receptionEmail"
              label={t('settings.crm.addEmail')}
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setTypedError(undefined);
              }}
              onKeyDown={commit}
              error_={typedError ?? listError}
              helperText={t('settings.crm.addEmailHelp')}
            />
          </Box>
        </FormSection>
        <FormSection anchor="stages" title={t('pipeline.stages.title')}>
          <StagesEditor stages={stages} onChange={(stages) => form.set('stages', stages)} />
        </FormSection>
      </FormColumns>
      <SaveArea
        dirty={form.dirty}
        invalid={!!listError || Object.keys(stageErrors(stages)).length > 0}
        saving={form.saving}
        onSave={form.save}
      />
    </>
  );
}
