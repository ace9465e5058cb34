// spec §2 /dashboard/tasks (owner, iam, agent): the tasks in the list kit, with the 'Mes tâches' and 'En retard'
// views, and the task dialog. `?task=<id>` opens a task (a notification leads there); the dialog keeps the view.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { hasPermission } from '@sarment/domain/access';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { useTexts } from '../../i18n/back-office-texts.ts';
import { type ApiClient, apiGet } from '../../lib/api.ts';
import { useSessionShop, useSessionUser } from '../auth/session.ts';
import * as listTexts from '../kit/list-i18n.ts';
import { ListPage } from '../kit/list-page.tsx';
import { loadList } from '../kit/load-list.ts';
import type { Route } from './+types/tasks-list-route';
import { TaskDialog } from './tasks-dialog.tsx';
import * as tasksTexts from './tasks-i18n.ts';
import { taskListDefinition, taskListRules } from './tasks-list.tsx';
import type { TaskAssignee, TaskRow } from './tasks-types.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const opened = url.searchParams.get('task');
  const [list, assignees, task] = await Promise.all([
    loadList<TaskRow>(context.api, '/v1/tasks', taskListRules, url),
    loadAssignees(context.api),
    opened ? apiGet<TaskRow>(context.api, `/v1/tasks/${encodeURIComponent(opened)}`) : null,
  ]);
  return { list, assignees, opened: task?.ok ? task.data : null };
}

export async function loadAssignees(api: ApiClient): Promise<TaskAssignee[]> {
  const answer = await apiGet<TaskAssignee[]>(api, '/v1/tasks/assignees');
  return answer.ok && Array.isArray(answer.data) ? answer.data : [];
}

export function meta() {
  return [{ title: 'Tâches — Sarment' }];
}

type View = 'all' | 'mine' | 'overdue';

/** The views are filters of the URL: 'Mes tâches' is assignee=me, 'En retard' status=overdue. */
function viewOf(params: URLSearchParams): View | null {
  const assignee = params.get('assignee');
  const status = params.get('status');
  if (assignee === 'me' && !status) return 'mine';
  if (status === 'overdue' && !assignee) return 'overdue';
  if (!assignee && !status) return 'all';
  return null;
}

function withView(params: URLSearchParams, view: View): string {
  const next = new URLSearchParams(params);
  for (const key of ['assignee', 'status', 'page', 'task']) next.delete(key);
  if (view === 'mine') next.set('assignee', 'me');
  if (view === 'overdue') next.set('status', 'overdue');
  const text = next.toString();
  return text ? `?${text}` : '';
}

export default function TasksListRoute({ loaderData }: Route.ComponentProps) {
  useTexts({ list: listTexts, tasks: tasksTexts });
  const { t } = useTranslation();
  const user = useSessionUser();
  const shop = useSessionShop();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [creating, setCreating] = useState(false);
  const params = new URLSearchParams(location.search);
  const canCreate = user?.role === 'agent' || hasPermission(user, shop, 'createTask');
  const definition = useMemo(
    () =>
      taskListDefinition(t, loaderData.assignees, (row) => {
        const next = new URLSearchParams(location.search);
        next.set('task', row.id);
        return `${location.pathname}?${next}`;
      }),
    [t, loaderData.assignees, location.pathname, location.search],
  );
  const closeTask = () => {
    const next = new URLSearchParams(location.search);
    next.delete('task');
    const text = next.toString();
    navigate({ pathname: location.pathname, search: text ? `?${text}` : '' }, { preventScrollReset: true });
  };
  const view = viewOf(params);
  return (
    <>
      <ListPage
        definition={definition}
        data={loaderData.list}
        title={t('tasks.list.title')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={view}
              onChange={(_event, next: View | null) => {
                if (next) navigate({ pathname: location.pathname, search: withView(params, next) });
              }}
              aria-label={t('tasks.list.title')}
            >
              {(['all', 'mine', 'overdue'] as const).map((name) => (
                <ToggleButton key={name} value={name} data-testid={`tasks-view-${name}`}>
                  {t(`tasks.list.views.${name}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {canCreate && (
              <Button
                variant="contained"
                size="small"
                onClick={() => setCreating(true)}
                data-testid="task-create"
              >
                {t('tasks.list.create')}
              </Button>
            )}
          </Box>
        }
      />
      {creating && user && (
        <TaskDialog
          task={null}
          assignees={loaderData.assignees}
          userId={user.id}
          onClose={() => setCreating(false)}
          onChanged={() => revalidator.revalidate()}
        />
      )}
      {loaderData.opened && user && (
        <TaskDialog
          key={loaderData.opened.id}
          task={loaderData.opened}
          assignees={loaderData.assignees}
          userId={user.id}
          onClose={closeTask}
          onChanged={() => undefined}
        />
      )}
    </>
  );
}
