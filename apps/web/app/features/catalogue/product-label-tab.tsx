// Étiquette: the nutritional declaration of each vintage (spec §3, values per 100 ml), shown on the e-label of
// every GTIN of the vintage, with a live preview drawn by the e-label page's own component.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { computeVolumeMl } from '@sarment/domain/pricing/eq75';
import type { NutritionInput } from '@sarment/domain/validation/product';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ElabelArticle } from '../elabels/elabel-article.tsx';
import { ELABEL_CSS } from '../elabels/elabel-style.ts';
import type { Elabel } from '../elabels/elabel-types.ts';
import { emptyNutrition, keyOf, type ProductDraft, type VintageDraft } from './product-draft.ts';
import {
  ListInput,
  NumberInput,
  replaceAt,
  TextInput,
  textOrNull,
  useProductForm,
} from './product-form-parts.tsx';

const allergenKeys = ['sulfites', 'egg', 'milk', 'gluten'] as const;
const numberKeys = [
  'energyKj',
  'energyKcal',
  'fatG',
  'saturatesG',
  'carbohydratesG',
  'sugarsG',
  'proteinG',
  'saltG',
] as const;
const textKeys = ['appellation', 'category', 'color', 'quality', 'brand', 'owner', 'country'] as const;

export function LabelTab() {
  const { t } = useTranslation();
  const form = useProductForm();
  const vintages = form.draft.vintages;
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, vintages.length - 1);
  const vintage = vintages[index];
  if (!vintage) return <Typography color="text.secondary">{t('productForm.label.noVintage')}</Typography>;
  const path = `vintages.${index}.nutrition`;
  const nutrition = vintage.nutrition;
  const setNutrition = (next: NutritionInput | null) =>
    form.update((draft) => ({
      ...draft,
      vintages: replaceAt(draft.vintages, index, { ...vintage, nutrition: next }),
    }));
  const set = (next: Partial<NutritionInput>) => nutrition && setNutrition({ ...nutrition, ...next });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {vintages.length > 1 ? (
          <TextField
            select
            size="small"
            label={t('productForm.label.chooseVintage')}
            value={index}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {vintages.map((v, i) => (
              <MenuItem key={keyOf(v)} value={i}>
                {v.name || '—'}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <FormControlLabel
          label={t('productForm.label.declare')}
          disabled={form.readOnly}
          control={
            <Checkbox
              name="declare-nutrition"
              checked={nutrition !== null}
              onChange={(e) => setNutrition(e.target.checked ? { ...emptyNutrition } : null)}
            />
          }
        />
        {nutrition ? (
          <>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {textKeys.map((key) => (
                <TextInput
                  key={key}
                  path={`${path}.${key}`}
                  label={t(`productForm.label.${key}`)}
                  value={nutrition[key]}
                  onChange={(text) => set({ [key]: textOrNull(text) })}
                />
              ))}
            </Box>
            <ListInput
              path={`${path}.grapeVarieties`}
              label={t('productForm.label.grapes')}
              value={nutrition.grapeVarieties}
              onChange={(grapeVarieties) => set({ grapeVarieties })}
            />
            {(['fr', 'en'] as const).map((language) => (
              <TextInput
                key={language}
                path={`${path}.ingredients.${language}`}
                label={t(
                  language === 'fr' ? 'productForm.label.ingredientsFr' : 'productForm.label.ingredientsEn',
                )}
                multiline
                minRows={2}
                value={nutrition.ingredients[language] ?? ''}
                onChange={(text) => {
                  const { [language]: _old, ...others } = nutrition.ingredients;
                  set({ ingredients: text ? { ...others, [language]: text } : others });
                }}
              />
            ))}
            <Typography variant="subtitle2">{t('productForm.label.per100')}</Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {numberKeys.map((key) => (
                <NumberInput
                  key={key}
                  path={`${path}.${key}`}
                  label={t(`productForm.label.${key}`)}
                  value={nutrition[key]}
                  onChange={(value) => set({ [key]: value })}
                />
              ))}
            </Box>
            <Typography variant="subtitle2">{t('productForm.label.allergens')}</Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
              {allergenKeys.map((key) => (
                <FormControlLabel
                  key={key}
                  label={t(`productForm.label.allergenNames.${key}`)}
                  disabled={form.readOnly}
                  control={
                    <Checkbox
                      checked={nutrition.allergens.includes(key)}
                      onChange={(e) =>
                        set({
                          allergens: e.target.checked
                            ? [...nutrition.allergens, key]
                            : nutrition.allergens.filter((a) => a !== key),
                        })
                      }
                    />
                  }
                />
              ))}
            </Box>
          </>
        ) : null}
      </Paper>
      {nutrition ? (
        <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t('productForm.label.preview')}
          </Typography>
          <ElabelPreview label={previewLabel(form.draft, vintage, nutrition)} />
        </Box>
      ) : null}
    </Box>
  );
}

const orNull = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);

/** The e-label the vintage's GTINs will show, from what is typed (the first format gives the volume). */
export function previewLabel(draft: ProductDraft, vintage: VintageDraft, nutrition: NutritionInput): Elabel {
  const format = draft.formats[0];
  const volume = format ? computeVolumeMl(format) : null;
  const gtin =
    draft.gtins.find((g) => g.vintageId === keyOf(vintage) && g.gtin)?.gtin ??
    draft.gtins.find((g) => g.vintageId === null && g.gtin)?.gtin ??
    '';
  return {
    gtin,
    gtin14: gtin.padStart(14, '0'),
    shop: { name: '', urlShop: '' },
    product: { name: draft.name, slug: '' },
    vintage: vintage.name || null,
    format: {
      name: format?.container ?? null,
      volumeMl: volume ? volume.numerator / volume.denominator : null,
    },
    appellation: nutrition.appellation,
    category: nutrition.category,
    color: nutrition.color,
    quality: nutrition.quality,
    grapeVarieties: nutrition.grapeVarieties,
    alcoholPercent: orNull(vintage.alcoholPercent),
    nutrition: {
      energyKj: orNull(nutrition.energyKj),
      energyKcal: orNull(nutrition.energyKcal),
      fatG: orNull(nutrition.fatG),
      saturatesG: orNull(nutrition.saturatesG),
      carbohydratesG: orNull(nutrition.carbohydratesG),
      sugarsG: orNull(nutrition.sugarsG),
      proteinG: orNull(nutrition.proteinG),
      saltG: orNull(nutrition.saltG),
    },
    ingredients: nutrition.ingredients,
    allergens: nutrition.allergens,
    brand: nutrition.brand,
    owner: nutrition.owner,
    country: nutrition.country,
  };
}

/** The e-label's own article and stylesheet in a frame of its own, so neither styles the other. */
function ElabelPreview({ label }: { label: Elabel }) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  return (
    <>
      <Box
        component="iframe"
        title="e-label"
        data-testid="elabel-preview"
        srcDoc={`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><style>${ELABEL_CSS}</style></head><body><main></main></body></html>`}
        onLoad={(event: React.SyntheticEvent<HTMLIFrameElement>) =>
          setBody(event.currentTarget.contentDocument?.querySelector('main') ?? null)
        }
        sx={{
          width: '100%',
          height: 720,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: '#f6f4f1',
        }}
      />
      {body ? createPortal(<ElabelArticle label={label} language="fr" lot={null} />, body) : null}
    </>
  );
}
