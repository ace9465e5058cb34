// The monthly excise return (DRM, déclaration récapitulative mensuelle, filed on douane.gouv.fr CIEL) prepared
// from the stock ledger: per excise product code, the stock under duty suspension at the start of the month,
// what came in, what went out (by kind), and the stock at the end, in hl and in hl of pure alcohol (hl AP).
// Every figure is exact (rational millilitres); it is rounded to 4 decimals of a hectolitre only when shown.
import type { Ratio } from '../money/index.ts';
import {
  addRatios,
  multiplyRatios,
  parseDecimal,
  ratio,
  roundRatioHalfUp,
  subtractRatios,
  zeroRatio,
} from '../money/index.ts';
import type { ExciseCategory } from '../pricing/excise.ts';
import type { StockMovementReason } from './reasons.ts';

/** DRM entry columns: production (bottling, harvest), purchases, returns, transfers in, other (count surplus). */
export const drmEntryKinds = ['production', 'purchase', 'return', 'transferIn', 'other'] as const;
export type DrmEntryKind = (typeof drmEntryKinds)[number];
/**
 * DRM exit columns: released for consumption duty-paid (sales, transfers to a duty-paid warehouse), leaving under
 * suspension (to another bonded warehouse, export, intra-EU B2B), samples and tastings, breakage and losses,
 * other (count shortfall).
 */
export const drmExitKinds = ['dutyPaid', 'suspended', 'sample', 'loss', 'other'] as const;
export type DrmExitKind = (typeof drmExitKinds)[number];

/** Exits on which duties become due: a release for consumption (samples and tastings are consumed too). */
export const taxableExitKinds: readonly DrmExitKind[] = ['dutyPaid', 'sample'];

/** One ledger movement of a bonded (duty-suspended) warehouse, as the DRM reads it. */
export interface DrmMovement {
  /** The day it happened, in Paris time (YYYY-MM-DD). */
  day: string;
  /** spec §3 excise code (W200, W300, I000, S200...). */
  exciseCode: string;
  /** The duty category its rates come from, or null when no rate applies (beer, unknown). */
  dutyCategory: ExciseCategory | null;
  /** Volume of one unit, in millilitres (format unityValue in its unity). */
  unitVolumeMl: Ratio;
  /** Alcohol by volume of the vintage, in % vol; null when unknown (counts no pure alcohol). */
  abvPercent: string | number | null;
  /** Signed units: + in, − out. */
  quantity: number;
  reason: StockMovementReason;
  /** For an exit: it leaves under duty suspension (bonded warehouse, export, intra-EU B2B). */
  dutySuspended: boolean;
}

export type DrmColumn = { side: 'entry'; kind: DrmEntryKind } | { side: 'exit'; kind: DrmExitKind };

/** Which DRM column a movement fills. */
export function drmColumnOf(movement: Pick<DrmMovement, 'quantity' | 'reason' | 'dutySuspended'>): DrmColumn {
  if (movement.quantity > 0) {
    switch (movement.reason) {
      case 'production':
      case 'purchase':
      case 'transferIn':
        return { side: 'entry', kind: movement.reason };
      case 'return':
      case 'cancellation':
        return { side: 'entry', kind: 'return' };
      default:
        return { side: 'entry', kind: 'other' };
    }
  }
  switch (movement.reason) {
    case 'sale':
    case 'transferOut':
      return { side: 'exit', kind: movement.dutySuspended ? 'suspended' : 'dutyPaid' };
    case 'sample':
    case 'tasting':
      return { side: 'exit', kind: 'sample' };
    case 'breakage':
    case 'loss':
      return { side: 'exit', kind: 'loss' };
    default:
      return { side: 'exit', kind: 'other' };
  }
}

/** A quantity in exact millilitres of volume and of pure alcohol. */
export interface DrmVolume {
  ml: Ratio;
  pureAlcoholMl: Ratio;
}

const noVolume: DrmVolume = { ml: zeroRatio, pureAlcoholMl: zeroRatio };

export function addVolumes(a: DrmVolume, b: DrmVolume): DrmVolume {
  return { ml: addRatios(a.ml, b.ml), pureAlcoholMl: addRatios(a.pureAlcoholMl, b.pureAlcoholMl) };
}

