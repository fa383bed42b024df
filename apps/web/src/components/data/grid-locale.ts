import type { TFunction } from 'i18next';
import { numberFormat } from '@voyage/domain';
import type { GridLocaleText } from '@mui/x-data-grid';
import { elGR, enUS } from '@mui/x-data-grid/locales';

const BASE = {
  el: elGR.components.MuiDataGrid.defaultProps.localeText,
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
} as const;

/**
 * MUI X's own texts for the language, with ours on top where its Greek is missing (pagination
 * range, column management) or where our wording differs (empty tables).
 */
export function gridLocaleText(locale: 'el' | 'en', t: TFunction<'components'>): Partial<GridLocaleText> {
  const number = numberFormat(locale === 'el' ? 'el-GR' : 'en-IE');
  return {
    ...BASE[locale],
    noRowsLabel: t('empty.rows'),
    noResultsOverlayLabel: t('empty.results'),
    paginationRowsPerPage: t('grid.rowsPerPage'),
    paginationDisplayedRows: ({ from, to, count, estimated }) =>
      count === -1
        ? t('grid.displayedRowsMore', {
            from: number.format(from),
            to: number.format(to),
            count: number.format(estimated ?? to),
          })
        : t('grid.displayedRows', { from: number.format(from), to: number.format(to), count: number.format(count) }),
    columnMenuAriaLabel: (column) => t('grid.columnMenu', { column }),
    columnsManagementSearchTitle: t('table.search'),
    columnsManagementNoColumns: t('grid.noColumns'),
    columnsManagementShowHideAllText: t('grid.showHideAll'),
    columnsManagementReset: t('grid.reset'),
    columnsManagementDeleteIconLabel: t('table.clearSearch'),
    filterOperatorDoesNotContain: t('grid.doesNotContain'),
    filterOperatorDoesNotEqual: t('grid.doesNotEqual'),
  };
}
