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
