import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import {
  ColumnsPanelTrigger,
  FilterPanelTrigger,
  gridFilterableColumnDefinitionsSelector,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  useGridApiContext,
  useGridSelector,
} from '@mui/x-data-grid';

/**
 * The table's toolbar: a search box that is always open and labelled (the grid's own one starts
 * collapsed behind an icon), then the filter and column panels as labelled buttons; no filter button
 * when no column can be filtered (a list whose filters are above the table).
 */
export function DataTableToolbar() {
  const { t } = useTranslation('components');
  const apiRef = useGridApiContext();
  const canFilter = useGridSelector(apiRef, gridFilterableColumnDefinitionsSelector).length > 0;
  return (
    <Toolbar
      render={(props) => (
        <div
          {...props}
          style={{ ...props.style, flexWrap: 'wrap', height: 'auto', minHeight: 52, gap: 8, paddingTop: 16, paddingBottom: 8 }}
        />
      )}
    >
      <QuickFilter expanded style={{ flex: '1 1 220px', display: 'flex' }}>
        <QuickFilterControl
          render={({ ref, ...control }) => (
            <TextField
              {...control}
              // The grid gives the input its own id; the label must point at that one.
              id={control.slotProps?.htmlInput?.id}
              inputRef={ref}
              label={t('table.search')}
              size="small"
              fullWidth
              slotProps={{
                ...control.slotProps,
                input: {
                  ...control.slotProps?.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: control.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear
                        render={<IconButton size="small" edge="end" aria-label={t('table.clearSearch')} />}
                      >
                        <ClearIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
      {canFilter ? (
        <FilterPanelTrigger render={<Button size="small" startIcon={<FilterListIcon />} />}>
          {t('table.filters')}
        </FilterPanelTrigger>
      ) : null}
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnIcon />} />}>
        {t('table.columns')}
      </ColumnsPanelTrigger>
    </Toolbar>
  );
}
