// spec §2 sidebar: 180 px wide above 1280 px, a 56 px icon rail from 601 to 1280 px, hidden on mobile (the bottom
// bar's menu opens the full one in a drawer). Entries come from buildSidebar (domain route table).
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { SidebarGroup, SidebarNode } from '@sarment/domain/access';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useLogout } from '../auth/session.ts';
import { LateTooltip, OnceOpened, preloadPopups, RailGroupPopup } from './late.tsx';
import { LateCollapse, loadCollapse } from './late-collapse.tsx';
import { NavIcon } from './nav-icons.tsx';
import { activeMenuPath, pathOf, useShellLabel } from './use-shell-menus.ts';

function linkPaths(nodes: readonly SidebarNode[]): string[] {
  return nodes.flatMap((node) =>
    node.kind === 'link'
      ? [node.path]
      : node.kind === 'group'
        ? node.children.map((child) => child.path)
        : [],
  );
}

function useActivePath(nodes: readonly SidebarNode[]) {
  const { pathname } = useLocation();
  return useMemo(() => activeMenuPath(linkPaths(nodes), pathname), [nodes, pathname]);
}

const isExternal = (href: string) => /^https?:\/\//.test(href);

function FullGroup({
  group,
  active,
  onNavigate,
}: {
  group: SidebarGroup;
  active: string | null;
  onNavigate?: () => void;
}) {
  const label = useShellLabel();
  const containsActive = group.children.some((child) => pathOf(child.path) === active);
  const [open, setOpen] = useState(containsActive);
  return (
    <>
      <ListItemButton
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadCollapse()}
        aria-expanded={open}
        data-testid="sidebar-group"
        data-group-id={group.id}
      >
        <ListItemIcon sx={{ minWidth: 34 }}>
          <NavIcon id={group.id} fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={label(group.labelKey)}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
        />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <LateCollapse open={open}>
        <List component="div" disablePadding dense>
          {group.children.map((child) => (
            <ListItemButton
              key={child.path}
              component={RouterLink}
              to={child.path}
              onClick={onNavigate}
              selected={pathOf(child.path) === active}
              sx={{ pl: 6.25 }}
              data-testid="sidebar-link"
              data-route-id={child.routeId}
              data-group-id={group.id}
            >
              <ListItemText primary={label(child.labelKey)} slotProps={{ primary: { variant: 'body2' } }} />
            </ListItemButton>
          ))}
        </List>
      </LateCollapse>
    </>
  );
}

/** The full sidebar (labels and collapsible groups): desktop, and the mobile drawer. */
export function SidebarFull({
  nodes,
  mobile = false,
  onNavigate,
  header,
}: {
  nodes: readonly SidebarNode[];
  mobile?: boolean;
  onNavigate?: () => void;
  header?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const label = useShellLabel();
  const active = useActivePath(nodes);
  const logout = useLogout();
  return (
    <Box
      component="nav"
      aria-label={t('layout.mainMenu')}
      data-testid={mobile ? 'sidebar-drawer' : 'sidebar-full'}
    >
      {header}
      <List component="div" dense sx={{ py: 0.5 }}>
        {nodes.map((node) => {
          if (node.kind === 'group')
            return <FullGroup key={node.id} group={node} active={active} onNavigate={onNavigate} />;
          if (node.kind === 'action') {
            if (!mobile) return null;
            return (
              <ListItemButton key={node.id} onClick={logout} data-testid="sidebar-logout">
                <ListItemIcon sx={{ minWidth: 34 }}>
                  <NavIcon id="logout" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={label(node.labelKey)} slotProps={{ primary: { variant: 'body2' } }} />
              </ListItemButton>
            );
          }
          const href = node.kind === 'link' ? node.path : node.href;
          const external = node.kind === 'external' && isExternal(href);
          const linkProps = external
            ? { component: 'a' as const, href, target: '_blank', rel: 'noopener noreferrer' }
            : { component: RouterLink, to: href };
          return (
            <ListItemButton
              key={node.id}
              {...linkProps}
              onClick={onNavigate}
              selected={node.kind === 'link' && pathOf(node.path) === active}
              data-testid="sidebar-link"
              data-route-id={node.kind === 'link' ? node.routeId : node.id}
            >
              <ListItemIcon sx={{ minWidth: 34 }}>
                <NavIcon id={node.kind === 'link' ? node.routeId : node.id} fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={label(node.labelKey)} slotProps={{ primary: { variant: 'body2' } }} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );
}

function RailGroup({ group, active }: { group: SidebarGroup; active: string | null }) {
  const label = useShellLabel();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const containsActive = group.children.some((child) => pathOf(child.path) === active);
  return (
    <>
      <LateTooltip title={label(group.labelKey)} placement="right">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          color={containsActive ? 'primary' : 'default'}
          aria-label={label(group.labelKey)}
          aria-haspopup="menu"
          onPointerEnter={preloadPopups}
          onFocus={preloadPopups}
        >
          <NavIcon id={group.id} />
        </IconButton>
      </LateTooltip>
      <OnceOpened open={anchor !== null}>
        <RailGroupPopup anchor={anchor} onClose={() => setAnchor(null)} group={group} active={active} />
      </OnceOpened>
    </>
  );
}

/** The 56 px icon rail of tablets (601 to 1280 px). */
export function SidebarRail({ nodes, header }: { nodes: readonly SidebarNode[]; header?: React.ReactNode }) {
  const { t } = useTranslation();
  const label = useShellLabel();
  const active = useActivePath(nodes);
  return (
    <Box
      component="nav"
      aria-label={t('layout.mainMenu')}
      data-testid="sidebar-rail"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5, py: 1 }}
    >
      {header}
      {nodes.map((node) => {
        if (node.kind === 'group') return <RailGroup key={node.id} group={node} active={active} />;
        if (node.kind === 'action') return null;
        const href = node.kind === 'link' ? node.path : node.href;
        const id = node.kind === 'link' ? node.routeId : node.id;
        const linkProps = isExternal(href)
          ? { component: 'a' as const, href, target: '_blank', rel: 'noopener noreferrer' }
          : { component: RouterLink, to: href };
        return (
          <LateTooltip key={node.id} title={label(node.labelKey)} placement="right">
            <IconButton
              {...linkProps}
              aria-label={label(node.labelKey)}
              color={node.kind === 'link' && pathOf(node.path) === active ? 'primary' : 'default'}
            >
              <NavIcon id={id} />
            </IconButton>
          </LateTooltip>
        );
      })}
    </Box>
  );
}
