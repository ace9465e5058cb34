import { describeStatus, type StatusFamily } from '@sarment/domain/reference/statuses';
import { SmallChip } from '../../lib/small-chip.tsx';

// spec §4 colours: dark text reads better than white on the grey, light blue, blue and orange; white on red.
const whiteTextOn = new Set(['#d0312d']);

/** A status with its spec §4 label and colour. Example: `<StatusChip family="product" status="paused" />`. */
export function StatusChip({ family, status }: { family: StatusFamily; status: string }) {
  const { label, color } = describeStatus(family, status);
  return (
    <SmallChip
      label={label}
      data-status={status}
      sx={{
        bgcolor: color,
        color: whiteTextOn.has(color) ? '#fff' : '#1d2433',
        fontWeight: 600,
      }}
    />
  );
}
