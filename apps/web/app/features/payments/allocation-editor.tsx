// The bills of a client with an amount field each: what a payment (or a credit) gives to each, the oldest-first
// suggestion, the allocated total and what is left. Used by the record form and the ventilation page.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../kit/list-formats.ts';
import { NumberField } from '../kit/number-field.tsx';
import { type AllocationAmounts, type AllocationSummary, suggest } from './allocation-draft.ts';
import type { OpenBill } from './receivables-types.ts';

const day = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');

export function AllocationEditor(props: {
  bills: readonly OpenBill[];
  availableCents: number;
  amounts: AllocationAmounts;
  summary: AllocationSummary;
  serverErrors?: Readonly<Record<string, string>>;
  onChange: (amounts: Record<string, number | null>) => void;
}) {
  const { t } = useTranslation();
  const { bills, amounts, summary } = props;
  if (bills.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="no-open-bill">
        {t('receivables.form.noOpenBill')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-testid="allocation-editor">
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {t('receivables.form.bills')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          data-testid="allocation-suggest"
          onClick={() => props.onChange(suggest(props.availableCents, bills))}
        >
          {t('receivables.form.suggest')}
        </Button>
        <Button size="small" onClick={() => props.onChange({})}>
          {t('receivables.form.clear')}
        </Button>
      </Box>
      {bills.map((bill, index) => {
        const local = summary.errors[bill.id];
        const serverIndex = summary.allocations.findIndex((a) => a.bill.id === bill.id);
        const server =
          serverIndex >= 0 ? props.serverErrors?.[`allocations.${serverIndex}.amount`] : undefined;
        return (
          <Box
            key={bill.id}
            data-testid="allocation-row"
            data-bill={bill.number ?? bill.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 160px' },
              gap: 1,
              alignItems: 'center',
              py: 1,
              borderTop: index ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {bill.number}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('receivables.form.dueOn')} {day(bill.dueOn)} · {t('receivables.form.remaining')}{' '}
                {formatPrice(bill.remaining)} / {formatPrice(bill.totalTTC)}
              </Typography>
            </Box>
            <NumberField
              label={t('receivables.form.allocation')}
              value={amounts[bill.id] ?? null}
              decimals={2}
              onChange={(value) => props.onChange({ ...amounts, [bill.id]: value })}
              error_={
                server ??
                (local === 'invalid'
                  ? t('receivables.form.allocationInvalid')
                  : local === 'tooHigh'
                    ? t('receivables.form.allocationTooHigh')
                    : undefined)
              }
              slotProps={{ htmlInput: { 'data-testid': `allocation-${bill.number ?? bill.id}` } }}
            />
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} data-testid="allocation-totals">
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('receivables.form.allocatedTotal', { amount: formatPrice(summary.allocatedCents / 100) })}
        </Typography>
        <Typography variant="body2">
          {t('receivables.form.leftover', { amount: formatPrice(Math.max(0, summary.leftoverCents) / 100) })}
        </Typography>
      </Box>
      {summary.leftoverCents < 0 ? (
        <Alert severity="error" data-testid="allocation-over">
          {t('receivables.form.over', { amount: formatPrice(-summary.leftoverCents / 100) })}
        </Alert>
      ) : null}
    </Box>
  );
}
