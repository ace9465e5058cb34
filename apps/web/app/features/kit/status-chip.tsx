import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { describeStatus, type StatusFamily } from '@sarment/domain/reference/statuses';

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

// Material's small filled Chip with a text label, as it draws it (issue 22): the same markup, classes and styles,
// without Chip's component code (its clickable, deletable, avatar and icon variants, about 2.6 KB gzipped on a
// back-office page's first load) for a status that is only read.
export function SmallChip({
  label,
  sx,
  ...rest
}: {
  label: string;
  sx?: SxProps<Theme>;
  'data-status'?: string;
  'data-testid'?: string;
}) {
  return (
    <Box
      className="MuiChip-root MuiChip-filled MuiChip-sizeSmall MuiChip-colorDefault MuiChip-filledDefault"
      sx={[chipLook, ...(Array.isArray(sx) ? sx : [sx])]}
      {...rest}
    >
      <Box component="span" className="MuiChip-label MuiChip-labelSmall" sx={labelLook}>
        {label}
      </Box>
    </Box>
  );
}

function chipLook(theme: Theme) {
  const reducedMotion = (theme as { motion?: { reducedMotion?: string } }).motion?.reducedMotion;
  const still =
    reducedMotion === 'always'
      ? { transition: 'none' }
      : reducedMotion === 'system'
        ? { '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }
        : {};
  return {
    maxWidth: '100%',
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 24,
    lineHeight: 1.5,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.action.selected,
    borderRadius: '16px',
    whiteSpace: 'nowrap',
    transition: theme.transitions.create(['background-color', 'box-shadow']),
    ...still,
    cursor: 'unset',
    outline: 0,
    textDecoration: 'none',
    border: '0',
    padding: 0,
    verticalAlign: 'middle',
    boxSizing: 'border-box',
  } as const;
}

const labelLook = {
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  paddingLeft: '8px',
  paddingRight: '8px',
  whiteSpace: 'nowrap',
} as const;
