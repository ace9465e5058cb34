// Formats & prix: each format (container, unity and volume, eq75 computed as the server will, weight, name in
// the shop), its price per client typology with visibility, quantity tiers, free units and promotions, and one
// GTIN per vintage whose GS1 check digit is verified as it is typed.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatTypeIds, formatUnits, promotionActivations } from '@sarment/domain/validation/product';
import { useTranslation } from 'react-i18next';
import {
  eq75Of,
  type FormatDraft,
  gtinField,
  keyOf,
  newFormat,
  newPrice,
  type PriceDraft,
} from './product-draft.ts';
import {
  NumberInput,
  replaceAt,
  SelectInput,
  TextInput,
  textOrNull,
  useProductForm,
} from './product-form-parts.tsx';

/** Containers offered (spec §3 reference lists: bottle, bib, vrac families); choosing one fills its volume. */
export const containerChoices: readonly {
  container: string;
  unity: FormatDraft['unity'];
  unityValue: number;
  type: FormatDraft['type'];
}[] = [
  { container: 'bouteille', unity: 'Centilitre(s)', unityValue: 75, type: 'bottle' },
  { container: 'demi-bouteille', unity: 'Centilitre(s)', unityValue: 37.5, type: 'bottle' },
  { container: 'magnum', unity: 'Centilitre(s)', unityValue: 150, type: 'bottle' },
  { container: 'jéroboam', unity: 'Centilitre(s)', unityValue: 300, type: 'bottle' },
  { container: 'mathusalem', unity: 'Centilitre(s)', unityValue: 600, type: 'bottle' },
  { container: 'clavelin', unity: 'Centilitre(s)', unityValue: 62, type: 'bottle' },
  { container: 'bouteille 70 cl', unity: 'Centilitre(s)', unityValue: 70, type: 'bottle' },
  { container: 'bib', unity: 'Litre(s)', unityValue: 5, type: 'bib' },
  { container: 'vrac', unity: 'Hectolitre(s)', unityValue: 1, type: 'vrac' },
  { container: 'unité', unity: 'Unité(s)', unityValue: 1, type: 'custom' },
];

const grid = (columns: number) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
  alignItems: 'start',
});

