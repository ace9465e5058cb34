// Composition (issue 16): what a box (productType 'box') is made of, products of the shop with a format, a
// vintage or any, and a quantity. The choices are the shop's products that are not boxes (the API refuses a box
// in a box); their names come from the staff list.

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { staffProduct } from '@sarment/api';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ApiClient, browserApi } from '../../lib/api.ts';
import type { ProductDraft } from './product-draft.ts';
import { NumberInput, replaceAt, useProductForm } from './product-form-parts.tsx';

/** A product a box may hold, as the staff list answers it. */
type StaffProduct = z.output<typeof staffProduct>;
export type ComponentChoice = Pick<StaffProduct, 'id' | 'name' | 'productType' | 'vintages'> & {
  formats: Pick<StaffProduct['formats'][number], 'id' | 'name'>[];
};

type ComponentDraft = ProductDraft['components'][number];
type Named = { id: string; name?: string };

/** The shop's products a box may hold (the first 100 by name: a box is made of a shop's own few wines). */
export async function loadComponentChoices(api: ApiClient, boxId: string | null): Promise<ComponentChoice[]> {
  const answer = await api.request<ComponentChoice[]>(
    'GET',
    '/v1/products?productType=bottle,accessory&pageSize=100&sort=name',
  );
  return answer.ok ? answer.data.filter((p) => p.id !== boxId) : [];
}

export function CompositionTab(props: { boxId: string | null; api?: ApiClient }) {
  const { t } = useTranslation();
  const form = useProductForm();
  const api = props.api ?? browserApi;
  const [choices, setChoices] = useState<ComponentChoice[] | null>(null);
  useEffect(() => {
    let live = true;
    loadComponentChoices(api, props.boxId).then((loaded) => live && setChoices(loaded));
    return () => {
      live = false;
    };
  }, [api, props.boxId]);
  const components = form.draft.components;
  const setComponents = (change: (list: ComponentDraft[]) => ComponentDraft[]) =>
    form.update((draft) => ({ ...draft, components: change(draft.components) }));
  const add = () => {
    const first = choices?.[0];
    const format = first?.formats[0];
    if (!first || !format) return;
    setComponents((list) => [...list, { product: first, format, vintage: null, quantity: 1 }]);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{t('builders.composition.intro')}</Typography>
      {form.errors.components ? <Alert severity="error">{form.errors.components}</Alert> : null}
      {choices === null ? <Typography>{t('builders.composition.loading')}</Typography> : null}
      {components.length === 0 ? (
        <Typography color="text.secondary">{t('builders.composition.empty')}</Typography>
      ) : null}
      {components.map((component, index) => (
        <ComponentRow
          // biome-ignore lint/suspicious/noArrayIndexKey: a line has no id of its own; its place is its identity
          key={index}
          index={index}
          component={component}
          choices={choices ?? []}
          onChange={(next) => setComponents((list) => replaceAt(list, index, next))}
          onRemove={() => setComponents((list) => list.filter((_, i) => i !== index))}
        />
      ))}
      {form.readOnly ? null : (
        <Box>
          <Button variant="outlined" onClick={add} disabled={!choices?.length} data-testid="add-component">
            {t('builders.composition.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function ComponentRow(props: {
  index: number;
  component: ComponentDraft;
  choices: ComponentChoice[];
  onChange: (component: ComponentDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const form = useProductForm();
  const { component, index } = props;
  const path = `components.${index}`;
  const chosen = props.choices.find((p) => p.id === component.product.id);
  // the product stays listed under its saved name even when it is not among the choices
  const products = chosen
    ? props.choices
    : [
        ...props.choices,
        {
          id: component.product.id,
          name: (component.product as Named).name ?? component.product.id,
          productType: '',
          vintages: component.vintage ? [component.vintage as Required<Named>] : [],
          formats: [
            { id: component.format.id, name: (component.format as Named).name ?? component.format.id },
          ],
        },
      ];
  const product = products.find((p) => p.id === component.product.id);
  const select = (field: string, label: string, value: string, options: { id: string; name: string }[]) => (
    <TextField
      select
      size="small"
      fullWidth
      name={`${path}.${field}`}
      label={label}
      value={value}
      disabled={form.readOnly}
      error={!!form.errors[`${path}.${field}`]}
      helperText={form.errors[`${path}.${field}`]}
      onChange={(event) => {
        const id = event.target.value;
        if (field === 'product') {
          const next = products.find((p) => p.id === id);
          const format = next?.formats[0];
          if (next && format) props.onChange({ ...component, product: next, format, vintage: null });
        } else if (field === 'format') {
          const format = product?.formats.find((f) => f.id === id);
          if (format) props.onChange({ ...component, format });
        } else {
          props.onChange({ ...component, vintage: product?.vintages.find((v) => v.id === id) ?? null });
        }
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="box-component">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr 120px auto' },
          alignItems: 'start',
        }}
      >
        {select('product', t('builders.composition.product'), component.product.id, products)}
        {select('format', t('builders.composition.format'), component.format.id, product?.formats ?? [])}
        {select('vintage', t('builders.composition.vintage'), component.vintage?.id ?? '', [
          { id: '', name: t('builders.composition.anyVintage') },
          ...(product?.vintages ?? []),
        ])}
        <NumberInput
          path={`${path}.quantity`}
          label={t('builders.composition.quantity')}
          value={component.quantity}
          onChange={(quantity) => props.onChange({ ...component, quantity: quantity as number })}
        />
        {form.readOnly ? null : (
          <Button color="error" onClick={props.onRemove}>
            {t('builders.composition.remove')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
