// A sidebar group's children (issue 22). Material's Collapse animates them open and shut, but brings its transition
// code (about 4 KB gzipped) to every back-office page's first load, though no group moves before it is pressed.
// Until then the group is drawn as Collapse draws its settled states, the same markup and look; its first toggle
// loads Collapse (hovering the group's button loads it ahead), mounted in the state shown, then moved.
import Box from '@mui/material/Box';
import type Collapse from '@mui/material/Collapse';
import { type ReactNode, useEffect, useState } from 'react';

type CollapseComponent = typeof Collapse;
let loaded: CollapseComponent | null = null;
export const loadCollapse = () =>
  import('@mui/material/Collapse').then((module) => {
    loaded = module.default;
    return loaded;
  });

export function LateCollapse({ open, children }: { open: boolean; children: ReactNode }) {
  const [Real, setReal] = useState<CollapseComponent | null>(() => loaded);
  const [shown, setShown] = useState(open);
  useEffect(() => {
    if (open === shown) return;
    if (Real) {
      setShown(open);
      return;
    }
    let live = true;
    loadCollapse().then((component) => {
      if (live) setReal(() => component);
    });
    return () => {
      live = false;
    };
  }, [open, shown, Real]);
  if (Real)
    return (
      <Real in={shown} timeout="auto">
        {children}
      </Real>
    );
  return (
    <Box
      className={`MuiCollapse-root MuiCollapse-vertical ${shown ? 'MuiCollapse-entered' : 'MuiCollapse-hidden'}`}
      style={{ minHeight: '0px' }}
      sx={
        shown
          ? { height: 'auto', overflow: 'visible' }
          : { height: 0, overflow: 'hidden', visibility: 'hidden' }
      }
    >
      <Box className="MuiCollapse-wrapper MuiCollapse-vertical" sx={{ display: 'flex', width: '100%' }}>
        <Box className="MuiCollapse-wrapperInner MuiCollapse-vertical" sx={{ width: '100%' }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
