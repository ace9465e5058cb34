// Millésimes: each vintage with its degree and its legal block (spec §3 Vintage.legal: da, css, duty type,
// custom tax name, amount per hl, families, added, VAT).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { dutyTypes } from '@sarment/domain/validation/product';
import { useTranslation } from 'react-i18next';
import { keyOf, newVintage, type VintageDraft } from './product-draft.ts';
import {
  ListInput,
  NumberInput,
  replaceAt,
  SelectInput,
  TextInput,
  textOrNull,
  useProductForm,
} from './product-form-parts.tsx';

export function VintagesTab() {
  const { t } = useTranslation();
  const form = useProductForm();
  const vintages = form.draft.vintages;
  const add = () =>
    form.update((draft) => ({
      ...draft,
      vintages: [...draft.vintages, newVintage(new Date().getFullYear() - 1)],
    }));
  const remove = (index: number) =>
    form.update((draft) => {
      const key = keyOf(draft.vintages[index] ?? {});
      return {
        ...draft,
        vintages: draft.vintages.filter((_, i) => i !== index),
        gtins: draft.gtins.filter((g) => g.vintageId !== key),
      };
    });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {vintages.length === 0 ? (
        <Typography color="text.secondary">{t('productForm.vintages.empty')}</Typography>
      ) : null}
      {vintages.map((vintage, index) => (
        <VintageCard key={keyOf(vintage)} index={index} vintage={vintage} onRemove={() => remove(index)} />
      ))}
      {form.readOnly ? null : (
        <Box>
          <Button variant="outlined" onClick={add} data-testid="add-vintage">
            {t('productForm.vintages.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function VintageCard(props: { index: number; vintage: VintageDraft; onRemove: () => void }) {
  const { t } = useTranslation();
  const form = useProductForm();
  const { index, vintage } = props;
  const path = `vintages.${index}`;
  const set = (next: Partial<VintageDraft>) =>
    form.update((draft) => ({
      ...draft,
      vintages: replaceAt(draft.vintages, index, { ...vintage, ...next }),
    }));
  const legal = vintage.legal;
  const setLegal = (next: Partial<VintageDraft['legal']>) => set({ legal: { ...legal, ...next } });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="vintage-card">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <TextInput
          path={`${path}.name`}
          label={t('productForm.vintages.name')}
          required
          value={vintage.name}
          onChange={(name) => set({ name })}
        />
        <NumberInput
          path={`${path}.year`}
          label={t('productForm.vintages.year')}
          value={vintage.year}
          onChange={(year) => set({ year })}
        />
        <NumberInput
          path={`${path}.alcoholPercent`}
          label={t('productForm.vintages.alcohol')}
          value={vintage.alcoholPercent}
          onChange={(alcoholPercent) => set({ alcoholPercent })}
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {t('productForm.vintages.legal')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <TextInput
          path={`${path}.legal.da`}
          label={t('productForm.vintages.da')}
          value={legal.da}
          onChange={(da) => setLegal({ da: textOrNull(da) })}
        />
        <TextInput
          path={`${path}.legal.css`}
          label={t('productForm.vintages.css')}
          value={legal.css}
          onChange={(css) => setLegal({ css: textOrNull(css) })}
        />
        <SelectInput
          path={`${path}.legal.typeDA`}
          label={t('productForm.vintages.typeDA')}
          value={legal.typeDA}
          none="—"
          options={dutyTypes.map((type) => ({ value: type, label: type }))}
          onChange={(typeDA) => setLegal({ typeDA })}
        />
        <TextInput
          path={`${path}.legal.customTaxName`}
          label={t('productForm.vintages.customTaxName')}
          value={legal.customTaxName}
          onChange={(name) => setLegal({ customTaxName: textOrNull(name) })}
        />
        <NumberInput
          path={`${path}.legal.customTaxAmountPerHL`}
          label={t('productForm.vintages.customTaxAmount')}
          value={legal.customTaxAmountPerHL}
          onChange={(amount) => setLegal({ customTaxAmountPerHL: amount })}
        />
        <ListInput
          path={`${path}.legal.customTaxFamilies`}
          label={t('productForm.vintages.customTaxFamilies')}
          value={legal.customTaxFamilies}
          onChange={(customTaxFamilies) => setLegal({ customTaxFamilies })}
        />
        <FormControlLabel
          label={t('productForm.vintages.customTaxAdded')}
          disabled={form.readOnly}
          control={
            <Checkbox
              checked={legal.customTaxAdded}
              onChange={(e) => setLegal({ customTaxAdded: e.target.checked })}
            />
          }
        />
        <FormControlLabel
          label={t('productForm.vintages.customTaxVat')}
          disabled={form.readOnly}
          control={
            <Checkbox
              checked={legal.customTaxVat}
              onChange={(e) => setLegal({ customTaxVat: e.target.checked })}
            />
          }
        />
      </Box>
      {form.readOnly ? null : (
        <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
          <Button color="error" onClick={props.onRemove}>
            {t('productForm.vintages.remove')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
