import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Table, type TableColumn, type TableProps } from './Table';
import { patients, type PatientRow } from './fixtures';

const columns: TableColumn<PatientRow>[] = [
  { key: 'name', header: 'Patient', sortable: true },
  { key: 'pathology', header: 'Pathologie' },
  {
    key: 'steps',
    header: 'Pas',
    sortable: true,
    align: 'end',
    cell: (row) => (row.steps === null ? '–' : String(row.steps)),
  },
  {
    key: 'lastMeasure',
    header: 'Dernière mesure',
    sortable: true,
    cell: (row) => row.lastMeasure?.toISOString().slice(0, 10) ?? 'Aucune',
  },
];

function renderTable(
  props: Partial<TableProps<PatientRow>> = {},
  wrap?: (t: ReactNode) => ReactNode,
) {
  const table = (
    <Table
      columns={columns}
      rows={patients}
      getRowKey={(row) => row.id}
      caption="Mes patients"
      {...props}
    />
  );
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {wrap ? wrap(table) : table}
    </IntlProvider>,
  );
}

const rowNames = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody th[scope="row"]')].map((cell) => cell.textContent);

describe('Table', () => {
  it('sorts with the keyboard from the column header buttons', async () => {
    const onSortChange = vi.fn();
    const screen = await renderTable({ onSortChange });
    expect(rowNames(screen.container)).toEqual(patients.map((row) => row.name));

    await userEvent.keyboard('{Tab}');
    const sortByName = screen.getByRole('button', { name: 'Patient' });
    await expect.element(sortByName).toHaveFocus();
    await expect.element(sortByName).toHaveAccessibleDescription('Trier par ordre croissant');
    await userEvent.keyboard('{Enter}');
    const header = screen.getByRole('columnheader', { name: 'Patient' });
    await expect.element(header).toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames(screen.container)).toEqual([
      'Adrien Lefèvre',
      'Émile Bernard',
      'Jeanne Dupont',
      'Zoé Martin',
    ]);
    await expect.element(sortByName).toHaveAccessibleDescription('Trier par ordre décroissant');
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Trié par Patient, ordre croissant');

    await userEvent.keyboard(' ');
    await expect.element(header).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames(screen.container)).toEqual([
      'Zoé Martin',
      'Jeanne Dupont',
      'Émile Bernard',
      'Adrien Lefèvre',
    ]);
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'name', direction: 'descending' });
  });

  it('sorts numbers and dates by value, empty values last in both directions', async () => {
    const screen = await renderTable();
    await screen.getByRole('button', { name: 'Dernière mesure' }).click();
    expect(rowNames(screen.container)).toEqual([
      'Émile Bernard',
      'Jeanne Dupont',
      'Adrien Lefèvre',
      'Zoé Martin',
    ]);
    await screen.getByRole('button', { name: 'Pas' }).click();
    await screen.getByRole('button', { name: 'Pas' }).click();
    expect(rowNames(screen.container)).toEqual([
      'Adrien Lefèvre',
      'Jeanne Dupont',
      'Émile Bernard',
      'Zoé Martin',
    ]);
  });

  it('leaves the order to the caller with manualSort', async () => {
    const onSortChange = vi.fn();
    const screen = await renderTable({ manualSort: true, onSortChange });
    await screen.getByRole('button', { name: 'Patient' }).click();
    expect(onSortChange).toHaveBeenCalledWith({ key: 'name', direction: 'ascending' });
    await expect
      .element(screen.getByRole('columnheader', { name: 'Patient' }))
      .toHaveAttribute('aria-sort', 'ascending');
    expect(rowNames(screen.container)).toEqual(patients.map((row) => row.name));
  });

  it('shows an empty state across all columns when there are no rows', async () => {
    const screen = await renderTable({ rows: [], selectable: true });
    const message = screen.getByText('Aucune donnée à afficher');
    await expect.element(message).toBeVisible();
    expect(message.element().closest('td')?.colSpan).toBe(5);
    await expect
      .element(screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes' }))
      .toBeDisabled();
  });

  it('shows a custom empty state', async () => {
    const screen = await renderTable({ rows: [], emptyState: <p>Aucun patient trouvé</p> });
    await expect.element(screen.getByText('Aucun patient trouvé')).toBeVisible();
    expect(screen.container.textContent).not.toContain('Aucune donnée à afficher');
  });

  it('shows hidden skeleton rows and says it is loading', async () => {
    const screen = await renderTable({ loading: true, loadingRows: 3 });
    await expect.element(screen.getByRole('status')).toHaveTextContent('Chargement…');
    expect(screen.container.querySelectorAll('tbody tr[aria-hidden="true"]')).toHaveLength(3);
    expect(screen.container.textContent).not.toContain('Jeanne Dupont');
  });

  it('opens a row from the keyboard and does not when a checkbox is used', async () => {
    const onRowClick = vi.fn();
    const onSelectionChange = vi.fn();
    const screen = await renderTable({
      onRowClick,
      selectable: true,
      getRowLabel: (row) => row.name,
      onSelectionChange,
    });
    await screen.getByRole('checkbox', { name: 'Sélectionner Zoé Martin' }).click();
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p3']);
    expect(onRowClick).not.toHaveBeenCalled();

    screen.getByRole('button', { name: 'Émile Bernard' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick).toHaveBeenLastCalledWith(patients[1]);

    await screen.getByText('Paraplégie incomplète').click();
    expect(onRowClick).toHaveBeenLastCalledWith(patients[3]);
  });

  it('selects and deselects all rows from the header checkbox', async () => {
    const onSelectionChange = vi.fn();
    const screen = await renderTable({
      selectable: true,
      defaultSelectedKeys: ['p2'],
      onSelectionChange,
    });
    const all = screen.getByRole('checkbox', { name: 'Sélectionner toutes les lignes' });
    expect((all.element() as HTMLInputElement).indeterminate).toBe(true);
    await all.click();
    expect(onSelectionChange).toHaveBeenLastCalledWith(['p2', 'p1', 'p3', 'p4']);
    await all.click();
    expect(onSelectionChange).toHaveBeenLastCalledWith([]);
  });

  it('scrolls sideways from the keyboard only when it is too wide', async () => {
    const wide = await renderTable({}, (table) => <div style={{ width: 280 }}>{table}</div>);
    const region = wide.getByRole('region', { name: 'Mes patients' });
    await expect.element(region).toHaveAttribute('tabindex', '0');
    region.element().focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect.poll(() => region.element().scrollLeft).toBeGreaterThan(0);
    wide.unmount();

    const roomy = await renderTable({}, (table) => <div style={{ width: 1000 }}>{table}</div>);
    await expect
      .element(roomy.getByRole('region', { name: 'Mes patients' }))
      .not.toHaveAttribute('tabindex');
  });

  // Issue 25: seven columns in a phone's 340 px box hid pain, effort and difficulty, unsigned.
  it('says that more columns follow and keeps the row headers in view while it scrolls', async () => {
    const sevenColumns: TableColumn<PatientRow>[] = [
      ...columns,
      { key: 'effort', header: 'Effort', cell: () => '3' },
      { key: 'pain', header: 'Douleur', cell: () => '2' },
      { key: 'difficulty', header: 'Difficulté', cell: () => '4' },
    ];
    const screen = await renderTable(
      {
        columns: sevenColumns,
        caption: 'Séances des 90 derniers jours, les plus récentes d’abord',
      },
      (table) => <div style={{ width: 340 }}>{table}</div>,
    );
    const region = screen.getByRole('region', {
      name: 'Séances des 90 derniers jours, les plus récentes d’abord',
    });
    await expect
      .element(region)
      .toHaveAccessibleDescription('Faites glisser pour voir les autres colonnes');
    const scroller = region.element() as HTMLElement;
    const fade = screen.container.querySelector('[data-table-fade]');
    expect(fade).toHaveAttribute('data-shown');
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const caption = screen.getByText(/^Séances des 90 derniers jours/).element();
    expect(caption.getBoundingClientRect().right).toBeLessThanOrEqual(
      scroller.getBoundingClientRect().right,
    );

    scroller.scrollLeft = scroller.scrollWidth;
    await expect.poll(() => fade?.hasAttribute('data-shown')).toBe(false);
    await expect.element(region).toHaveAttribute('data-scrolled');
    const name = screen.getByRole('rowheader', { name: 'Jeanne Dupont' }).element();
    expect(name.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      scroller.getBoundingClientRect().left,
    );
    await expect.element(screen.getByRole('columnheader', { name: 'Difficulté' })).toBeVisible();
  });
});
