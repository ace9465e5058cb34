// Informations: who the client is (spec §3 User: civility, names, e-mail, phone; a professional's business,
// SIRET/SIREN/NIC, VAT and excise numbers), how the shop sells to them (typology, payment delay and types,
// agent, tags), their marketing consent with its date and source, and notes.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { civilities } from '@sarment/domain/reference/catalogue-lists';
import { paymentDelayLabel, paymentDelays } from '@sarment/domain/reference/payment-delays';
import { backOfficePaymentTypes, paymentTypeLabels } from '@sarment/domain/reference/payment-types';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormColumns, FormSection } from '../settings/settings-parts.tsx';
import { type ClientDraft, withSirenNic, withSiret } from './client-draft.ts';
import {
  CheckInput,
  MultiSelectInput,
  SelectInput,
  TextInput,
  textOrNull,
  useClientForm,
} from './client-form-parts.tsx';
import { agentName } from './client-list.tsx';

/** Another client of the shop with the same e-mail or SIRET (the API's duplicate check). */
export interface DuplicateClient {
  id: string;
  name: string;
}

export interface Duplicates {
  email?: DuplicateClient | null;
  siret?: DuplicateClient | null;
}

function DuplicateAlert({ kind, client }: { kind: 'email' | 'siret'; client: DuplicateClient }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid={`duplicate-${kind}`} sx={{ py: 0 }}>
      {t(kind === 'email' ? 'clients.form.duplicateEmail' : 'clients.form.duplicateSiret', {
        name: client.name,
      })}{' '}
      <Link component={RouterLink} to={`/dashboard/clients/${encodeURIComponent(client.id)}`}>
        {t('clients.form.openDuplicate')}
      </Link>
    </Alert>
  );
}

