// Material's Badge as the header draws it (issue 22): a count at the top right of an icon, hidden (shrunk) at
// none, '99+' above its maximum. The same markup, classes and styles as Badge's standard rectangular top-right
// badge, without its 2 KB gzipped of component code on every back-office page's first load.
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { type ReactNode, useEffect, useRef } from 'react';

type BadgeColour = 'primary' | 'error';

export function CountBadge({
  count,
  color,
  max = 99,
  children,
}: {
  /** undefined or 0: no badge */
  count: number | undefined;
  color: BadgeColour;
  max?: number;
  children: ReactNode;
}) {
  // while it shrinks away the badge keeps showing the count it had, as Badge does
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    previous.current = count;
  });
  const invisible = count == null || count === 0;
  const shown = invisible ? previous.current : count;
  const display = shown && shown > max ? `${max}+` : shown;
  return (
    <Box component="span" className="MuiBadge-root" sx={rootLook}>
      {children}
      <Box
        component="span"
        className={`MuiBadge-badge MuiBadge-standard MuiBadge-anchorOriginTopRight MuiBadge-anchorOriginTopRightRectangular MuiBadge-overlapRectangular MuiBadge-color${color === 'error' ? 'Error' : 'Primary'}${invisible ? ' MuiBadge-invisible' : ''}`}
        aria-hidden
        style={anchor}
        sx={(theme: Theme) => badgeLook(theme, color, invisible)}
      >
        {display}
      </Box>
    </Box>
  );
}

const rootLook = {
  position: 'relative',
  display: 'inline-flex',
  verticalAlign: 'middle',
  flexShrink: 0,
} as const;

const anchor = {
  '--Badge-translate': '50%, -50%',
  '--Badge-inset': '0 0 auto auto',
  '--Badge-origin': '100% 0%',
} as React.CSSProperties;

function badgeLook(theme: Theme, color: BadgeColour, invisible: boolean) {
  const { easing, duration } = theme.transitions;
  const reducedMotion = (theme as { motion?: { reducedMotion?: string } }).motion?.reducedMotion;
  const still =
    reducedMotion === 'always'
      ? { transition: 'none' }
      : reducedMotion === 'system'
        ? { '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }
        : {};
  return {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignContent: 'center',
    alignItems: 'center',
    position: 'absolute',
    boxSizing: 'border-box',
    fontFamily: theme.typography.fontFamily ?? 'inherit',
    fontWeight: theme.typography.fontWeightMedium ?? 500,
    fontSize: theme.typography.pxToRem(12),
    minWidth: '20px',
    lineHeight: 1,
    padding: '0 6px',
    height: '20px',
    borderRadius: '10px',
    zIndex: 1,
    '@media (forced-colors: active)': { border: '1px solid ButtonBorder' },
    transition: theme.transitions.create('transform', {
      easing: easing.easeInOut,
      duration: invisible ? duration.leavingScreen : duration.enteringScreen,
    }),
    ...still,
    backgroundColor: theme.palette[color].main,
    color: theme.palette[color].contrastText,
    inset: 'var(--Badge-inset)',
    transform: invisible
      ? 'scale(0) translate(var(--Badge-translate))'
      : 'scale(1) translate(var(--Badge-translate))',
    transformOrigin: 'var(--Badge-origin)',
  } as const;
}
