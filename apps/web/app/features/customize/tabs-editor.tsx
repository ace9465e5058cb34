// Pages of the public shop (spec §3 Tab): add, rename, reorder, hide, sub-pages (one level, as the header shows).
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface EditorTab {
  id: string;
  parentId: string | null;
  name: string;
  position: number;
  hidden: boolean;
  contentHtml: string;
}

let counter = 0;
export const newTab = (parentId: string | null, position: number, name: string): EditorTab => ({
  id: `new-${Date.now()}-${counter++}`,
  parentId,
  name,
  position,
  hidden: false,
  contentHtml: '',
});

/** Moves a page up or down among its siblings and renumbers them. */
export function moveTab(tabs: EditorTab[], id: string, step: -1 | 1): EditorTab[] {
  const tab = tabs.find((t) => t.id === id);
  if (!tab) return tabs;
  const siblings = tabs.filter((t) => t.parentId === tab.parentId).sort((a, b) => a.position - b.position);
  const from = siblings.findIndex((t) => t.id === id);
  const to = from + step;
  if (to < 0 || to >= siblings.length) return tabs;
  [siblings[from], siblings[to]] = [siblings[to] as EditorTab, siblings[from] as EditorTab];
  const order = new Map(siblings.map((t, index) => [t.id, index]));
  return tabs.map((t) => (order.has(t.id) ? { ...t, position: order.get(t.id) as number } : t));
}

export function TabsEditor(props: {
  tabs: EditorTab[];
  selected: string | null;
  onSelect: (id: string) => void;
  onChange: (tabs: EditorTab[]) => void;
}) {
  const { t } = useTranslation();
  const { tabs } = props;
  const patch = (id: string, change: Partial<EditorTab>) =>
    props.onChange(tabs.map((tab) => (tab.id === id ? { ...tab, ...change } : tab)));
  const remove = (id: string) => props.onChange(tabs.filter((tab) => tab.id !== id && tab.parentId !== id));
  const add = (parentId: string | null) => {
    const tab = newTab(
      parentId,
      tabs.filter((x) => x.parentId === parentId).length,
      t('customize.tabs.newName'),
    );
    props.onChange([...tabs, tab]);
    props.onSelect(tab.id);
  };
  const row = (tab: EditorTab, depth: number) => (
    <Box
      key={tab.id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pl: depth * 3,
        py: 0.5,
        bgcolor: props.selected === tab.id ? 'action.selected' : undefined,
        borderRadius: 1,
      }}
    >
      <TextField
        size="small"
        value={tab.name}
        onFocus={() => props.onSelect(tab.id)}
        onChange={(e) => patch(tab.id, { name: e.target.value })}
        slotProps={{ htmlInput: { 'aria-label': t('customize.tabs.name'), 'data-testid': 'tab-name' } }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <IconButton
        size="small"
        aria-label={t('customize.tabs.up')}
        onClick={() => props.onChange(moveTab(tabs, tab.id, -1))}
      >
        <ArrowUpwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('customize.tabs.down')}
        onClick={() => props.onChange(moveTab(tabs, tab.id, 1))}
      >
        <ArrowDownwardIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('customize.tabs.hide')}
        onClick={() => patch(tab.id, { hidden: !tab.hidden })}
      >
        {tab.hidden ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
      </IconButton>
      <IconButton size="small" aria-label={t('settings.remove')} onClick={() => remove(tab.id)}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
  const sorted = (parentId: string | null) =>
    tabs.filter((x) => x.parentId === parentId).sort((a, b) => a.position - b.position);
  return (
    <Box>
      {sorted(null).map((tab) => (
        <Box key={tab.id}>
          {row(tab, 0)}
          {sorted(tab.id).map((child) => row(child, 1))}
          <Button size="small" sx={{ ml: 3 }} onClick={() => add(tab.id)}>
            {t('customize.tabs.addChild')}
          </Button>
        </Box>
      ))}
      <Button variant="outlined" size="small" data-testid="add-tab" onClick={() => add(null)}>
        {t('customize.tabs.add')}
      </Button>
    </Box>
  );
}
