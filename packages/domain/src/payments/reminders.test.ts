import { describe, expect, it } from 'vitest';
import { defaultReminderLevels, fillTemplate, nextReminderLevel } from './reminders.ts';

describe('nextReminderLevel', () => {
  const levels = defaultReminderLevels; // 7, 21, 45 days

  it('sends level 1 once the bill is its days past due', () => {
    expect(nextReminderLevel(0, 0, levels)).toBeNull();
    expect(nextReminderLevel(6, 0, levels)).toBeNull();
    expect(nextReminderLevel(7, 0, levels)).toBe(1);
  });

  it('never sends a level twice and goes up one level at a time', () => {
    expect(nextReminderLevel(10, 1, levels)).toBeNull();
    expect(nextReminderLevel(21, 1, levels)).toBe(2);
    // never reminded and 60 days late: level 1 first
    expect(nextReminderLevel(60, 0, levels)).toBe(1);
    expect(nextReminderLevel(60, 2, levels)).toBe(3);
    expect(nextReminderLevel(400, 3, levels)).toBeNull();
  });

  it('waits the gap between two levels after the last reminder, so a second run the same day sends nothing', () => {
    // level 1 sent late, at 45 days: level 2 (21 days, 14 after level 1) waits 14 days after it
    expect(nextReminderLevel(45, 1, levels, 0)).toBeNull();
    expect(nextReminderLevel(58, 1, levels, 13)).toBeNull();
    expect(nextReminderLevel(59, 1, levels, 14)).toBe(2);
    // a reminder sent by hand today holds the schedule until tomorrow at least
    expect(nextReminderLevel(30, 1, levels, 0)).toBeNull();
  });
});

describe('fillTemplate', () => {
  it('replaces the dynamic fields and keeps an unknown token visible', () => {
    expect(
      fillTemplate('Bonjour {{clientFirstname}} {{ clientLastname }}, facture {{documentNumber}} {{oops}}', {
        clientFirstname: 'Anne',
        clientLastname: 'Roy',
        documentNumber: 'FA2026-00001',
      }),
    ).toBe('Bonjour Anne Roy, facture FA2026-00001 {{oops}}');
    expect(fillTemplate('{{signature}}!', {})).toBe('!');
  });

  it('every default model uses only known fields', () => {
    for (const level of defaultReminderLevels) {
      expect(fillTemplate(level.body, {})).not.toMatch(/\{\{/);
      expect(fillTemplate(level.subject, {})).not.toMatch(/\{\{/);
    }
  });
});
