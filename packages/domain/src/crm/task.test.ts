import { describe, expect, it } from 'vitest';
import { taskInput, taskMessages, taskStatus } from './task.ts';

const valid = {
  title: 'Appeler le caviste',
  activity: 'customPhone',
  dueAt: '2026-12-01T09:30:00+01:00',
  assignee: { id: 'usr_iam' },
};
const messages = (body: unknown) =>
  taskInput.safeParse(body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('taskInput (spec §1 tasks, §3 task reference lists)', () => {
  it('reads a minimal task with its defaults', () => {
    expect(taskInput.parse({ ...valid, title: '  Appeler le caviste ' })).toEqual({
      ...valid,
      title: 'Appeler le caviste',
      priority: 'medium',
      labelColor: null,
      client: null,
      notes: null,
    });
  });

  it.each<[string, unknown, [string, string][]]>([
    ['a blank title', { ...valid, title: '  ' }, [['title', taskMessages.title]]],
    [
      'a title over 200 characters',
      { ...valid, title: 'a'.repeat(201) },
      [['title', taskMessages.titleLength]],
    ],
    ['an activity outside spec §3', { ...valid, activity: 'golf' }, [['activity', taskMessages.activity]]],
    [
      'a priority outside low/medium/high',
      { ...valid, priority: 'urgent' },
      [['priority', taskMessages.priority]],
    ],
    [
      'a colour outside the palette',
      { ...valid, labelColor: '#123456' },
      [['labelColor', taskMessages.labelColor]],
    ],
    [
      'a due date without its offset',
      { ...valid, dueAt: '2026-12-01T09:30:00' },
      [['dueAt', taskMessages.dueAt]],
    ],
    ['no assignee', { ...valid, assignee: undefined }, [['assignee', taskMessages.assignee]]],
  ])('refuses %s with its French message', (_case, body, expected) => {
    expect(messages(body)).toEqual(expected);
  });

  it('accepts a palette colour whatever its case', () => {
    expect(taskInput.parse({ ...valid, labelColor: '#219ebc' }).labelColor).toBe('#219EBC');
  });
});

describe('taskStatus', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('is done once completed, whatever its due date', () => {
    expect(taskStatus({ dueAt: new Date('2026-11-01T00:00:00Z'), doneAt: now }, now)).toBe('done');
  });
  it('is overdue when open past its due time', () => {
    expect(taskStatus({ dueAt: new Date('2026-12-01T09:59:00Z'), doneAt: null }, now)).toBe('overdue');
  });
  it('is open until its due time', () => {
    expect(taskStatus({ dueAt: new Date('2026-12-01T10:00:00Z'), doneAt: null }, now)).toBe('open');
  });
});
