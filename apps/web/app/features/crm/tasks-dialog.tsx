// The task dialog of /dashboard/tasks and the calendar: creates a task, or opens one to change, complete, reopen
// or delete it. Field messages are the domain's (taskInput) and the API's (`errors[]`).
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { taskInput } from '@sarment/domain/crm/task';
import { labelColorPalette, taskActivities, taskPriorities } from '@sarment/domain/reference/crm-lists';
import { formatParisDateTime } from '@sarment/domain/reference/paris-time';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiRequest, browserApi } from '../../lib/api.ts';
import { type FieldErrors, fieldErrors, serverFieldErrors } from '../kit/form-errors.ts';
import { usePopup } from '../popup/popup-provider.tsx';
import { useSnackbar } from '../snackbar/snackbar-provider.tsx';
import { defaultDueInput, fromParisInput, toParisInput } from './tasks-dates.ts';
import type { TaskAssignee, TaskBody, TaskRow } from './tasks-types.ts';

interface ClientChoice {
  id: string;
  name: string;
}

interface Draft {
  title: string;
  activity: string;
  priority: string;
  labelColor: string | null;
  due: string;
  assigneeId: string;
  client: ClientChoice | null;
  notes: string;
}

const fieldOfDraft: Partial<Record<keyof Draft, string>> = { due: 'dueAt', assigneeId: 'assignee' };

function draftOf(task: TaskRow | null, userId: string): Draft {
  return task
    ? {
        title: task.title,
        activity: task.activity,
        priority: task.priority,
        labelColor: task.labelColor,
        due: toParisInput(task.dueAt),
        assigneeId: task.assignee.id,
        client: task.client,
        notes: task.notes ?? '',
      }
    : {
        title: '',
        activity: 'customPhone',
        priority: 'medium',
        labelColor: null,
        due: defaultDueInput(),
        assigneeId: userId,
        client: null,
        notes: '',
      };
}

function bodyOf(draft: Draft): TaskBody {
  return {
    title: draft.title,
    activity: draft.activity as TaskBody['activity'],
    priority: draft.priority as TaskBody['priority'],
    labelColor: draft.labelColor,
    dueAt: fromParisInput(draft.due),
    assignee: { id: draft.assigneeId },
    client: draft.client ? { id: draft.client.id } : null,
    notes: draft.notes.trim() ? draft.notes : null,
  };
}

/** The shop's clients matching what is typed (GET /v1/clients), for the client field. */
function useClientChoices(search: string, open: boolean): ClientChoice[] {
  const [choices, setChoices] = useState<ClientChoice[]>([]);
  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(async () => {
      const answer = await apiGet<{ id: string; displayName: string }[]>(
        browserApi,
        `/v1/clients?pageSize=10${search.trim() ? `&search=${encodeURIComponent(search.trim())}` : ''}`,
      );
      if (live && answer.ok && Array.isArray(answer.data)) {
        setChoices(answer.data.map((client) => ({ id: client.id, name: client.displayName })));
      }
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, open]);
  return choices;
}

export interface TaskDialogProps {
  /** null: a new task */
  task: TaskRow | null;
  assignees: readonly TaskAssignee[];
  userId: string;
  onClose: () => void;
  /** after a write: the list or calendar reads its rows again */
  onChanged: () => void;
}

