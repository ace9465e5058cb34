// Général: what the product is (spec §3 Product), how it sells (VAT, order bounds, wrapping), its description
// (the shop editor's rich text, sanitized by the API) and its visuals (upload, crop, reorder).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { drinkColors, drinkTypes, qualityLabels } from '@sarment/domain/reference/catalogue-lists';
import { productTypeIds, vatTypeIds } from '@sarment/domain/validation/product';
import { useTranslation } from 'react-i18next';
import { ImageField } from '../customize/image-field.tsx';
import { RichTextEditor } from '../customize/rich-text-editor.tsx';
import { FormColumns, FormSection } from '../settings/settings-parts.tsx';
import type { ProductDraft } from './product-draft.ts';
import { NumberInput, SelectInput, TextInput, textOrNull, useProductForm } from './product-form-parts.tsx';

const referenceOptions = (list: readonly { id: string; label: string }[]) =>
  list.map((item) => ({ value: item.id, label: item.label }));

export function GeneralTab() {
  const { t } = useTranslation();
  const form = useProductForm();
  const v = form.draft;
  const set = <K extends keyof ProductDraft>(key: K, value: ProductDraft[K]) =>
    form.update((draft) => ({ ...draft, [key]: value }));
  const check = (key: 'disableVat' | 'wrapping' | 'isWrapped', label: string) => (
    <FormControlLabel
      label={label}
      disabled={form.readOnly}
      control={<Checkbox name={key} checked={v[key]} onChange={(e) => set(key, e.target.checked)} />}
    />
  );
  return (
    <FormColumns>
      <FormSection title={t('productForm.general.identity')}>
        <SelectInput
          path="productType"
          label={t('productForm.general.productType')}
          value={v.productType}
          options={productTypeIds.map((id) => ({
            value: id,
            label: t(`productForm.general.productTypes.${id}`),
          }))}
          onChange={(value) => value && set('productType', value)}
        />
        <TextInput
          path="name"
          label={t('productForm.general.name')}
          required
          value={v.name}
          onChange={(text) => set('name', text)}
        />
        <TextInput
          path="precision"
          label={t('productForm.general.precision')}
          value={v.precision}
          onChange={(text) => set('precision', textOrNull(text))}
        />
        <SelectInput
          path="type"
          label={t('productForm.general.type')}
          value={v.type}
          none={t('productForm.general.none')}
          options={
            referenceOptions(drinkTypes) as { value: NonNullable<ProductDraft['type']>; label: string }[]
          }
          onChange={(value) => set('type', value)}
        />
        <SelectInput
          path="color"
          label={t('productForm.general.color')}
          value={v.color}
          none={t('productForm.general.none')}
          options={
            referenceOptions(drinkColors) as { value: NonNullable<ProductDraft['color']>; label: string }[]
          }
          onChange={(value) => set('color', value)}
        />
        <TextInput
          path="gamme"
          label={t('productForm.general.gamme')}
          value={v.gamme}
          onChange={(text) => set('gamme', textOrNull(text))}
        />
        <TextField
          select
          size="small"
          fullWidth
          name="labels"
          label={t('productForm.general.labels')}
          disabled={form.readOnly}
          value={v.labels}
          error={!!form.errors.labels}
          helperText={form.errors.labels}
          slotProps={{
            select: {
              multiple: true,
              renderValue: (ids) => (ids as string[]).join(', '),
            },
          }}
          onChange={(event) => set('labels', event.target.value as unknown as ProductDraft['labels'])}
        >
          {qualityLabels.map((label) => (
            <MenuItem key={label.id} value={label.id}>
              <Checkbox size="small" checked={v.labels.includes(label.id)} />
              <ListItemText primary={label.label} />
            </MenuItem>
          ))}
        </TextField>
      </FormSection>
      <FormSection title={t('productForm.general.sale')}>
        <SelectInput
          path="vatType"
          label={t('productForm.general.vatType')}
          value={v.vatType}
          options={vatTypeIds.map((id) => ({ value: id, label: t(`productForm.general.vatTypes.${id}`) }))}
          onChange={(value) => value && set('vatType', value)}
        />
        <NumberInput
          path="vatRate"
          label={t('productForm.general.vatRate')}
          value={v.vatRate}
          onChange={(value) => set('vatRate', value)}
        />
        {check('disableVat', t('productForm.general.disableVat'))}
        <NumberInput
          path="minOrder"
          label={t('productForm.general.minOrder')}
          value={v.minOrder}
          onChange={(value) => set('minOrder', value)}
        />
        <NumberInput
          path="maxOrder"
          label={t('productForm.general.maxOrder')}
          value={v.maxOrder}
          onChange={(value) => set('maxOrder', value)}
        />
        {check('wrapping', t('productForm.general.wrapping'))}
        {check('isWrapped', t('productForm.general.isWrapped'))}
        {v.wrapping || v.isWrapped || v.wrappingPrice !== null ? (
          <NumberInput
            path="wrappingPrice"
            decimals={2}
            label={t('productForm.general.wrappingPrice')}
            value={v.wrappingPrice}
            onChange={(value) => set('wrappingPrice', value)}
          />
        ) : null}
      </FormSection>
      <FormSection title={t('productForm.general.visuals')}>
        <Visuals />
      </FormSection>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormSection title={t('productForm.general.description')}>
          {form.readOnly ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitized it (spec §5)
            <Box dangerouslySetInnerHTML={{ __html: v.description ?? '' }} />
          ) : (
            <RichTextEditor html={v.description ?? ''} onChange={(html) => set('description', html)} />
          )}
          {form.errors.description ? (
            <Typography color="error" variant="caption" data-testid="description-error">
              {form.errors.description}
            </Typography>
          ) : null}
        </FormSection>
      </Box>
    </FormColumns>
  );
}

function Visuals() {
  const { t } = useTranslation();
  const form = useProductForm();
  const visuals = form.draft.visuals;
  const setVisuals = (next: string[]) => form.update((draft) => ({ ...draft, visuals: next }));
  const move = (from: number, to: number) => {
    const next = [...visuals];
    const [item] = next.splice(from, 1);
    if (item !== undefined) next.splice(to, 0, item);
    setVisuals(next);
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="visuals">
        {visuals.map((url, index) => (
          <Box key={url} sx={{ width: 96, border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}>
            <img src={url} alt="" style={{ width: '100%', height: 110, objectFit: 'contain' }} />
            {form.readOnly ? null : (
              <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                <Button
                  size="small"
                  sx={{ minWidth: 0 }}
                  aria-label={t('productForm.general.moveLeft')}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ←
                </Button>
                <Button
                  size="small"
                  color="error"
                  sx={{ minWidth: 0 }}
                  aria-label={t('productForm.general.removeVisual')}
                  onClick={() => setVisuals(visuals.filter((_, i) => i !== index))}
                >
                  ×
                </Button>
                <Button
                  size="small"
                  sx={{ minWidth: 0 }}
                  aria-label={t('productForm.general.moveRight')}
                  disabled={index === visuals.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  →
                </Button>
              </Box>
            )}
          </Box>
        ))}
      </Box>
      {form.readOnly ? null : (
        <ImageField
          label={t('productForm.general.addVisual')}
          name="visual"
          kind="product"
          value={null}
          onChange={(url) => url && setVisuals([...visuals, url])}
        />
      )}
    </>
  );
}
