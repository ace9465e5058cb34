import { describe, expect, it } from 'vitest';
import { type IcsEvent, writeIcs } from './ics.ts';

const event: IcsEvent = {
  uid: 'tsk_1@sarment',
  start: new Date('2026-12-01T08:30:00Z'),
  end: new Date('2026-12-01T09:00:00Z'),
  summary: 'Appeler le caviste; puis, relancer',
  description: 'Ligne 1\nLigne 2 \\ fin',
  url: 'https://sarment.test/dashboard/tasks?task=tsk_1',
};
const stamp = new Date('2026-11-25T10:00:00Z');

describe('writeIcs (RFC 5545)', () => {
  const text = writeIcs({ name: 'Tâches – Trois Vallées', events: [event], now: stamp });
  const lines = text.split('\r\n');

  it('ends every line with CRLF and wraps the events in one VCALENDAR', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(lines.slice(0, 4)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Sarment//Calendrier//FR',
      'CALSCALE:GREGORIAN',
    ]);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('writes instants in UTC and escapes text (backslash, semicolon, comma, new line)', () => {
    expect(lines).toContain('DTSTART:20261201T083000Z');
    expect(lines).toContain('DTEND:20261201T090000Z');
    expect(lines).toContain('DTSTAMP:20261125T100000Z');
    expect(lines).toContain('UID:tsk_1@sarment');
    expect(lines).toContain('SUMMARY:Appeler le caviste\\; puis\\, relancer');
    expect(lines).toContain('DESCRIPTION:Ligne 1\\nLigne 2 \\\\ fin');
  });

  it('folds lines longer than 75 octets, never inside a UTF-8 character', () => {
    const long = writeIcs({ name: 'x', now: stamp, events: [{ ...event, summary: 'é'.repeat(100) }] });
    const physical = long.split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const summary = long
      .replace(/\r\n /g, '')
      .split('\r\n')
      .find((line) => line.startsWith('SUMMARY:'));
    expect(summary).toBe(`SUMMARY:${'é'.repeat(100)}`);
  });
});