export function TaskDialog({ task, assignees, userId, onClose, onChanged }: TaskDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const popup = usePopup();
  const snackbars = useSnackbar();
  const [draft, setDraft] = useState(() => draftOf(task, userId));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [clientSearch, setClientSearch] = useState('');
  const clients = useClientChoices(clientSearch, true);
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // a field's message goes once the field changes (the draft's names are the body's, but for two)
    const paths = Object.keys(patch).map((key) => fieldOfDraft[key as keyof Draft] ?? key);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !paths.includes(path))),
    );
  };
  const people = assignees.some((member) => member.id === draft.assigneeId)
    ? assignees
    : task
      ? [...assignees, { id: task.assignee.id, name: task.assignee.name, role: 'iam' as const }]
      : assignees;

  async function act(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown, done: string) {
    setBusy(true);
    setRefusal(null);
    const answer = await apiRequest<{ message?: string }>(browserApi, method, path, body);
    setBusy(false);
    if (!answer.ok) {
      setErrors(serverFieldErrors(answer.status, answer.data));
      setRefusal(answer.data?.message ?? t('list.error', { defaultValue: 'Une erreur est survenue' }));
      return;
    }
    snackbars.show(done, 'success');
    onChanged();
    onClose();
  }

  async function save() {
    const body = bodyOf(draft);
    const found = fieldErrors(taskInput, { ...body, dueAt: body.dueAt || draft.due });
    setErrors(found);
    if (Object.keys(found).length) return;
    if (task) await act('PUT', `/v1/tasks/${task.id}`, body, t('tasks.form.saved'));
    else await act('POST', '/v1/tasks', body, t('tasks.form.created'));
  }

  async function remove() {
    if (!task) return;
    const confirmed = await popup.open({
      title: t('tasks.form.delete'),
      text: t('tasks.form.confirmDelete', { title: task.title }),
      confirmLabel: t('tasks.form.delete'),
      small: true,
    });
    if (confirmed) await act('DELETE', `/v1/tasks/${task.id}`, undefined, t('tasks.form.deleted'));
  }

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" data-testid="task-dialog">
      <DialogTitle>{task ? t('tasks.form.editTitle') : t('tasks.form.createTitle')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {refusal && <Alert severity="error">{refusal}</Alert>}
          {task?.done && task.doneAt && (
            <Alert severity="success">
              {t('tasks.form.doneBy', {
                date: formatParisDateTime(task.doneAt),
                name: task.doneBy?.name ?? '',
              })}
            </Alert>
          )}
          <TextField
            label={t('tasks.form.title')}
            value={draft.title}
            onChange={(event) => change({ title: event.target.value })}
            error={!!errors.title}
            helperText={errors.title}
            required
            autoFocus={!task}
            slotProps={{ htmlInput: { 'data-testid': 'task-title', maxLength: 200 } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              label={t('tasks.form.activity')}
              value={draft.activity}
              onChange={(event) => change({ activity: event.target.value })}
              error={!!errors.activity}
              helperText={errors.activity}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'task-activity' } as object } }}
            >
              {taskActivities.map((activity) => (
                <MenuItem key={activity.id} value={activity.id}>
                  {activity.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('tasks.form.priority')}
              value={draft.priority}
              onChange={(event) => change({ priority: event.target.value })}
            >
              {taskPriorities.map((priority) => (
                <MenuItem key={priority.id} value={priority.id}>
                  {priority.label}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              type="datetime-local"
              label={t('tasks.form.dueAt')}
              value={draft.due}
              onChange={(event) => change({ due: event.target.value })}
              error={!!errors.dueAt}
              helperText={errors.dueAt}
              required
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'task-due' } }}
            />
            <TextField
              select
              label={t('tasks.form.assignee')}
              value={draft.assigneeId}
              onChange={(event) => change({ assigneeId: event.target.value })}
              error={!!errors.assignee}
              helperText={errors.assignee}
              slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'task-assignee' } as object } }}
            >
              {people.map((member) => (
                <MenuItem key={member.id} value={member.id} data-testid={`task-assignee-${member.id}`}>
                  {member.name}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Autocomplete
            options={clients}
            value={draft.client}
            onChange={(_event, client) => change({ client })}
            onInputChange={(_event, text) => setClientSearch(text)}
            getOptionLabel={(client) => client.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            noOptionsText={t('tasks.form.noClient')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('tasks.form.client')}
                placeholder={t('tasks.form.clientSearch')}
                error={!!errors.client}
                helperText={errors.client}
              />
            )}
          />
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
              {t('tasks.form.labelColor')}
            </Typography>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
              role="radiogroup"
              aria-label={t('tasks.form.labelColor')}
            >
              {[null, ...labelColorPalette].map((colour) => (
                <Box
                  key={colour ?? 'none'}
                  component="button"
                  type="button"
                  role="radio"
                  aria-checked={draft.labelColor === colour}
                  aria-label={colour ?? t('tasks.form.noColor')}
                  title={colour ?? t('tasks.form.noColor')}
                  onClick={() => change({ labelColor: colour })}
                  sx={{
                    width: 28,
                    height: 28,
                    borderRadius: '50%',
                    cursor: 'pointer',
                    bgcolor: colour ?? 'background.paper',
                    border: '2px solid',
                    borderColor: draft.labelColor === colour ? 'text.primary' : colour ? colour : 'divider',
                    outline: draft.labelColor === colour ? '2px solid' : 'none',
                    outlineColor: 'background.paper',
                    outlineOffset: -4,
                  }}
                />
              ))}
            </Box>
          </Box>
          <TextField
            label={t('tasks.form.notes')}
            value={draft.notes}
            onChange={(event) => change({ notes: event.target.value })}
            error={!!errors.notes}
            helperText={errors.notes}
            multiline
            minRows={3}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        {task && (
          <Button color="error" onClick={remove} disabled={busy} sx={{ mr: 'auto' }}>
            {t('tasks.form.delete')}
          </Button>
        )}
        {task &&
          (task.done ? (
            <Button
              onClick={() => act('POST', `/v1/tasks/${task.id}/reopen`, undefined, t('tasks.form.reopened'))}
              disabled={busy}
            >
              {t('tasks.form.reopen')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              onClick={() =>
                act('POST', `/v1/tasks/${task.id}/complete`, undefined, t('tasks.list.completed'))
              }
              disabled={busy}
              data-testid="task-complete"
            >
              {t('tasks.form.complete')}
            </Button>
          ))}
        <Button onClick={onClose} disabled={busy}>
          {t('tasks.form.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={busy} data-testid="task-save">
          {t('tasks.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
