// Contacts: the people of a professional client (spec §3 Contact: names, their role, e-mail, phone), several per
// client; a contact needs a last name or an e-mail.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type ContactDraft, emptyContact } from './client-draft.ts';
import { replaceAt, TextInput, textOrNull, useClientForm } from './client-form-parts.tsx';

type ContactText = Exclude<keyof ContactDraft, 'id'>;

export function ContactsTab() {
  const { t } = useTranslation();
  const form = useClientForm();
  const contacts = form.draft.contacts;
  if (!form.draft.isPro) {
    return <Typography color="text.secondary">{t('clients.form.contacts.proOnly')}</Typography>;
  }
  const change = (index: number, key: ContactText, text: string) =>
    form.update((draft) => {
      const contact = draft.contacts[index] as ContactDraft;
      const value = textOrNull(text);
      return { ...draft, contacts: replaceAt(draft.contacts, index, { ...contact, [key]: value }) };
    });
  const field = (
    index: number,
    key: ContactText,
    label: string,
    extra: { required?: boolean; type?: string } = {},
  ) => (
    <TextInput
      path={`contacts.${index}.${key}`}
      label={label}
      value={(contacts[index] as ContactDraft)[key]}
      onChange={(text) => change(index, key, text)}
      {...extra}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {contacts.length === 0 ? (
        <Typography color="text.secondary">{t('clients.form.contacts.empty')}</Typography>
      ) : null}
      {contacts.map((contact, index) => (
        <Paper
          key={contact.id ?? `new-${index}`}
          variant="outlined"
          sx={{ p: 2 }}
          data-testid={`contact-${index}`}
          component="section"
          aria-label={t('clients.form.contacts.title', { index: index + 1 })}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1.5, gap: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
              {t('clients.form.contacts.title', { index: index + 1 })}
            </Typography>
            {form.readOnly ? null : (
              <Button
                size="small"
                color="error"
                onClick={() =>
                  form.update((draft) => ({
                    ...draft,
                    contacts: draft.contacts.filter((_, i) => i !== index),
                  }))
                }
              >
                {t('clients.form.contacts.remove')}
              </Button>
            )}
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: '1fr',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {field(index, 'lastname', t('clients.form.fields.lastname'))}
            {field(index, 'firstname', t('clients.form.fields.firstname'))}
            {field(index, 'role', t('clients.form.contacts.role'))}
            {field(index, 'email', t('clients.form.fields.email'), { type: 'email' })}
            {field(index, 'phone', t('clients.form.fields.phone'), { type: 'tel' })}
          </Box>
        </Paper>
      ))}
      {form.readOnly ? null : (
        <Box>
          <Button
            variant="outlined"
            data-testid="add-contact"
            onClick={() =>
              form.update((draft) => ({ ...draft, contacts: [...draft.contacts, emptyContact()] }))
            }
          >
            {t('clients.form.contacts.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
