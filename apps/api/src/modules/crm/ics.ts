// An iCalendar feed (RFC 5545) for Google Calendar, Outlook or Apple Calendar: a VCALENDAR of VEVENTs, instants in
// UTC, text escaped (§3.3.11), lines ended by CRLF and folded at 75 octets (§3.1) without splitting a character.

export interface IcsEvent {
  /** globally unique and stable: the same task keeps its UID, so a calendar updates it instead of adding one */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string | null;
  url?: string | null;
  location?: string | null;
}

const two = (n: number) => String(n).padStart(2, '0');

/** §3.3.5 DATE-TIME in UTC: 20261201T083000Z */
function utc(instant: Date): string {
  return (
    `${instant.getUTCFullYear()}${two(instant.getUTCMonth() + 1)}${two(instant.getUTCDate())}` +
    `T${two(instant.getUTCHours())}${two(instant.getUTCMinutes())}${two(instant.getUTCSeconds())}Z`
  );
}

/** §3.3.11 TEXT: backslash, semicolon and comma escaped, new lines as \n. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** §3.1: content lines over 75 octets continue on lines starting with one space. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const bytes = Buffer.byteLength(character, 'utf8');
    // continuation lines carry the leading space within their 75 octets
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function writeIcs(calendar: { name: string; events: readonly IcsEvent[]; now: Date }): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sarment//Calendrier//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(calendar.name)}`,
    'X-WR-TIMEZONE:Europe/Paris',
  ];
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${text(event.uid)}`,
      `DTSTAMP:${utc(calendar.now)}`,
      `DTSTART:${utc(event.start)}`,
      `DTEND:${utc(event.end)}`,
      `SUMMARY:${text(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${text(event.description)}`);
    if (event.location) lines.push(`LOCATION:${text(event.location)}`);
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
