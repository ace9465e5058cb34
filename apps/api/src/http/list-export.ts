// `GET /v1/<resource>/export?format=csv|xlsx` (contract): the list's rows with the list's filters, streamed batch by
// batch (a 5,000-row export never sits in memory as a whole, nor twice), with French column headers.
import { PassThrough, Readable } from 'node:stream';
import { parisDate, parisDateOf } from '@sarment/domain/reference/paris-time';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type CellKind, type CellValue, CSV_BOM, csvCell, csvLine, csvText } from './export-cells.ts';

export const exportFormat = z
  .enum(['csv', 'xlsx'], "Le format d'export doit être csv ou xlsx.")
  .default('csv')
  .describe('csv: UTF-8 with BOM, `;`, decimal comma, dd/mm/yyyy (Paris); xlsx: typed cells');
export type ExportFormat = z.infer<typeof exportFormat>;

/** One column of an export: its French header, how its cells are written, and the value of a row. */
export interface ExportColumn<Row, Kind extends CellKind = CellKind> {
  header: string;
  kind: Kind;
  value: (row: Row) => CellValue<Kind>;
  /** XLSX column width in characters */
  width?: number;
}

/** A column, its value typed after its kind. */
export const column = <Row, Kind extends CellKind>(
  header: string,
  kind: Kind,
  value: (row: Row) => CellValue<Kind>,
  width?: number,
): ExportColumn<Row, Kind> => ({ header, kind, value, ...(width ? { width } : {}) });

export interface ExportSource<Row> {
  /** the file's name without extension, e.g. 'produits' (the Paris date is appended) */
  name: string;
  columns: readonly ExportColumn<Row>[];
  /** the rows in batches (each batch read when the previous one is written) */
  batches: AsyncIterable<readonly Row[]>;
}

async function* csvChunks<Row>(source: ExportSource<Row>): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(source.columns.map((c) => csvText(c.header)));
  for await (const batch of source.batches) {
    let chunk = '';
    for (const row of batch) chunk += csvLine(source.columns.map((c) => csvCell(c.kind, c.value(row))));
    yield chunk;
  }
}

const XLSX_FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  integer: '0',
  money: '#,##0.00',
  date: 'dd/mm/yyyy',
};

/** A cell's XLSX value: euros for cents, and a date whose day is the Paris one (XLSX dates have no zone). */
function xlsxValue(kind: CellKind, value: string | number | Date | null): string | number | Date | null {
  if (value === null) return null;
  if (kind === 'money') return Math.round(value as number) / 100;
  if (kind === 'date') {
    const { year, month, day } = parisDate(value as Date);
    return new Date(Date.UTC(year, month - 1, day));
  }
  return value;
}

function xlsxStream<Row>(source: ExportSource<Row>): PassThrough {
  const output = new PassThrough();
  (async () => {
    // loaded on the first XLSX export, not at start (issue 22: a process that never exports never holds it)
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
    const sheet = workbook.addWorksheet(source.name);
    sheet.columns = source.columns.map((c, index) => ({
      header: c.header,
      key: String(index),
      width: c.width ?? Math.max(12, c.header.length + 2),
      style: XLSX_FORMATS[c.kind] ? { numFmt: XLSX_FORMATS[c.kind] } : {},
    }));
    for await (const batch of source.batches) {
      for (const row of batch) {
        sheet.addRow(source.columns.map((c) => xlsxValue(c.kind, c.value(row)))).commit();
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** Sends the export as a download: `<name>-<Paris date>.csv|xlsx`. */
export function sendExport<Row>(
  reply: FastifyReply,
  format: ExportFormat,
  source: ExportSource<Row>,
  now: Date = new Date(),
): FastifyReply {
  const filename = `${source.name}-${parisDateOf(now)}.${format}`;
  reply.header('content-disposition', `attachment; filename="${filename}"`);
  reply.header('cache-control', 'no-store');
  if (format === 'xlsx') {
    reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    return reply.send(xlsxStream(source));
  }
  reply.type('text/csv; charset=utf-8');
  return reply.send(Readable.from(csvChunks(source)));
}

/** Every row of a paged reader, batch by batch: pages of `batchSize` until one comes back short. */
export async function* pagedBatches<Row>(
  readPage: (window: { limit: number; offset: number }) => Promise<readonly Row[]>,
  batchSize = 500,
): AsyncGenerator<readonly Row[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await readPage({ limit: batchSize, offset });
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
  }
}
