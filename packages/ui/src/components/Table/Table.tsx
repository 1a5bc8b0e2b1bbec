import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import {
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { TableFrame, stickyColumnClass } from './TableFrame';
import { useControllableState } from '../../utils/useControllableState';
import { cx } from '../../utils/cx';
import * as styles from './Table.css';

export const tableAligns = ['start', 'center', 'end'] as const;
export const tableSortDirections = ['ascending', 'descending'] as const;

export type TableSortDirection = (typeof tableSortDirections)[number];
export type TableSortValue = string | number | Date | null | undefined;

export interface TableSort {
  /** Key of the sorted column. */
  key: string;
  /** Direction of the sort. */
  direction: TableSortDirection;
}

export interface TableColumn<Row> {
  /** Unique key of the column; also the row property shown and sorted when cell/sortValue are absent. */
  key: string;
  /** Header text. */
  header: string;
  /** Renders the cell of a row. @defaultValue the row's `key` property as text */
  cell?: (row: Row, index: number) => ReactNode;
  /** Lets the user sort by this column. @defaultValue false */
  sortable?: boolean;
  /** Value sorted on. @defaultValue the row's `key` property */
  sortValue?: (row: Row) => TableSortValue;
  /** Alignment of header and cells; 'end' for numbers. @defaultValue 'start' */
  align?: (typeof tableAligns)[number];
  /** CSS width of the column, e.g. '30%'. */
  width?: CSSProperties['width'];
  /** Its cells name their row (th scope="row"); the first column when none is marked. */
  rowHeader?: boolean;
}

export interface TableProps<Row> {
  /** Columns, in order. */
  columns: readonly TableColumn<Row>[];
  /** Rows to show. */
  rows: readonly Row[];
  /** Stable key of a row. */
  getRowKey: (row: Row) => string;
  /** Title of the table; it also names the scroll area. */
  caption: ReactNode;
  /** Keeps the caption for screen readers only. @defaultValue false */
  captionHidden?: boolean;
  /** Current sort (controlled); null for none. */
  sort?: TableSort | null;
  /** First sort (uncontrolled). */
  defaultSort?: TableSort;
  /** Called with the sort the user asks for. */
  onSortChange?: (sort: TableSort) => void;
  /** Rows come already sorted (e.g. by the server): the table only reports the sort. @defaultValue false */
  manualSort?: boolean;
  /** Shows skeleton rows instead of the rows. @defaultValue false */
  loading?: boolean;
  /** Number of skeleton rows while loading. @defaultValue 5 */
  loadingRows?: number;
  /** Shown when there are no rows. @defaultValue an EmptyState saying there is no data */
  emptyState?: ReactNode;
  /** Makes rows clickable; the row header becomes a button for keyboard users. */
  onRowClick?: (row: Row) => void;
  /** Adds a checkbox per row and one for all rows. @defaultValue false */
  selectable?: boolean;
  /** Keys of the selected rows (controlled). */
  selectedKeys?: readonly string[];
  /** Keys selected first (uncontrolled). @defaultValue [] */
  defaultSelectedKeys?: readonly string[];
  /** Called with the new selection. */
  onSelectionChange?: (keys: string[]) => void;
  /** Names a row for its checkbox ("Sélectionner {label}"). @defaultValue the row key */
  getRowLabel?: (row: Row) => string;
  /** Extra class on the root. */
  className?: string;
}

function readKey(row: unknown, key: string): unknown {
  return row !== null && typeof row === 'object'
    ? (row as Record<string, unknown>)[key]
    : undefined;
}

function toComparable(value: unknown): string | number | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  if (value instanceof Date) {
    return value.getTime();
  }
  if (typeof value === 'number') {
    return Number.isNaN(value) ? null : value;
  }
  return String(value);
}

/** Sorts a copy of the rows; empty values always go last. */
function sortRows<Row>(
  rows: readonly Row[],
  column: TableColumn<Row>,
  direction: TableSortDirection,
  collator: Intl.Collator,
): Row[] {
  const value = (row: Row) =>
    toComparable(column.sortValue ? column.sortValue(row) : readKey(row, column.key));
  const sign = direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = value(a);
    const right = value(b);
    if (left === null || right === null) {
      return left === right ? 0 : left === null ? 1 : -1;
    }
    if (typeof left === 'number' && typeof right === 'number') {
      return (left - right) * sign;
    }
    return collator.compare(String(left), String(right)) * sign;
  });
}

/** Whether a click inside a row landed on a control of its own. */
function isOwnControl(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  const control = target.closest('a, button, input, select, textarea, label, summary');
  return control !== null && !control.hasAttribute('data-row-action');
}

