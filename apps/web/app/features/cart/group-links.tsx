// issue 15: the payment groups of a group order on its page. While a group has not paid, the buyer sees its
// absolute payment link (to send it on), a copy button, its state and its deadline in Paris time.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/format.ts';
import type { OrderDetail } from './cart-api-types.ts';

type OrderGroup = OrderDetail['groups'][number];

/** A group still to pay: not paid, refunded nor cancelled (an imprint saved still waits for the debit). */
export const groupAwaitsPayment = (group: Pick<OrderGroup, 'status'>) =>
  !['paid', 'refunded', 'cancelled'].includes(group.status);

/** The group's link as an absolute address, to paste in a message. Example: '/cart/group/s/g' on https://x.fr. */
export const absoluteLink = (link: string, origin: string) => new URL(link, origin).href;

function GroupLink({ group, origin, expired }: { group: OrderGroup; origin: string; expired: boolean }) {
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const url = absoluteLink(group.link, origin);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      input.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };
  const deadline = group.expiresAt
    ? new Date(group.expiresAt).toLocaleString(i18n.language === 'en' ? 'en-GB' : 'fr-FR', {
        timeZone: 'Europe/Paris',
        dateStyle: 'long',
        timeStyle: 'short',
      })
    : null;
  const open = groupAwaitsPayment(group) && !expired;
  return (
    <Box
      component="li"
      data-testid="group-link"
      sx={{ display: 'grid', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {group.label}
        </Typography>
        <Typography variant="body2">{formatEuros(group.amount, i18n.language)}</Typography>
        <Chip
          size="small"
          variant="outlined"
          color={group.status === 'paid' ? 'success' : 'default'}
          label={t(`cart.paymentStatus.${group.status}`)}
          data-testid="group-status"
        />
      </Box>
      {open && deadline && (
        <Typography variant="body2" color="text.secondary">
          {t('cart.order.groupDeadline', { date: deadline })}
        </Typography>
      )}
      {open && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
          <TextField
            value={url}
            size="small"
            fullWidth
            inputRef={input}
            onFocus={(event) => event.target.select()}
            slotProps={{
              htmlInput: {
                readOnly: true,
                'aria-label': t('cart.order.groupLink', { label: group.label }),
                'data-testid': 'group-link-url',
              },
            }}
          />
          <Button variant="outlined" onClick={() => void copy()} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            {copied ? t('cart.order.linkCopied') : t('cart.order.copyLink')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

export function GroupLinks({
  groups,
  origin,
  expired,
}: {
  groups: OrderDetail['groups'];
  origin: string;
  expired: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="subtitle2">{t('cart.order.groups')}</Typography>
      {groups.some(groupAwaitsPayment) && !expired && (
        <Typography variant="body2" color="text.secondary">
          {t('cart.order.groupsHelp')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
        {groups.map((group) => (
          <GroupLink key={group.id} group={group} origin={origin} expired={expired} />
        ))}
      </Box>
    </Box>
  );
}