export function FormatsTab() {
  const { t } = useTranslation();
  const form = useProductForm();
  const add = () => form.update((draft) => ({ ...draft, formats: [...draft.formats, newFormat()] }));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {form.draft.formats.length === 0 ? (
        <Typography color="text.secondary">{t('productForm.formats.empty')}</Typography>
      ) : null}
      {form.draft.formats.map((format, index) => (
        <FormatCard key={keyOf(format)} index={index} format={format} />
      ))}
      {form.readOnly ? null : (
        <Box>
          <Button variant="outlined" onClick={add} data-testid="add-format">
            {t('productForm.formats.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function FormatCard({ index, format }: { index: number; format: FormatDraft }) {
  const { t } = useTranslation();
  const form = useProductForm();
  const path = `formats.${index}`;
  const set = (next: Partial<FormatDraft>) =>
    form.update((draft) => ({ ...draft, formats: replaceAt(draft.formats, index, { ...format, ...next }) }));
  const remove = () =>
    form.update((draft) => ({
      ...draft,
      formats: draft.formats.filter((_, i) => i !== index),
      gtins: draft.gtins.filter((g) => g.formatId !== keyOf(format)),
    }));
  const used = new Set(format.prices.map((p) => p.typology));
  const free = form.typologies.filter((typology) => !used.has(typology.key));
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="format-card">
      <Box sx={grid(4)}>
        <Autocomplete
          freeSolo
          disabled={form.readOnly}
          options={containerChoices.map((choice) => choice.container)}
          value={format.container}
          onInputChange={(_, container, reason) => {
            const choice = containerChoices.find((c) => c.container === container);
            // a container chosen from the list brings its volume; typed text is only the name
            if (choice && reason !== 'input') set({ ...choice });
            else set({ container });
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              name={`${path}.container`}
              label={t('productForm.formats.container')}
              error={!!form.errors[`${path}.container`]}
              helperText={form.errors[`${path}.container`]}
            />
          )}
        />
        <SelectInput
          path={`${path}.unity`}
          label={t('productForm.formats.unity')}
          value={format.unity}
          options={formatUnits.map((unit) => ({ value: unit, label: unit }))}
          onChange={(unity) => unity && set({ unity })}
        />
        <NumberInput
          path={`${path}.unityValue`}
          label={t('productForm.formats.unityValue')}
          value={format.unityValue}
          onChange={(unityValue) => set({ unityValue: unityValue as number })}
        />
        <TextField
          size="small"
          label={t('productForm.formats.eq75')}
          value={String(eq75Of(format, form.draft.productType)).replace('.', ',')}
          data-testid="eq75"
          slotProps={{ input: { readOnly: true } }}
          disabled
        />
        <SelectInput
          path={`${path}.type`}
          label={t('productForm.formats.type')}
          value={format.type}
          options={formatTypeIds.map((id) => ({ value: id, label: t(`productForm.formats.types.${id}`) }))}
          onChange={(type) => type && set({ type })}
        />
        <NumberInput
          path={`${path}.weight`}
          label={t('productForm.formats.weight')}
          value={format.weight}
          onChange={(weight) => set({ weight })}
        />
        <TextInput
          path={`${path}.nameInShop`}
          label={t('productForm.formats.nameInShop')}
          value={format.nameInShop}
          onChange={(name) => set({ nameInShop: textOrNull(name) })}
        />
        <FormControlLabel
          label={t('productForm.formats.showUnityValue')}
          disabled={form.readOnly}
          control={
            <Checkbox
              checked={format.showUnityValue}
              onChange={(e) => set({ showUnityValue: e.target.checked })}
            />
          }
        />
      </Box>

      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {t('productForm.formats.prices')}
      </Typography>
      {form.errors[`${path}.prices`] ? (
        <Typography color="error" variant="caption">
          {form.errors[`${path}.prices`]}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {format.prices.map((price, priceIndex) => (
          <PriceRow
            key={price.typology}
            path={`${path}.prices.${priceIndex}`}
            price={price}
            onChange={(next) => set({ prices: replaceAt(format.prices, priceIndex, next) })}
            onRemove={() => set({ prices: format.prices.filter((_, i) => i !== priceIndex) })}
          />
        ))}
      </Box>
      {form.readOnly || free.length === 0 ? null : (
        <TextField
          select
          size="small"
          sx={{ mt: 1.5, minWidth: 240 }}
          label={t('productForm.formats.addPrice')}
          value=""
          data-testid="add-price"
          onChange={(e) => set({ prices: [...format.prices, newPrice(e.target.value)] })}
        >
          {free.map((typology) => (
            <MenuItem key={typology.key} value={typology.key}>
              {typology.name}
            </MenuItem>
          ))}
        </TextField>
      )}

      <Gtins format={format} />

      {form.readOnly ? null : (
        <Box sx={{ mt: 1, display: 'flex', justifyContent: 'flex-end' }}>
          <Button color="error" onClick={remove}>
            {t('productForm.formats.remove')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

function PriceRow(props: {
  path: string;
  price: PriceDraft;
  onChange: (price: PriceDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const form = useProductForm();
  const { price, path } = props;
  const typology = form.typologies.find((item) => item.key === price.typology);
  const set = (next: Partial<PriceDraft>) => props.onChange({ ...price, ...next });
  const small = { variant: 'text' as const, size: 'small' as const, disabled: form.readOnly };
  return (
    <Box
      data-testid={`price-${price.typology}`}
      sx={{
        borderLeft: 3,
        borderColor: 'primary.light',
        pl: 1.5,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, minWidth: 110 }}>{typology?.name ?? price.typology}</Typography>
        <Box sx={{ width: 160 }}>
          <NumberInput
            path={`${path}.amount`}
            decimals={2}
            label={typology?.ttc ? t('productForm.formats.priceTTC') : t('productForm.formats.priceHT')}
            value={price.amount}
            onChange={(amount) => set({ amount: amount as number })}
          />
        </Box>
        <FormControlLabel
          label={t('productForm.formats.visible')}
          disabled={form.readOnly}
          control={<Checkbox checked={price.visible} onChange={(e) => set({ visible: e.target.checked })} />}
        />
        {form.readOnly ? null : (
          <Button color="error" size="small" onClick={props.onRemove}>
            {t('productForm.formats.removePrice')}
          </Button>
        )}
      </Box>
      {price.discountPrice.map((tier, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows without ids, edited in place; a removed row's fields show the values that move up
        <Box key={`tier-${i}`} sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ minWidth: 110, pt: 1 }}>
            {t('productForm.formats.tiers')}
          </Typography>
          <Box sx={{ width: 130 }}>
            <NumberInput
              path={`${path}.discountPrice.${i}.threshold`}
              label={t('productForm.formats.threshold')}
              value={tier.threshold}
              onChange={(threshold) =>
                set({
                  discountPrice: replaceAt(price.discountPrice, i, {
                    ...tier,
                    threshold: threshold as number,
                  }),
                })
              }
            />
          </Box>
          <Box sx={{ width: 130 }}>
            <NumberInput
              path={`${path}.discountPrice.${i}.price`}
              decimals={2}
              label={t('productForm.formats.tierPrice')}
              value={tier.price}
              onChange={(value) =>
                set({ discountPrice: replaceAt(price.discountPrice, i, { ...tier, price: value as number }) })
              }
            />
          </Box>
          {form.readOnly ? null : (
            <Button
              {...small}
              color="error"
              onClick={() => set({ discountPrice: price.discountPrice.filter((_, j) => j !== i) })}
            >
              {t('productForm.formats.remove_')}
            </Button>
          )}
        </Box>
      ))}
      {price.discountAdd.map((tier, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows without ids, edited in place; a removed row's fields show the values that move up
        <Box key={`free-${i}`} sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ minWidth: 110, pt: 1 }}>
            {t('productForm.formats.freeUnits')}
          </Typography>
          <Box sx={{ width: 130 }}>
            <NumberInput
              path={`${path}.discountAdd.${i}.threshold`}
              label={t('productForm.formats.threshold')}
              value={tier.threshold}
              onChange={(threshold) =>
                set({
                  discountAdd: replaceAt(price.discountAdd, i, { ...tier, threshold: threshold as number }),
                })
              }
            />
          </Box>
          <Box sx={{ width: 130 }}>
            <NumberInput
              path={`${path}.discountAdd.${i}.free`}
              label={t('productForm.formats.free')}
              value={tier.free}
              onChange={(value) =>
                set({ discountAdd: replaceAt(price.discountAdd, i, { ...tier, free: value as number }) })
              }
            />
          </Box>
          {form.readOnly ? null : (
            <Button
              {...small}
              color="error"
              onClick={() => set({ discountAdd: price.discountAdd.filter((_, j) => j !== i) })}
            >
              {t('productForm.formats.remove_')}
            </Button>
          )}
        </Box>
      ))}
      {price.promotions.map((promotion, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows without ids, edited in place; a removed row's fields show the values that move up
        <Box key={`promo-${i}`} sx={{ display: 'flex', gap: 1, alignItems: 'start', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ minWidth: 110, pt: 1 }}>
            {t('productForm.formats.promotions')}
          </Typography>
          <Box sx={{ width: 90 }}>
            <SelectInput
              path={`${path}.promotions.${i}.type`}
              label={t('productForm.formats.promotionType')}
              value={promotion.type}
              options={[
                { value: '%', label: '%' },
                { value: '€', label: '€' },
              ]}
              onChange={(type) =>
                type && set({ promotions: replaceAt(price.promotions, i, { ...promotion, type }) })
              }
            />
          </Box>
          <Box sx={{ width: 110 }}>
            <NumberInput
              path={`${path}.promotions.${i}.amount`}
              label={t('productForm.formats.promotionAmount')}
              value={promotion.amount}
              onChange={(amount) =>
                set({
                  promotions: replaceAt(price.promotions, i, { ...promotion, amount: amount as number }),
                })
              }
            />
          </Box>
          <Box sx={{ width: 240 }}>
            <SelectInput
              path={`${path}.promotions.${i}.activation`}
              label={t('productForm.formats.activation')}
              value={promotion.activation}
              options={promotionActivations.map((id) => ({
                value: id,
                label: t(`productForm.formats.activations.${id}`),
              }))}
              onChange={(activation) =>
                activation &&
                set({ promotions: replaceAt(price.promotions, i, { ...promotion, activation }) })
              }
            />
          </Box>
          {promotion.activation === 'always' ? null : (
            <Box sx={{ width: 110 }}>
              <NumberInput
                path={`${path}.promotions.${i}.threshold`}
                label={t('productForm.formats.promotionThreshold')}
                value={promotion.threshold}
                onChange={(threshold) =>
                  set({ promotions: replaceAt(price.promotions, i, { ...promotion, threshold }) })
                }
              />
            </Box>
          )}
          {form.readOnly ? null : (
            <Button
              {...small}
              color="error"
              onClick={() => set({ promotions: price.promotions.filter((_, j) => j !== i) })}
            >
              {t('productForm.formats.remove_')}
            </Button>
          )}
        </Box>
      ))}
      {form.readOnly ? null : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            {...small}
            onClick={() =>
              set({ discountPrice: [...price.discountPrice, { threshold: 12, price: price.amount }] })
            }
          >
            {t('productForm.formats.addTier')}
          </Button>
          <Button
            {...small}
            onClick={() => set({ discountAdd: [...price.discountAdd, { threshold: 12, free: 1 }] })}
          >
            {t('productForm.formats.addFree')}
          </Button>
          <Button
            {...small}
            onClick={() =>
              set({
                promotions: [
                  ...price.promotions,
                  { type: '%', amount: 10, activation: 'always', threshold: null },
                ],
              })
            }
          >
            {t('productForm.formats.addPromotion')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** One GTIN per vintage of the format (one for the format when the product has no vintage). */
function Gtins({ format }: { format: FormatDraft }) {
  const { t } = useTranslation();
  const form = useProductForm();
  const formatKey = keyOf(format);
  const rows: { vintageKey: string | null; label: string }[] =
    form.draft.vintages.length > 0
      ? form.draft.vintages.map((vintage) => ({
          vintageKey: keyOf(vintage),
          label: t('productForm.formats.gtinFor', { vintage: vintage.name }),
        }))
      : [{ vintageKey: null, label: t('productForm.formats.gtinAll') }];
  const gtinOf = (vintageKey: string | null) =>
    form.draft.gtins.find((g) => g.formatId === formatKey && g.vintageId === vintageKey)?.gtin ?? '';
  const setGtin = (vintageKey: string | null, gtin: string) =>
    form.update((draft) => {
      const others = draft.gtins.filter((g) => !(g.formatId === formatKey && g.vintageId === vintageKey));
      return { ...draft, gtins: [...others, { formatId: formatKey, vintageId: vintageKey, gtin }] };
    });
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {t('productForm.formats.gtins')}
      </Typography>
      <Box sx={grid(3)}>
        {rows.map((row) => {
          const field = gtinField(formatKey, row.vintageKey);
          const value = gtinOf(row.vintageKey);
          return (
            <TextInput
              key={field}
              path={field}
              label={row.label}
              value={value}
              onChange={(gtin) => setGtin(row.vintageKey, gtin.trim())}
              helperText={
                value && !form.errors[field] ? `✓ ${t('productForm.formats.gtinValid')}` : undefined
              }
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
            />
          );
        })}
      </Box>
    </>
  );
}
