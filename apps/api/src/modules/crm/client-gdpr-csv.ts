// The GDPR export (art. 15, 20; issue 17) as CSV, beside the JSON: the same data, one line per value —
// `Rubrique;Champ;Valeur` — so that a client can read it in a spreadsheet. Fields keep the JSON's names (the file
// is the JSON flattened: `addresses.1.city` is the first address's city); numbers are written with a decimal
// comma, booleans as oui/non, instants as the JSON's ISO text. The cells follow the list exports' rules
// (export-cells.ts: UTF-8 with BOM, `;`, CRLF, formula starts defused).
import type { FastifyReply } from 'fastify';
import { CSV_BOM, csvLine, csvText } from '../../http/export-cells.ts';

/** The French name of each part of the export. */
const SECTIONS: Record<string, string> = {
  exportedAt: 'Export',
  client: 'Client',
  orders: 'Commandes',
  reservations: 'Réservations',
  history: 'Historique',
};

/** A value's CSV field: numbers with a decimal comma (never defused: '-5' is a number), texts made safe. */
function field(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return csvText(String(value));
}

/** Every leaf of a JSON value with its path (list items from 1); an empty list or object is one empty line. */
function* leaves(value: unknown, path: string): Generator<[string, unknown]> {
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index + 1), item] as const)
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : undefined;
  if (!entries) {
    yield [path, value];
    return;
  }
  if (entries.length === 0) yield [path, null];
  for (const [key, item] of entries) yield* leaves(item, path ? `${path}.${key}` : key);
}

/** The export as CSV text (with its BOM), from what the JSON export answers. */
export function clientDataCsv(data: Record<string, unknown>): string {
  let text = CSV_BOM + csvLine(['Rubrique', 'Champ', 'Valeur']);
  for (const [key, value] of Object.entries(data)) {
    const section = csvText(SECTIONS[key] ?? key);
    const root = key in SECTIONS && key !== 'exportedAt' ? '' : key;
    for (const [path, leaf] of leaves(value, root)) text += csvLine([section, csvText(path), field(leaf)]);
  }
  return text;
}

/** Sends the export as CSV text: a string is sent as it is, the route's response schema (the JSON's) not applied. */
export function sendClientDataCsv(reply: FastifyReply, data: Record<string, unknown>): FastifyReply {
  return reply.type('text/csv; charset=utf-8').send(clientDataCsv(data));
}
