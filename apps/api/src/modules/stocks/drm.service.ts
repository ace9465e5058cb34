// GET /v1/drm (issue 20): the month's excise return of the shop's bonded warehouses, from the stock ledger.
// How each line is computed is written in docs (the DRM section of docs/ARCHITECTURE.md) and in the domain.
import { type ExciseRateTable, exciseRateTablesFromRows, selectExciseRates } from '@sarment/domain/pricing';
import { computeVolumeMl } from '@sarment/domain/pricing/eq75';
import { exciseCodes } from '@sarment/domain/reference/excise-codes';
import { parisDateOf, parisStartOfDay } from '@sarment/domain/reference/paris-time';
import {
  computeDrm,
  type DrmCategoryLine,
  type DrmMovement,
  type DrmVolume,
  drmEntryKinds,
  drmExitKinds,
  hectolitres,
} from '@sarment/domain/stocks/drm';
import {
  dutyCategoryOf,
  exciseCodeOf,
  saleLeavesUnderSuspension,
} from '@sarment/domain/stocks/drm-categories';
import { computeDrmDuties, type DrmDuties } from '@sarment/domain/stocks/drm-duties';
import type { ServiceContext } from '../../http/service-context.ts';
import { readExciseRateRows } from '../admin/excise-rates.repo.ts';
import { type BondedMovementRow, readBondedMovements, readTransferSides } from './drm.repo.ts';
import type { DrmLineAnswer } from './drm.schemas.ts';
import { nextMonthStart } from './drm-month.ts';

/** The rates in force on the month's first day, or null when the platform has none for it. */
export async function exciseRatesOfMonth(ctx: Pick<ServiceContext, 'tx'>, month: string) {
  const tables = exciseRateTablesFromRows(await readExciseRateRows(ctx.tx));
  try {
    return selectExciseRates(`${month}-01`, tables);
  } catch {
    return null;
  }
}

/** The delivery address an order froze in its snapshot (sales/order-snapshot.ts), if any. */
function deliveryAddressOf(
  snapshot: unknown,
): { country?: string | null; exciseNumber?: string | null } | null {
  const delivery = (snapshot as { delivery?: { address?: unknown } } | null)?.delivery;
  const address = delivery?.address;
  return address && typeof address === 'object'
    ? (address as { country?: string; exciseNumber?: string })
    : null;
}

function toDrmMovement(row: BondedMovementRow, bondedTransfers: ReadonlySet<string>): DrmMovement | null {
  const exciseCode = exciseCodeOf(
    (row.legal as { exciseCode?: string | null } | null)?.exciseCode,
    row.drinkType,
  );
  const unitVolumeMl = computeVolumeMl({ unity: row.unity, unityValue: row.unityValue });
  if (!exciseCode || !unitVolumeMl) return null;
  return {
    day: parisDateOf(row.occurredAt),
    exciseCode,
    dutyCategory: dutyCategoryOf(exciseCode),
    unitVolumeMl,
    abvPercent: row.advanced?.alcool?.value ?? null,
    quantity: row.delta,
    reason: row.reason,
    // a transfer out stays under suspension when its other side is a bonded warehouse too; a sale when it is
    // shipped abroad (export, or intra-EU to a business with an excise number)
    dutySuspended:
      row.reason === 'sale'
        ? saleLeavesUnderSuspension(deliveryAddressOf(row.orderSnapshot))
        : row.transferId !== null && bondedTransfers.has(row.id),
  };
}

/** The ledger movements of the shop's bonded warehouses up to the end of the month, as the DRM reads them. */
export async function bondedMovements(ctx: ServiceContext, month: string): Promise<DrmMovement[]> {
  const rows = await readBondedMovements(ctx, parisStartOfDay(nextMonthStart(month)));
  const transferIds = [
    ...new Set(rows.flatMap((r) => (r.reason === 'transferOut' && r.transferId ? [r.transferId] : []))),
  ];
  const sides = await readTransferSides(ctx, transferIds);
  const bondedTransfers = new Set(
    rows
      .filter((row) =>
        sides.some(
          (side) =>
            side.transferId === row.transferId && side.id !== row.id && side.taxStatus === 'suspended',
        ),
      )
      .map((row) => row.id),
  );
  return rows.flatMap((row) => toDrmMovement(row, bondedTransfers) ?? []);
}

const hl = (volume: DrmVolume) => Number(hectolitres(volume.ml));
const hlap = (volume: DrmVolume) => Number(hectolitres(volume.pureAlcoholMl));
const labelOf = (code: string) => exciseCodes.find((item) => item.id === code)?.label ?? code;

export function describeDrmLine(line: DrmCategoryLine, duties: DrmDuties | undefined): DrmLineAnswer {
  return {
    category: line.exciseCode,
    label: labelOf(line.exciseCode),
    opening: hl(line.opening),
    entries: hl(line.totalEntries),
    exits: hl(line.totalExits),
    closing: hl(line.closing),
    openingHlap: hlap(line.opening),
    entriesHlap: hlap(line.totalEntries),
    exitsHlap: hlap(line.totalExits),
    closingHlap: hlap(line.closing),
    entriesByKind: Object.fromEntries(
      drmEntryKinds.map((kind) => [kind, hl(line.entries[kind])]),
    ) as DrmLineAnswer['entriesByKind'],
    exitsByKind: Object.fromEntries(
      drmExitKinds.map((kind) => [kind, hl(line.exits[kind])]),
    ) as DrmLineAnswer['exitsByKind'],
    exciseCents: duties ? duties.exciseCents : line.dutyCategory ? 0 : null,
    socialSecurityLevyCents: duties ? duties.socialSecurityLevyCents : line.dutyCategory ? 0 : null,
  };
}

export async function readDrm(ctx: ServiceContext, month: string): Promise<DrmLineAnswer[]> {
  const movements = await bondedMovements(ctx, month);
  const rates: ExciseRateTable | null = await exciseRatesOfMonth(ctx, month);
  const duties = computeDrmDuties(month, movements, rates);
  return computeDrm(month, movements).map((line) =>
    describeDrmLine(
      line,
      duties.find((d) => d.exciseCode === line.exciseCode),
    ),
  );
}
