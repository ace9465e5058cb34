// The frame of a back-office detail page (issue 16 kit): a header with the title, its spec §4 status chip and
// the page's actions, then tabs whose panels the page gives. A tab with a field to correct is marked.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { StatusFamily } from '@sarment/domain/reference/statuses';
import type { ReactNode } from 'react';
import { StatusChip } from './status-chip.tsx';

export interface DetailTab<Id extends string = string> {
  id: Id;
  label: string;
  /** a field of this tab has a message: the tab shows it in the error colour */
  invalid?: boolean;
}

export function DetailPage<Id extends string>(props: {
  title: string;
  subtitle?: string | null;
  status?: { family: StatusFamily; status: string } | null;
  /** an area's own chip beside the title, for a status the spec §4 families do not hold */
  badge?: ReactNode;
  /** buttons and menus of the header (Enregistrer, Dupliquer...) */
  actions?: ReactNode;
  tabs: readonly DetailTab<Id>[];
  tab: Id;
  onTab: (tab: Id) => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }} data-testid="detail-page">
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap', rowGap: 1 }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 240px' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {props.title}
            </Typography>
            {props.status ? <StatusChip family={props.status.family} status={props.status.status} /> : null}
            {props.badge}
          </Box>
          {props.subtitle ? (
            <Typography variant="body2" color="text.secondary">
              {props.subtitle}
            </Typography>
          ) : null}
        </Box>
        {props.actions ? (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>{props.actions}</Box>
        ) : null}
      </Box>
      <Tabs
        value={props.tab}
        onChange={(_, next: Id) => props.onTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {props.tabs.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            label={tab.label}
            data-testid={`tab-${tab.id}`}
            data-invalid={tab.invalid ? 'true' : undefined}
            sx={tab.invalid ? { color: 'error.main', '&.Mui-selected': { color: 'error.main' } } : undefined}
          />
        ))}
      </Tabs>
      {props.children}
    </Box>
  );
}
