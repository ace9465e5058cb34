// The French columns of the stock exports (issue 20). The 'Réf.' columns and an empty 'Compté' column make the
// levels export the inventory sheet that POST /v1/stock-movements/inventory/csv reads back.
import { column } from '../../http/list-export.ts';
import { inventoryCsvHeaders } from './inventory.csv.ts';
import { reasonLabels } from './reason-labels.ts';
import type { MovementAnswer, StockLevelAnswer } from './stocks.schemas.ts';

export const levelExportColumns = [
  column<StockLevelAnswer, 'text'>('Entrepôt', 'text', (l) => l.warehouse.name),
  column<StockLevelAnswer, 'text'>('Produit', 'text', (l) => l.product.name),
  column<StockLevelAnswer, 'text'>('Millésime', 'text', (l) => l.vintage?.name ?? null),
  column<StockLevelAnswer, 'text'>('Format', 'text', (l) => l.format.name),
  column<StockLevelAnswer, 'integer'>('Quantité', 'integer', (l) => l.quantity),
  column<StockLevelAnswer, 'integer'>('Réservé', 'integer', (l) => l.reserved),
  column<StockLevelAnswer, 'integer'>('Disponible', 'integer', (l) => l.available),
  column<StockLevelAnswer, 'integer'>('Seuil', 'integer', (l) => l.alertThreshold),
  column<StockLevelAnswer, 'text'>(inventoryCsvHeaders.product, 'text', (l) => l.product.id),
  column<StockLevelAnswer, 'text'>(inventoryCsvHeaders.format, 'text', (l) => l.format.id),
  column<StockLevelAnswer, 'text'>(inventoryCsvHeaders.vintage, 'text', (l) => l.vintage?.id ?? null),
  column<StockLevelAnswer, 'text'>(inventoryCsvHeaders.counted, 'text', () => null),
];

export const movementExportColumns = [
  column<MovementAnswer, 'date'>('Date', 'date', (m) => new Date(m.date)),
  column<MovementAnswer, 'text'>('Entrepôt', 'text', (m) => m.warehouse.name),
  column<MovementAnswer, 'text'>('Produit', 'text', (m) => m.product.name),
  column<MovementAnswer, 'text'>('Millésime', 'text', (m) => m.vintage?.name ?? null),
  column<MovementAnswer, 'text'>('Format', 'text', (m) => m.format.name),
  column<MovementAnswer, 'text'>('Lot', 'text', (m) => m.lot),
  column<MovementAnswer, 'integer'>('Quantité', 'integer', (m) => m.quantity),
  column<MovementAnswer, 'text'>('Motif', 'text', (m) => reasonLabels[m.reason]),
  column<MovementAnswer, 'text'>('Document', 'text', (m) =>
    m.document ? `${m.document.type} ${m.document.id}` : null,
  ),
  column<MovementAnswer, 'text'>('Note', 'text', (m) => m.note),
  column<MovementAnswer, 'text'>('Auteur', 'text', (m) => m.author?.name ?? null),
];