export function InfoTab({ duplicates }: { duplicates: Duplicates }) {
  const { t } = useTranslation();
  const form = useClientForm();
  const v = form.draft;
  const label = (field: string) => t(`clients.form.fields.${field}`);
  const set = <K extends keyof ClientDraft>(key: K, value: ClientDraft[K]) =>
    form.update((draft) => ({ ...draft, [key]: value }));
  const setBusiness = (key: 'reason' | 'name', text: string) =>
    form.update((draft) => ({ ...draft, business: { ...draft.business, [key]: textOrNull(text) } }));
  const setConsent = (change: Partial<ClientDraft['marketingConsent']>) =>
    form.update((draft) => ({ ...draft, marketingConsent: { ...draft.marketingConsent, ...change } }));

  return (
    <FormColumns>
      <FormSection title={t('clients.form.sections.identity')}>
        <CheckInput path="isPro" label={label('isPro')} value={v.isPro} onChange={(on) => set('isPro', on)} />
        <CheckInput
          path="pipe"
          label={label('pipe')}
          value={v.pipe === 'Prospect'}
          onChange={(on) => set('pipe', on ? 'Prospect' : 'Client')}
        />
        <SelectInput
          path="civility"
          label={label('civility')}
          value={v.civility}
          none={t('clients.form.none')}
          options={civilities.map((civility) => ({ value: civility, label: civility }))}
          onChange={(value) => set('civility', value)}
        />
        <TextInput
          path="firstname"
          label={label('firstname')}
          required={!v.isPro}
          value={v.firstname}
          onChange={(text) => set('firstname', text)}
        />
        <TextInput
          path="lastname"
          label={label('lastname')}
          required
          value={v.lastname}
          onChange={(text) => set('lastname', text)}
        />
        <TextInput
          path="email"
          type="email"
          label={label('email')}
          value={v.email}
          onChange={(text) => set('email', textOrNull(text.trim()))}
        />
        {duplicates.email ? <DuplicateAlert kind="email" client={duplicates.email} /> : null}
        <TextInput
          path="phone"
          type="tel"
          label={label('phone')}
          value={v.phone}
          onChange={(text) => set('phone', textOrNull(text))}
        />
      </FormSection>
      {v.isPro ? (
        <FormSection title={t('clients.form.sections.company')}>
          <TextInput
            path="business.reason"
            label={label('business.reason')}
            required
            value={v.business.reason}
            onChange={(text) => setBusiness('reason', text)}
          />
          <TextInput
            path="business.name"
            label={label('business.name')}
            value={v.business.name}
            onChange={(text) => setBusiness('name', text)}
          />
          <TextInput
            path="siret"
            label={label('siret')}
            value={v.siret}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            helperText={t('clients.form.sirenHint')}
            onChange={(text) => form.update((draft) => withSiret(draft, text))}
          />
          {duplicates.siret ? <DuplicateAlert kind="siret" client={duplicates.siret} /> : null}
          <TextInput
            path="siren"
            label={label('siren')}
            value={v.siren}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            onChange={(text) => form.update((draft) => withSirenNic(draft, { siren: text }))}
          />
          <TextInput
            path="nic"
            label={label('nic')}
            value={v.nic}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            onChange={(text) => form.update((draft) => withSirenNic(draft, { nic: text }))}
          />
          <TextInput
            path="vatNumber"
            label={label('vatNumber')}
            value={v.vatNumber}
            onChange={(text) => set('vatNumber', textOrNull(text))}
          />
          <TextInput
            path="exciseNumber"
            label={label('exciseNumber')}
            value={v.exciseNumber}
            onChange={(text) => set('exciseNumber', textOrNull(text))}
          />
        </FormSection>
      ) : null}
      <FormSection title={t('clients.form.sections.selling')}>
        <SelectInput
          path="typology"
          label={label('typology')}
          value={v.typology}
          none={t('clients.form.noTypology')}
          options={form.typologies.map((typology) => ({ value: typology.key, label: typology.name }))}
          onChange={(value) => set('typology', value)}
        />
        <SelectInput
          path="paymentDelay"
          label={label('paymentDelay')}
          value={v.paymentDelay}
          none={t('clients.form.none')}
          options={paymentDelays.map((delay) => ({ value: delay.id, label: paymentDelayLabel(delay) }))}
          onChange={(value) => set('paymentDelay', value)}
        />
        <MultiSelectInput
          path="paymentTypes"
          label={label('paymentTypes')}
          value={v.paymentTypes}
          options={backOfficePaymentTypes.map((type) => ({ value: type, label: paymentTypeLabels[type] }))}
          onChange={(value) => set('paymentTypes', value)}
        />
        {form.agents.length > 0 || v.agent ? (
          <SelectInput
            path="agent"
            label={label('agent')}
            value={v.agent?.id ?? null}
            none={t('clients.form.noAgent')}
            options={form.agents.map((agent) => ({ value: agent.id, label: agentName(agent) }))}
            onChange={(value) => set('agent', value ? { id: value } : null)}
          />
        ) : null}
        <Autocomplete
          multiple
          freeSolo
          options={[] as string[]}
          value={v.tags}
          disabled={form.readOnly}
          onChange={(_event, tags) =>
            set(
              'tags',
              tags.map((tag) => tag.trim()).filter((tag, i, all) => tag !== '' && all.indexOf(tag) === i),
            )
          }
          renderValue={(tags, getItemProps) =>
            tags.map((tag, index) => {
              const { key, ...itemProps } = getItemProps({ index });
              return <Chip key={key} size="small" label={tag} {...itemProps} />;
            })
          }
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              name="tags"
              label={label('tags')}
              helperText={t('clients.form.tagsHint')}
            />
          )}
        />
      </FormSection>
      <FormSection title={t('clients.form.sections.marketing')}>
        <CheckInput
          path="marketingConsent.given"
          label={label('marketingConsent.given')}
          value={v.marketingConsent.given}
          onChange={(given) =>
            setConsent({
              given,
              // the date of the consent, or of its withdrawal, is the day it is ticked unless typed
              date: new Date().toISOString().slice(0, 10),
            })
          }
        />
        <TextInput
          path="marketingConsent.date"
          type="date"
          label={label('marketingConsent.date')}
          value={v.marketingConsent.date?.slice(0, 10) ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(text) => setConsent({ date: textOrNull(text) })}
        />
        <TextInput
          path="marketingConsent.source"
          label={label('marketingConsent.source')}
          value={v.marketingConsent.source}
          onChange={(text) => setConsent({ source: textOrNull(text) })}
        />
      </FormSection>
      <FormSection title={t('clients.form.sections.notes')}>
        <TextInput
          path="notes"
          label={label('notes')}
          multiline
          minRows={4}
          value={v.notes}
          onChange={(text) => set('notes', textOrNull(text))}
        />
      </FormSection>
    </FormColumns>
  );
}
