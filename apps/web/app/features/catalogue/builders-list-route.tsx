// spec §2 /shops/:id/builders (owner, iam): the shop's box builders, mixed cases buyers compose (issue 16). A
// shop has a few of them: one page of cards, each leading to its builder; 'Nouveau coffret' creates one.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { data, Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import type { Route } from './+types/builders-list-route';
import { type Builder, builderApiPath, builderPagePath, priceRuleText } from './builder-draft.ts';
import * as buildersTexts from './builders-i18n.ts';

export async function loader({ params, context }: Route.LoaderArgs) {
  const answer = await apiGet<Builder[]>(context.api, `${builderApiPath(params.id)}&pageSize=100`);
  // another shop's builders are unknown (404); a refused permission (422) says so on the page
  if (answer.status === 404) throw data(null, { status: 404 });
  return { builders: answer.ok ? answer.data : null, refusal: answer.ok ? null : messageOf(answer.data) };
}

const messageOf = (body: unknown) =>
  typeof body === 'object' && body && 'message' in body ? String(body.message) : null;

export function meta() {
  return [{ title: 'Coffrets à composer — Sarment' }];
}

export default function BuildersListRoute({ loaderData, params }: Route.ComponentProps) {
  useTexts({ builders: buildersTexts });
  return <BuildersList shopId={params.id} builders={loaderData.builders} refusal={loaderData.refusal} />;
}

export function BuildersList(props: { shopId: string; builders: Builder[] | null; refusal: string | null }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        p: { xs: 2, md: 4 },
        maxWidth: 960,
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          {t('builders.list.title')}
        </Typography>
        {props.builders ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={builderPagePath(props.shopId, 'new')}
            data-testid="builder-add"
          >
            {t('builders.list.add')}
          </Button>
        ) : null}
      </Box>
      <Typography color="text.secondary">{t('builders.list.intro')}</Typography>
      {props.refusal ? <Alert severity="warning">{props.refusal}</Alert> : null}
      {props.builders?.length === 0 ? (
        <Typography color="text.secondary" data-testid="builders-empty">
          {t('builders.list.empty')}
        </Typography>
      ) : null}
      {props.builders?.map((builder) => (
        <Card key={builder.id} variant="outlined" data-testid="builder-card">
          <CardActionArea component={RouterLink} to={builderPagePath(props.shopId, builder.id)}>
            <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography variant="subtitle1" component="h2">
                  {builder.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[
                    t('builders.list.size', { count: builder.size }),
                    priceRuleText(builder),
                    t('builders.list.offered', { count: builder.products.length }),
                  ].join(' · ')}
                </Typography>
              </Box>
              <Chip
                size="small"
                color={builder.active ? 'success' : 'default'}
                label={t(builder.active ? 'builders.list.active' : 'builders.list.inactive')}
              />
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
