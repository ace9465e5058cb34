import { describe, expect, it } from 'vitest';
import { maintenanceStateAt, noMaintenance, type PlannedMaintenance } from './maintenance-state.ts';

const at = (iso: string) => new Date(iso);
const planned = (overrides: Partial<PlannedMaintenance> = {}): PlannedMaintenance => ({
  id: 'mnt_1',
  banner: true,
  page: true,
  startDate: at('2026-06-10T20:00:00Z'),
  endDate: at('2026-06-10T22:00:00Z'),
  message: null,
  image: null,
  ...overrides,
});

describe('maintenanceStateAt (spec §4 Maintenance)', () => {
  it('shows nothing without a maintenance', () => {
    expect(maintenanceStateAt([], at('2026-06-10T12:00:00Z'))).toEqual(noMaintenance);
  });

  it('announces a planned maintenance with its banner before it starts', () => {
    const state = maintenanceStateAt([planned()], at('2026-06-10T12:00:00Z'));
    expect(state).toMatchObject({
      banner: true,
      page: false,
      startDate: '2026-06-10T20:00:00.000Z',
      endDate: '2026-06-10T22:00:00.000Z',
    });
  });

  it('blocks the app with the page while a page-mode maintenance runs', () => {
    const state = maintenanceStateAt([planned()], at('2026-06-10T20:00:00Z'));
    expect(state).toMatchObject({ banner: false, page: true, endDate: '2026-06-10T22:00:00.000Z' });
  });

  it('keeps the banner during a banner-only maintenance', () => {
    const state = maintenanceStateAt([planned({ page: false })], at('2026-06-10T21:00:00Z'));
    expect(state).toMatchObject({ banner: true, page: false });
  });

  it('shows nothing once the maintenance has ended', () => {
    expect(maintenanceStateAt([planned()], at('2026-06-10T22:00:00Z'))).toEqual(noMaintenance);
  });

  it('shows nothing ahead of a page-only maintenance (it has no banner)', () => {
    expect(maintenanceStateAt([planned({ banner: false })], at('2026-06-10T12:00:00Z'))).toEqual(
      noMaintenance,
    );
  });

  it('a running page wins over the banner of a later maintenance', () => {
    const later = planned({
      id: 'mnt_2',
      page: false,
      startDate: at('2026-06-11T20:00:00Z'),
      endDate: at('2026-06-11T21:00:00Z'),
    });
    const state = maintenanceStateAt([later, planned()], at('2026-06-10T21:00:00Z'));
    expect(state).toMatchObject({ page: true, endDate: '2026-06-10T22:00:00.000Z' });
  });

  it('announces the earliest of several planned maintenances', () => {
    const later = planned({
      id: 'mnt_2',
      startDate: at('2026-07-01T20:00:00Z'),
      endDate: at('2026-07-01T21:00:00Z'),
    });
    expect(maintenanceStateAt([later, planned()], at('2026-06-01T00:00:00Z')).startDate).toBe(
      '2026-06-10T20:00:00.000Z',
    );
  });
});
