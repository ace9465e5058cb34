// Pieces of the frame that the first paint does not need load apart (issue 22): the menus' popups with their
// first opening, Material's tooltips once the page has hydrated (the server renders the bare buttons, which keep
// their aria-label, so the first render in the browser matches).
import type { TooltipProps } from '@mui/material/Tooltip';
import { lazy, Suspense, useEffect, useState } from 'react';

const loadPopups = () => import('./shell-popups.tsx');
/** Starts loading the menus' module (on pointer enter or focus of a menu button). */
export const preloadPopups = () => void loadPopups();

export const AccountMenuPopup = lazy(() => loadPopups().then((m) => ({ default: m.AccountMenuPopup })));
export const CreateMenuPopup = lazy(() => loadPopups().then((m) => ({ default: m.CreateMenuPopup })));
export const RailGroupPopup = lazy(() => loadPopups().then((m) => ({ default: m.RailGroupPopup })));

/** Renders a lazy popup from its first opening on (so it can animate its closing), inside its own Suspense. */
export function OnceOpened({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

type TooltipComponent = typeof import('@mui/material/Tooltip').default;
let loadedTooltip: TooltipComponent | null = null;

/**
 * Material's tooltip once the page has hydrated and its module has loaded; until then the bare child (the server
 * renders it so, and the buttons keep their aria-label). The child mounts again once, when the tooltip wraps it.
 */
export function LateTooltip({
  title,
  placement,
  children,
}: Pick<TooltipProps, 'title' | 'placement' | 'children'>) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | null>(loadedTooltip);
  useEffect(() => {
    if (Tooltip) return;
    let live = true;
    void import('@mui/material/Tooltip').then((module) => {
      loadedTooltip = module.default;
      if (live) setTooltip(() => module.default);
    });
    return () => {
      live = false;
    };
  }, [Tooltip]);
  if (!Tooltip) return children;
  return (
    <Tooltip title={title} placement={placement}>
      {children}
    </Tooltip>
  );
}
