// spec §5 reception e-mail list: an address is added on Enter or Tab only if valid and not already there; at
// least one is required, and the message names an invalid address.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import {
  addReceptionEmail,
  checkReceptionEmails,
  isReceptionEmailCommitKey,
} from '@sarment/domain/validation/reception-emails';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function EmailSelector({
  label,
  emails,
  onChange,
}: {
  label?: string;
  emails: string[];
  onChange: (emails: string[]) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const listProblem = checkReceptionEmails(emails);

  const commit = () => {
    const result = addReceptionEmail(emails, typed);
    if (result.outcome === 'invalid') {
      setMessage(result.message);
      return false;
    }
    setMessage(null);
    if (result.outcome === 'added') onChange([...result.emails]);
    if (result.outcome !== 'empty') setTyped('');
    return result.outcome === 'added';
  };

  return (
    <Box>
      <TextField
        fullWidth
        label={label ?? t('popup.emails.label')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setMessage(null);
        }}
        onKeyDown={(event) => {
          if (!isReceptionEmailCommitKey(event.key)) return;
          // Tab moves on when there is nothing to add
          if (event.key === 'Tab' && typed.trim() === '') return;
          event.preventDefault();
          commit();
        }}
        error={message !== null || (emails.length > 0 && listProblem !== true)}
        helperText={message ?? (listProblem === true ? t('popup.emails.help') : listProblem)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {emails.map((email) => (
          <Chip
            key={email}
            label={email}
            onDelete={() => onChange(emails.filter((other) => other !== email))}
          />
        ))}
      </Box>
    </Box>
  );
}
