// The desktop grid of a back-office list (see list-page.tsx): MUI's data grid in server mode (the API pages,
// sorts and filters), loaded apart from the page since phones and the server never show it.
import Paper from '@mui/material/Paper';
import {
  DataGrid,
  type GridPaginationModel,
  type GridRowSelectionModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { useNavigate } from 'react-router';
import type { ColumnVisibility } from './column-visibility.ts';
import type { ListColumn, ListDefinition } from './list-definition.ts';
import { type ListState, pageSizeOptions } from './list-state.ts';
import type { ListData } from './load-list.ts';

const gridLocale = frFR.components.MuiDataGrid.defaultProps.localeText;

export function ListGrid<Row extends { id: string }>({
  definition,
  data,
  loading,
  columns,
  onColumnsChange,
  onView,
  selection,
  onSelect,
}: {
  definition: ListDefinition<Row>;
  data: ListData<Row>;
  loading: boolean;
  columns: ColumnVisibility;
  onColumnsChange: (next: ColumnVisibility) => void;
  onView: (change: Partial<ListState>) => void;
  selection: GridRowSelectionModel;
  onSelect: (model: GridRowSelectionModel) => void;
}) {
  const navigate = useNavigate();
  const { state } = data;
  const sortFieldOf = (column: ListColumn<Row>) => column.sortBy ?? column.field;
  const gridColumns = definition.columns.map((column) => ({
    ...column,
    sortable: definition.rules.sortFields.includes(sortFieldOf(column)),
  }));
  const sortModel: GridSortModel = state.sort
    ? definition.columns
        .filter((column) => sortFieldOf(column) === state.sort?.field)
        .slice(0, 1)
        .map((column) => ({ field: column.field, sort: state.sort?.direction ?? 'asc' }))
    : [];
  const canSelect = (definition.bulkActions ?? []).length > 0;

  return (
    <Paper variant="outlined" sx={{ width: '100%' }}>
      <DataGrid<Row>
        rows={data.rows}
        columns={gridColumns}
        localeText={gridLocale}
        autoHeight
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        rowCount={data.total}
        pageSizeOptions={[...pageSizeOptions]}
        paginationModel={{ page: state.page - 1, pageSize: state.pageSize }}
        onPaginationModelChange={(model: GridPaginationModel) =>
          onView(model.pageSize !== state.pageSize ? { pageSize: model.pageSize } : { page: model.page + 1 })
        }
        sortModel={sortModel}
        onSortModelChange={(model: GridSortModel) => {
          const first = model[0];
          const column = first && definition.columns.find((c) => c.field === first.field);
          onView({
            sort: column && first.sort ? { field: sortFieldOf(column), direction: first.sort } : null,
          });
        }}
        columnVisibilityModel={columns}
        onColumnVisibilityModelChange={(model) => onColumnsChange({ ...columns, ...model })}
        checkboxSelection={canSelect}
        disableRowSelectionOnClick
        rowSelectionModel={selection}
        onRowSelectionModelChange={onSelect}
        onRowClick={
          definition.rowLink
            ? (params) => navigate((definition.rowLink as (row: Row) => string)(params.row))
            : undefined
        }
        getRowHeight={() => 'auto'}
        sx={{
          border: 0,
          '& .MuiDataGrid-row': { cursor: definition.rowLink ? 'pointer' : 'default' },
          '& .MuiDataGrid-cell': { py: 1, display: 'flex', alignItems: 'center' },
        }}
      />
    </Paper>
  );
}