/**
 * A data table: caption, sortable columns (buttons in the headers, aria-sort), empty and loading
 * states, optional clickable or selectable rows. It scrolls sideways in a named, focusable area when
 * it is wider than its container.
 */
export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  captionHidden = false,
  sort: sortProp,
  defaultSort,
  onSortChange,
  manualSort = false,
  loading = false,
  loadingRows = 5,
  emptyState,
  onRowClick,
  selectable = false,
  selectedKeys: selectedProp,
  defaultSelectedKeys = [],
  onSelectionChange,
  getRowLabel,
  className,
}: TableProps<Row>) {
  const intl = useIntl();
  const descriptionId = useId();
  const [sort, setSort] = useControllableState<TableSort | null>({
    prop: sortProp,
    defaultProp: defaultSort ?? null,
    // Only a sort, never null, is ever set.
    onChange: (next) => {
      if (next !== null) {
        onSortChange?.(next);
      }
    },
  });
  const [selected, setSelected] = useControllableState<readonly string[]>({
    prop: selectedProp,
    defaultProp: defaultSelectedKeys,
    onChange: (keys) => onSelectionChange?.([...keys]),
  });
  const [announcement, setAnnouncement] = useState('');

  const collator = useMemo(
    () => new Intl.Collator(intl.locale, { numeric: true, sensitivity: 'base' }),
    [intl.locale],
  );
  const sortedColumn = sort ? columns.find((column) => column.key === sort.key) : undefined;
  const shownRows = useMemo(
    () =>
      sort && sortedColumn && !manualSort
        ? sortRows(rows, sortedColumn, sort.direction, collator)
        : rows,
    [rows, sort, sortedColumn, manualSort, collator],
  );

  const rowHeaderKey = (columns.find((column) => column.rowHeader) ?? columns[0])?.key;
  // The row headers stay in view while the table scrolls, when they lead the row.
  const stickyKey = !selectable && columns[0]?.key === rowHeaderKey ? rowHeaderKey : undefined;
  const stickyClass = (column: TableColumn<Row>) =>
    column.key === stickyKey ? stickyColumnClass : undefined;
  const columnCount = columns.length + (selectable ? 1 : 0);

  const requestSort = (column: TableColumn<Row>) => {
    const direction: TableSortDirection =
      sort?.key === column.key && sort.direction === 'ascending' ? 'descending' : 'ascending';
    setSort({ key: column.key, direction });
    setAnnouncement(
      direction === 'ascending'
        ? intl.formatMessage(
            {
              id: 'ui.table.sortedAscending',
              defaultMessage: 'Trié par {column}, ordre croissant',
            },
            { column: column.header },
          )
        : intl.formatMessage(
            {
              id: 'ui.table.sortedDescending',
              defaultMessage: 'Trié par {column}, ordre décroissant',
            },
            { column: column.header },
          ),
    );
  };

  const shownKeys = shownRows.map(getRowKey);
  const selectedCount = shownKeys.filter((key) => selected.includes(key)).length;
  const allSelected = shownKeys.length > 0 && selectedCount === shownKeys.length;

  const sortAscending = intl.formatMessage({
    id: 'ui.table.sortAscending',
    defaultMessage: 'Trier par ordre croissant',
  });
  const sortDescending = intl.formatMessage({
    id: 'ui.table.sortDescending',
    defaultMessage: 'Trier par ordre décroissant',
  });

  const renderHeader = (column: TableColumn<Row>) => {
    const align = column.align ?? 'start';
    const active = sort?.key === column.key ? sort.direction : undefined;
    if (!column.sortable) {
      return (
        <th
          key={column.key}
          scope="col"
          className={cx(styles.headerCell({ align }), stickyClass(column))}
          style={{ width: column.width }}
        >
          {column.header}
        </th>
      );
    }
    const Icon =
      active === 'ascending' ? ArrowUp : active === 'descending' ? ArrowDown : ArrowUpDown;
    const nextIsDescending = active === 'ascending';
    return (
      <th
        key={column.key}
        scope="col"
        aria-sort={active}
        className={cx(styles.headerCell({ align, sortable: true }), stickyClass(column))}
        style={{ width: column.width }}
      >
        <button
          type="button"
          className={styles.sortButton({ align })}
          aria-describedby={`${descriptionId}-${nextIsDescending ? 'desc' : 'asc'}`}
          onClick={() => requestSort(column)}
        >
          {column.header}
          <Icon
            aria-hidden="true"
            focusable="false"
            size={18}
            className={cx(styles.sortIcon, active ? undefined : styles.sortIconIdle)}
          />
        </button>
      </th>
    );
  };

  const renderCell = (column: TableColumn<Row>, row: Row, index: number) => {
    const align = column.align ?? 'start';
    let content: ReactNode = column.cell
      ? column.cell(row, index)
      : String(readKey(row, column.key) ?? '');
    if (column.key === rowHeaderKey) {
      if (onRowClick) {
        content = (
          <button type="button" className={styles.rowAction} data-row-action="">
            {content}
          </button>
        );
      }
      return (
        <th
          key={column.key}
          scope="row"
          className={cx(styles.cell({ align }), stickyClass(column))}
        >
          {content}
        </th>
      );
    }
    return (
      <td key={column.key} className={styles.cell({ align })}>
        {content}
      </td>
    );
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: loadingRows }, (_, index) => (
      <tr key={`loading-${index}`} aria-hidden="true">
        {selectable ? <td className={cx(styles.cell({}), styles.selectCell)} /> : null}
        {columns.map((column) => (
          <td
            key={column.key}
            className={cx(styles.cell({ align: column.align ?? 'start' }), stickyClass(column))}
          >
            <Skeleton width={index % 2 === 0 ? '80%' : '60%'} />
          </td>
        ))}
      </tr>
    ));
  } else if (shownRows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.emptyCell}>
          {emptyState ?? (
            <EmptyState
              size="compact"
              title={intl.formatMessage({
                id: 'ui.table.empty',
                defaultMessage: 'Aucune donnée à afficher',
              })}
            />
          )}
        </td>
      </tr>
    );
  } else {
    body = shownRows.map((row, index) => {
      const key = getRowKey(row);
      const isSelected = selectable && selected.includes(key);
      return (
        <tr
          key={key}
          className={cx(
            styles.row({ clickable: Boolean(onRowClick), selected: isSelected }),
            onRowClick ? styles.clickableRow : undefined,
          )}
          onClick={
            onRowClick
              ? (event) => {
                  if (!isOwnControl(event) && !window.getSelection()?.toString()) {
                    onRowClick(row);
                  }
                }
              : undefined
          }
        >
          {selectable ? (
            <td className={cx(styles.cell({}), styles.selectCell)}>
              <label className={styles.checkboxLabel}>
                <input
                  type="checkbox"
                  className={styles.checkbox}
                  checked={isSelected}
                  onChange={(event) =>
                    setSelected(
                      event.target.checked
                        ? [...selected, key]
                        : selected.filter((selectedKey) => selectedKey !== key),
                    )
                  }
                  aria-label={intl.formatMessage(
                    { id: 'ui.table.selectRow', defaultMessage: 'Sélectionner {label}' },
                    { label: getRowLabel ? getRowLabel(row) : key },
                  )}
                />
              </label>
            </td>
          ) : null}
          {columns.map((column) => renderCell(column, row, index))}
        </tr>
      );
    });
  }

  return (
    <div className={cx(styles.root, className)}>
      <TableFrame
        caption={caption}
        captionHidden={captionHidden}
        captionClassName={styles.caption}
        tableClassName={styles.table}
        scrollerClassName={styles.scroller}
        busy={loading}
      >
        <thead>
          <tr>
            {selectable ? (
              <th scope="col" className={cx(styles.headerCell({}), styles.selectCell)}>
                <label className={styles.checkboxLabel}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={allSelected}
                    disabled={loading || shownKeys.length === 0}
                    ref={(input) => {
                      if (input) {
                        input.indeterminate = selectedCount > 0 && !allSelected;
                      }
                    }}
                    onChange={() =>
                      setSelected(
                        allSelected
                          ? selected.filter((key) => !shownKeys.includes(key))
                          : [...new Set([...selected, ...shownKeys])],
                      )
                    }
                    aria-label={intl.formatMessage({
                      id: 'ui.table.selectAll',
                      defaultMessage: 'Sélectionner toutes les lignes',
                    })}
                  />
                </label>
              </th>
            ) : null}
            {columns.map(renderHeader)}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </TableFrame>
      <span hidden id={`${descriptionId}-asc`}>
        {sortAscending}
      </span>
      <span hidden id={`${descriptionId}-desc`}>
        {sortDescending}
      </span>
      <VisuallyHidden>
        <span role="status">
          {loading
            ? intl.formatMessage({ id: 'ui.table.loading', defaultMessage: 'Chargement…' })
            : announcement}
        </span>
      </VisuallyHidden>
    </div>
  );
}
