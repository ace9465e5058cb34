// spec §2 /dashboard/collaborators/structure (accessCollaborator; the organigramme): the owner at the top, each
// collaborator under their manager (none: under the owner) with their job title and status, each a link to their
// page. A nested list: a tree with connectors on wide screens, an indented list on phones (org-chart.module.css).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { apiGet } from '../../lib/api.ts';
import type { Route } from './+types/structure-route';
import { MemberStatusChip } from './member-status.tsx';
import styles from './org-chart.module.css';
import { buildOrgTree, type OrgNode } from './org-tree.ts';
import * as teamTexts from './team-i18n.ts';
import type { TeamStructure } from './team-types.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const answer = await apiGet<TeamStructure & { message?: string }>(
    context.api,
    '/v1/collaborators/structure',
  );
  return answer.ok
    ? { structure: answer.data as TeamStructure, error: null }
    : { structure: null, error: answer.data?.message || 'Une erreur est survenue' };
}

export function meta() {
  return [{ title: 'Organigramme — Sarment' }];
}

function Branch({ node }: { node: OrgNode }) {
  const { person } = node;
  return (
    <li data-testid="org-person" data-id={person.id}>
      <RouterLink className={styles.node} to={`/dashboard/collaborators/${encodeURIComponent(person.id)}`}>
        <span className={styles.name}>{person.name}</span>
        {person.jobTitle ? <span className={styles.job}>{person.jobTitle}</span> : null}
        <MemberStatusChip status={person.status} />
      </RouterLink>
      {node.reports.length ? (
        <ul>
          {node.reports.map((report) => (
            <Branch key={report.person.id} node={report} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

export default function StructureRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ team: teamTexts });
  const { t } = useTranslation();
  const { structure, error } = loaderData;
  const tree = useMemo(() => buildOrgTree(structure?.collaborators ?? []), [structure]);
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <Button component={RouterLink} to="/dashboard/collaborators" size="small" sx={{ mb: 1 }}>
        {t('team.form.back')}
      </Button>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('team.structure.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('team.structure.intro')}
      </Typography>
      {error || !structure ? (
        <Typography color="error">{error}</Typography>
      ) : (
        <section className={styles.chart} aria-label={t('team.structure.label')} data-testid="org-chart">
          <ul>
            <li data-testid="org-owner">
              <div className={`${styles.node} ${styles.owner}`}>
                <span className={styles.name}>{structure.owner?.name ?? t('team.owner')}</span>
                <span className={styles.job}>{t('team.owner')}</span>
              </div>
              {tree.length ? (
                <ul>
                  {tree.map((node) => (
                    <Branch key={node.person.id} node={node} />
                  ))}
                </ul>
              ) : null}
            </li>
          </ul>
          {tree.length ? null : <Typography sx={{ mt: 2 }}>{t('team.structure.empty')}</Typography>}
        </section>
      )}
    </Box>
  );
}
