// spec §4 Maintenance: a banner mode (planned date and end time shown ahead) and a page mode that blocks the
// app while the maintenance runs.

export interface PlannedMaintenance {
  id: string;
  banner: boolean;
  page: boolean;
  startDate: Date;
  endDate: Date;
  message: string | null;
  image: string | null;
}

export interface MaintenanceState {
  banner: boolean;
  page: boolean;
  startDate: string | null;
  endDate: string | null;
  message: string | null;
  /** full-screen background image of the page mode; null: the web app's own */
  image: string | null;
}

export const noMaintenance: MaintenanceState = {
  banner: false,
  page: false,
  startDate: null,
  endDate: null,
  message: null,
  image: null,
};

const stateOf = (row: PlannedMaintenance, mode: 'banner' | 'page'): MaintenanceState => ({
  banner: mode === 'banner',
  page: mode === 'page',
  startDate: row.startDate.toISOString(),
  endDate: row.endDate.toISOString(),
  message: row.message,
  image: row.image,
});

/**
 * What the web app shows now: the page of a running page-mode maintenance wins; otherwise the banner of the
 * first maintenance (by start) whose banner is on and that has not ended, announced ahead of its start. A
 * maintenance with both modes shows its banner until it starts, then its page until it ends.
 */
export function maintenanceStateAt(rows: readonly PlannedMaintenance[], now: Date): MaintenanceState {
  const live = rows
    .filter((row) => row.endDate > now)
    .sort((a, b) => a.startDate.getTime() - b.startDate.getTime());
  const running = live.find((row) => row.page && row.startDate <= now);
  if (running) return stateOf(running, 'page');
  const announced = live.find((row) => row.banner);
  return announced ? stateOf(announced, 'banner') : noMaintenance;
}
