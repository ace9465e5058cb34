// link=matchGrids, documents, accounting, crm, campaigns, iframes, account: smaller forms.
import MenuItem from '@mui/material/MenuItem';
import { emailSchema, optionalField } from '@sarment/domain/validation';
import { useTranslation } from 'react-i18next';
import { useSettingsDeepLink } from './settings-deep-link.ts';
import { Field, FormColumns, FormSection, SaveArea } from './settings-parts.tsx';
import type { Section, Typology } from './settings-types.ts';
import { fieldError, useSettingsForm } from './use-settings-form.ts';

export function MatchGridsTab({
  value,
  typologies,
}: {
  value: Section<'matchGrids'>;
  typologies: Typology[];
}) {
  const { t } = useTranslation();
  const form = useSettingsForm(value, '/v1/settings/matchGrids');
  const { editGrid } = useSettingsDeepLink();
  return (
    <>
      <FormColumns>
        <FormSection title={t('settings.matchGrids.title')}>
          {typologies.map((typology) => (
            <Field
              key={typology.key}
              slotProps={{
                htmlInput: {
                  'data-grid': typology.key,
                  'data-editing': typology.key === editGrid ? 'true' : undefined,
                },
              }}
              autoFocus={typology.key === editGrid}
              label={typology.name}
              helperText={t('settings.matchGrids.help')}
              value={form.value.grids[typology.key] ?? ''}
              onChange={(e) => form.set('grids', { ...form.value.grids, [typology.key]: e.target.value })}
            />
          ))}
        </FormSection>
      </FormColumns>
      <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} />
    </>
  );
}

/** A form of plain text fields over a flat object (documents, crm, campaigns). */
export function TextSectionTab<T extends Record<string, string | null>>(props: {
  name: string;
  value: T;
  multiline?: boolean;
  emails?: (keyof T)[];
}) {
  const { t } = useTranslation();
  const form = useSettingsForm(props.value, `/v1/settings/${props.name}`);
  return (
    <>
      <FormColumns>
        <FormSection title={t(`settings.tabs.${props.name}`)}>
          {(Object.keys(props.value) as (keyof T & string)[]).map((key) => (
            <Field
              key={key}
              label={t(`settings.${props.name}.${key}`)}
              multiline={props.multiline}
              minRows={props.multiline ? 4 : undefined}
              value={form.value[key] ?? ''}
              onChange={(e) =>
                form.set(key, (e.target.value || (props.emails?.includes(key) ? null : '')) as T[typeof key])
              }
              error_={
                props.emails?.includes(key)
                  ? fieldError(optionalField(emailSchema), form.value[key])
                  : undefined
              }
            />
          ))}
        </FormSection>
      </FormColumns>
      <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} />
    </>
  );
}

/** Lines of text edited in a text area (accounting codes `label;account`, iframe origins). */
export function LinesTab<T>(props: {
  name: string;
  value: T;
  read: (value: T) => string;
  write: (text: string) => T;
}) {
  const { t } = useTranslation();
  const form = useSettingsForm(props.value, `/v1/settings/${props.name}`);
  return (
    <>
      <FormColumns>
        <FormSection title={t(`settings.tabs.${props.name}`)}>
          <Field
            multiline
            minRows={6}
            label={t(`settings.${props.name}.lines`)}
            helperText={t(`settings.${props.name}.help`)}
            value={props.read(form.value)}
            onChange={(e) => form.setValue(props.write(e.target.value))}
          />
        </FormSection>
      </FormColumns>
      <SaveArea dirty={form.dirty} saving={form.saving} onSave={form.save} />
    </>
  );
}

export const languageChoices = ['fr', 'en'] as const;
export function LanguageSelect(props: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field
      select
      label={t('settings.account.language')}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      {languageChoices.map((l) => (
        <MenuItem key={l} value={l}>
          {l === 'fr' ? 'Français' : 'English'}
        </MenuItem>
      ))}
    </Field>
  );
}
