// Informations: who the client is (spec §3 User: civility, names, e-mail, phone; a professional's business,
// SIRET/SIREN/NIC, VAT and excise numbers), how the shop sells to them (typology, payment delay and types,
// agent, tags), their marketing consent with its date and source, and notes.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { civilities } from '@sarment/domain/reference/catalogue-lists';
import { parisDateOf } from '@sarment/domain/reference/paris-time';
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
import type { DuplicateClient } from './client-types.ts';

const todayInParis = () => parisDateOf(new Date());
/** A day of the date field as the instant the API stores: noon UTC is that day in Paris, summer or winter. */
const dayToInstant = (day: string) => `${day}T12:00:00.000Z`;

/** The clients of the shop that share the e-mail or SIRET typed (the API's duplicate check). */
export interface Duplicates {
  email: DuplicateClient | null;
  siret: DuplicateClient | null;
}

function DuplicateAlert({ kind, client }: { kind: 'email' | 'siret'; client: DuplicateClient }) {
  const { t } = useTranslation();
  const message =
    client.messages[kind] ??
    t(kind === 'email' ? 'clients.form.duplicateEmail' : 'clients.form.duplicateSiret', {
      name: client.displayName,
    });
  return (
    <Alert severity="warning" data-testid={`duplicate-${kind}`} sx={{ py: 0 }}>
      {message}
      {/* an agent learns that a client out of their portfolio holds it, not which one */}
      {client.id ? (
        <>
          {' '}
          <Link component={RouterLink} to={`/dashboard/clients/${encodeURIComponent(client.id)}`}>
            {t('clients.form.openDuplicate')}
          </Link>
        </>
      ) : null}
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
          value={v.firstname}
          onChange={(text) => set('firstname', textOrNull(text))}
        />
        <TextInput
          path="lastname"
          label={label('lastname')}
          required={!v.isPro}
          value={v.lastname}
          onChange={(text) => set('lastname', textOrNull(text))}
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
            path="businessReason"
            label={label('businessReason')}
            value={v.businessReason}
            onChange={(text) => set('businessReason', textOrNull(text))}
          />
          <TextInput
            path="businessName"
            label={label('businessName')}
            value={v.businessName}
            onChange={(text) => set('businessName', textOrNull(text))}
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
          path="marketingConsent"
          label={label('marketingConsent')}
          value={v.marketingConsent}
          onChange={(given) =>
            form.update((draft) => ({
              ...draft,
              marketingConsent: given,
              // consent dates from the day it is ticked unless another day is typed
              marketingConsentAt: given ? (draft.marketingConsentAt ?? dayToInstant(todayInParis())) : null,
            }))
          }
        />
        {v.marketingConsent ? (
          <>
            <TextInput
              path="marketingConsentAt"
              type="date"
              label={label('marketingConsentAt')}
              value={v.marketingConsentAt ? parisDateOf(new Date(v.marketingConsentAt)) : ''}
              slotProps={{ inputLabel: { shrink: true } }}
              onChange={(text) => set('marketingConsentAt', text ? dayToInstant(text) : null)}
            />
            <TextInput
              path="marketingConsentSource"
              label={label('marketingConsentSource')}
              required
              value={v.marketingConsentSource}
              onChange={(text) => set('marketingConsentSource', textOrNull(text))}
            />
          </>
        ) : null}
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
