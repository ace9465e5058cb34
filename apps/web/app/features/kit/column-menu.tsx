// The list's column chooser menu (issue 22): loaded when the chooser is first opened, or hovered or focused.
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ColumnVisibility } from './column-visibility.ts';
import type { ListColumn } from './list-definition.ts';

export default function ColumnMenu<Row extends { id: string }>({
  anchor,
  columns,
  visibility,
  onChange,
  onClose,
}: {
  anchor: HTMLElement | null;
  columns: ListColumn<Row>[];
  visibility: ColumnVisibility;
  onChange: (next: ColumnVisibility) => void;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={!!anchor} onClose={onClose}>
      {columns
        .filter((column) => column.hideable !== false)
        .map((column) => (
          <MenuItem
            key={column.field}
            onClick={() => onChange({ ...visibility, [column.field]: visibility[column.field] === false })}
          >
            <Checkbox size="small" checked={visibility[column.field] !== false} />
            <ListItemText primary={column.headerName} />
          </MenuItem>
        ))}
    </Menu>
  );
}
