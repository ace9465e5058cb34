// spec §1 tasks, §3 task reference lists: a task as the staff writes it (POST/PUT /v1/tasks and the task dialog)
// and its status. The due time is an instant (ISO 8601 with its offset): the pages write it in Paris time.
import { z } from 'zod';
import { labelColorPalette, taskActivities, type taskPriorities } from '../reference/crm-lists.ts';
import { validationMessages } from '../validation/messages.ts';

export const taskActivityIds = taskActivities.map((activity) => activity.id) as [
  (typeof taskActivities)[number]['id'],
  ...(typeof taskActivities)[number]['id'][],
];
export const taskPriorityIds = [
  'low',
  'medium',
  'high',
] as const satisfies readonly (typeof taskPriorities)[number]['id'][];
export const taskStatuses = ['open', 'overdue', 'done'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskMessages = {
  title: validationMessages.needed,
  titleLength: '200 caractères maximum',
  activity: "Cette activité n'existe pas",
  priority: 'La priorité doit être basse, moyenne ou haute',
  labelColor: "Cette couleur n'est pas dans la palette",
  dueAt: "La date d'échéance n'est pas valide",
  assignee: 'Choisissez la personne à qui confier la tâche',
  notes: '5000 caractères maximum',
  notFound: 'Tâche introuvable',
  assigneeNotMember: "Cette personne ne fait pas partie de l'équipe de la boutique",
  assignOthers: "Vous ne pouvez confier une tâche qu'à vous-même",
  clientNotFound: 'Client introuvable',
  alreadyDone: 'Cette tâche est déjà terminée',
  notDone: "Cette tâche n'est pas terminée",
} as const;

const palette = labelColorPalette.map((colour) => colour.toUpperCase());

const reference = z.strictObject({ id: z.string().trim().min(1).max(100) });

export const taskInput = z.strictObject({
  title: z
    .string({ error: taskMessages.title })
    .trim()
    .min(1, taskMessages.title)
    .max(200, taskMessages.titleLength),
  activity: z.enum(taskActivityIds, { error: taskMessages.activity }),
  priority: z.enum(taskPriorityIds, { error: taskMessages.priority }).default('medium'),
  labelColor: z
    .string({ error: taskMessages.labelColor })
    .transform((colour, ctx) => {
      const upper = colour.trim().toUpperCase();
      const index = palette.indexOf(upper);
      if (index >= 0) return labelColorPalette[index]!;
      ctx.addIssue({ code: 'custom', message: taskMessages.labelColor });
      return z.NEVER;
    })
    .nullable()
    .default(null)
    .describe('one of the 11 colours of the palette (spec §3); null: none'),
  dueAt: z.iso.datetime({ offset: true, error: taskMessages.dueAt }).describe('ISO 8601 with its offset'),
  assignee: reference.nullish().transform((value, ctx) => {
    if (value) return value;
    ctx.addIssue({ code: 'custom', message: taskMessages.assignee });
    return z.NEVER;
  }),
  client: reference.nullable().default(null).describe('the client the task is about; null: none'),
  notes: z.string().max(5000, taskMessages.notes).nullable().default(null),
});
export type TaskInput = z.output<typeof taskInput>;

/** spec §1: an open task past its due time is overdue; a completed task is done whatever its due time. */
export function taskStatus(task: { dueAt: Date; doneAt: Date | null }, now: Date): TaskStatus {
  if (task.doneAt) return 'done';
  return task.dueAt.getTime() < now.getTime() ? 'overdue' : 'open';
}