function subtractVolumes(a: DrmVolume, b: DrmVolume): DrmVolume {
  return {
    ml: subtractRatios(a.ml, b.ml),
    pureAlcoholMl: subtractRatios(a.pureAlcoholMl, b.pureAlcoholMl),
  };
}

/** Volume moved, unsigned: units × unit volume, pure alcohol = volume × % vol / 100. */
export function volumeOf(movement: Pick<DrmMovement, 'unitVolumeMl' | 'abvPercent' | 'quantity'>): DrmVolume {
  const ml = multiplyRatios(movement.unitVolumeMl, ratio(Math.abs(movement.quantity)));
  const abv = movement.abvPercent === null ? zeroRatio : parseDecimal(movement.abvPercent);
  return { ml, pureAlcoholMl: multiplyRatios(ml, multiplyRatios(abv, ratio(1, 100))) };
}

export interface DrmCategoryLine {
  exciseCode: string;
  dutyCategory: ExciseCategory | null;
  opening: DrmVolume;
  entries: Record<DrmEntryKind, DrmVolume>;
  exits: Record<DrmExitKind, DrmVolume>;
  totalEntries: DrmVolume;
  totalExits: DrmVolume;
  closing: DrmVolume;
}

const emptyColumns = <K extends string>(kinds: readonly K[]) =>
  Object.fromEntries(kinds.map((kind) => [kind, noVolume])) as Record<K, DrmVolume>;

function newLine(movement: DrmMovement): DrmCategoryLine {
  return {
    exciseCode: movement.exciseCode,
    dutyCategory: movement.dutyCategory,
    opening: noVolume,
    entries: emptyColumns(drmEntryKinds),
    exits: emptyColumns(drmExitKinds),
    totalEntries: noVolume,
    totalExits: noVolume,
    closing: noVolume,
  };
}

/** 'YYYY-MM' of a valid month, or null. */
export function parseDrmMonth(value: string): { year: number; month: number } | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

/**
 * The DRM of a month from the movements of its bonded warehouses (any order, any dates): opening = the sum of
 * every movement before the month, entries and exits = the movements of the month by column, closing = opening
 * + entries − exits. Lines are per excise code, sorted by code; a code with nothing before or in the month is
 * left out.
 */
export function computeDrm(month: string, movements: readonly DrmMovement[]): DrmCategoryLine[] {
  const lines = new Map<string, DrmCategoryLine>();
  const first = `${month}-01`;
  for (const movement of movements) {
    const inMonth = movement.day.startsWith(month);
    if (!inMonth && movement.day >= first) continue;
    let line = lines.get(movement.exciseCode);
    if (!line) {
      line = newLine(movement);
      lines.set(movement.exciseCode, line);
    }
    const volume = volumeOf(movement);
    if (!inMonth) {
      line.opening =
        movement.quantity > 0 ? addVolumes(line.opening, volume) : subtractVolumes(line.opening, volume);
      continue;
    }
    const column = drmColumnOf(movement);
    if (column.side === 'entry') {
      line.entries[column.kind] = addVolumes(line.entries[column.kind], volume);
      line.totalEntries = addVolumes(line.totalEntries, volume);
    } else {
      line.exits[column.kind] = addVolumes(line.exits[column.kind], volume);
      line.totalExits = addVolumes(line.totalExits, volume);
    }
  }
  for (const line of lines.values())
    line.closing = subtractVolumes(addVolumes(line.opening, line.totalEntries), line.totalExits);
  return [...lines.values()].sort((a, b) => a.exciseCode.localeCompare(b.exciseCode));
}

const millilitresPerHectolitre = 100_000;

/** Hectolitres to 4 decimals, half away from zero, as an exact decimal string ("0.4500"). */
export function hectolitres(ml: Ratio): string {
  const tenThousandths = roundRatioHalfUp(multiplyRatios(ml, ratio(10_000, millilitresPerHectolitre)));
  const sign = tenThousandths < 0 ? '-' : '';
  const digits = String(Math.abs(tenThousandths)).padStart(5, '0');
  return `${sign}${digits.slice(0, -4)}.${digits.slice(-4)}`;
}
