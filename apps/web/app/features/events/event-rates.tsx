// The rates of an event (spec §3): name, price TTC, counting person, person not counted (a child) or tourist tax,
// VAT rate, optional extra.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../kit/form-errors.ts';
import { NumberField } from '../kit/number-field.tsx';
import type { EventDraft } from './event-draft.ts';

type Rate = EventDraft['rates'][number];

export function EventRates(props: {
  draft: EventDraft;
  set: <K extends keyof EventDraft>(key: K, value: EventDraft[K]) => void;
  errors: FieldErrors;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { draft, set, errors, disabled } = props;
  const change = (index: number, patch: Partial<Rate>) =>
    set(
      'rates',
      draft.rates.map((rate, i) => (i === index ? { ...rate, ...patch } : rate)),
    );
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }} data-testid="event-rates">
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }} color={errors.rates ? 'error' : undefined}>
        {t('wineTourism.eventForm.rates')}
      </Typography>
      {draft.rates.map((rate, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: rates have no id until saved; their order is their key
          key={index}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1.5fr 1fr auto auto' },
            alignItems: 'center',
          }}
        >
          <TextField
            size="small"
            label={t('wineTourism.eventForm.rateName')}
            value={rate.name}
            disabled={disabled}
            onChange={(e) => change(index, { name: e.target.value })}
            error={!!errors[`rates.${index}.name`]}
            helperText={errors[`rates.${index}.name`]}
            slotProps={{ htmlInput: { 'data-testid': `rate-name-${index}` } }}
          />
          <NumberField
            label={t('wineTourism.eventForm.ratePrice')}
            value={rate.priceTTC}
            decimals={2}
            disabled={disabled}
            onChange={(value) => change(index, { priceTTC: value })}
            error_={errors[`rates.${index}.priceTTC`]}
            slotProps={{ htmlInput: { 'data-testid': `rate-price-${index}` } }}
          />
          <TextField
            select
            size="small"
            label={t('wineTourism.eventForm.rateKind')}
            value={rate.kind}
            disabled={disabled}
            onChange={(e) => change(index, { kind: e.target.value as Rate['kind'] })}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': `rate-kind-${index}` } as object } }}
          >
            {(['counting', 'notCounting', 'touristTax'] as const).map((kind) => (
              <MenuItem key={kind} value={kind} data-testid={`rate-kind-option-${kind}`}>
                {t(`wineTourism.eventForm.kinds.${kind}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('wineTourism.eventForm.rateVat')}
            value={rate.vatType}
            disabled={disabled}
            onChange={(e) => change(index, { vatType: e.target.value as Rate['vatType'] })}
          >
            {(['standard', 'medium', 'reduced'] as const).map((vat) => (
              <MenuItem key={vat} value={vat}>
                {t(`wineTourism.eventForm.vat.${vat}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            label={t('wineTourism.eventForm.rateOptional')}
            control={
              <Checkbox
                size="small"
                checked={rate.optional}
                disabled={disabled}
                onChange={(_, on) => change(index, { optional: on })}
              />
            }
          />
          <Button
            size="small"
            color="error"
            disabled={disabled || draft.rates.length === 1}
            onClick={() =>
              set(
                'rates',
                draft.rates.filter((_, i) => i !== index),
              )
            }
          >
            {t('wineTourism.eventForm.removeRate')}
          </Button>
        </Box>
      ))}
      <Box>
        <Button
          disabled={disabled}
          data-testid="add-rate"
          onClick={() =>
            set('rates', [
              ...draft.rates,
              { name: '', priceTTC: 0, kind: 'counting', vatType: 'standard', optional: false },
            ])
          }
        >
          {t('wineTourism.eventForm.addRate')}
        </Button>
      </Box>
    </Paper>
  );
}
