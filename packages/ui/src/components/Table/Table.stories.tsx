import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Table, type TableColumn } from './Table';
import { patients, type PatientRow } from './fixtures';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: '2-digit',
  timeZone: 'UTC',
});

const columns: TableColumn<PatientRow>[] = [
  { key: 'name', header: 'Patient', sortable: true, rowHeader: true, width: '30%' },
  { key: 'pathology', header: 'Pathologie', sortable: true },
  {
    key: 'steps',
    header: 'Pas hier',
    sortable: true,
    align: 'end',
    cell: (row) => (row.steps === null ? '–' : row.steps.toLocaleString('fr-FR')),
  },
  {
    key: 'lastMeasure',
    header: 'Dernière mesure',
    sortable: true,
    align: 'end',
    cell: (row) => (row.lastMeasure ? dateFormat.format(row.lastMeasure) : 'Aucune'),
  },
  {
    key: 'performance',
    header: 'Performance',
    align: 'center',
    cell: (row) => (
      <Badge
        tone={row.performance >= 70 ? 'success' : row.performance >= 30 ? 'warning' : 'danger'}
      >
        {`${row.performance} %`}
      </Badge>
    ),
  },
];

const meta = {
  title: 'Data display/Table',
  component: Table<PatientRow>,
  args: {
    columns,
    rows: patients,
    getRowKey: (row: PatientRow) => row.id,
    caption: 'Mes patients',
    onSortChange: fn(),
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    emptyState: { control: false },
  },
} satisfies Meta<typeof Table<PatientRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

export const Default: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: 'Mes patients' });
    // Wide enough, it does not scroll: no tab stop of its own, no hint, no fade.
    const region = canvas.getByRole('region', { name: 'Mes patients' });
    await expect(region).not.toHaveAttribute('tabindex');
    await expect(canvas.queryByText('Faites glisser pour voir les autres colonnes')).toBeNull();
    await expect(canvasElement.querySelector('[data-table-fade]')).not.toHaveAttribute(
      'data-shown',
    );
    await userEvent.tab();
    const patientSort = canvas.getByRole('button', { name: 'Patient' });
    await expect(patientSort).toHaveFocus();
    await expect(patientSort).toHaveAccessibleDescription('Trier par ordre croissant');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Patient' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(names(table)).toEqual([
      'Adrien Lefèvre',
      'Émile Bernard',
      'Jeanne Dupont',
      'Zoé Martin',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('Trié par Patient, ordre croissant');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      key: 'name',
      direction: 'ascending',
    });

    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pas hier' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Pas hier' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('columnheader', { name: 'Patient' })).not.toHaveAttribute(
      'aria-sort',
    );
    // Empty values stay last whatever the direction.
    await expect(names(table)).toEqual([
      'Adrien Lefèvre',
      'Jeanne Dupont',
      'Émile Bernard',
      'Zoé Martin',
    ]);
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        icon={UserPlus}
        title="Aucun patient pour l’instant"
        description="Ajoutez un patient pour suivre son activité."
        action={<Button>Ajouter un patient</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun patient pour l’instant')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter un patient' })).toBeVisible();
  },
};

export const EmptyDefault: Story = {
  args: { rows: [], captionHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune donnée à afficher')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Mes patients' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true, loadingRows: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement…');
    await expect(canvas.queryByText('Jeanne Dupont')).not.toBeInTheDocument();
  },
};

function SelectableTable({ onRowClick }: { onRowClick: (row: PatientRow) => void }) {
  const [selected, setSelected] = useState<string[]>(['p2']);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Table
        columns={columns}
        rows={patients}
        getRowKey={(row) => row.id}
        getRowLabel={(row) => row.name}
        caption="Patients à relancer"
        selectable
        selectedKeys={selected}
        onSelectionChange={setSelected}
        onRowClick={onRowClick}
      />
      <p style={{ margin: 0 }}>{`${selected.length} patient(s) sélectionné(s)`}</p>
    </div>
  );
}

const openPatient = fn();

export const SelectableAndClickable: Story = {
  render: () => <SelectableTable onRowClick={openPatient} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sélectionner Jeanne Dupont' }));
    await expect(canvas.getByText('2 patient(s) sélectionné(s)')).toBeVisible();
    await expect(openPatient).not.toHaveBeenCalled();
    const all = canvas.getByRole('checkbox', { name: 'Sélectionner toutes les lignes' });
    await expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(canvas.getByText('Hémiparésie'));
    await expect(openPatient).toHaveBeenLastCalledWith(patients[1]);
    canvas.getByRole('button', { name: 'Zoé Martin' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(openPatient).toHaveBeenLastCalledWith(patients[2]);
  },
};

export const NarrowScroll: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Table {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Mes patients' });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

/** A phone's screen, 390 px wide (the test runner sets the page's viewport). */
const viewport = {
  options: { phone390: { name: '390 px', styles: { width: '390px', height: '844px' } } },
};

/**
 * On a 390 px phone, the five columns do not fit: the table scrolls in its own region (named by
 * the caption, one tab stop, its focus ring visible), the page does not grow sideways, a fade at
 * the cut edge and a short hint say that more columns follow, the caption wraps inside the visible
 * part, and the patients' names stay in view while the other columns scroll.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  parameters: { viewport },
  args: {
    caption: 'Patients dont le programme attend une validation depuis plus de sept jours',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    const region = canvas.getByRole('region', {
      name: 'Patients dont le programme attend une validation depuis plus de sept jours',
    });
    await waitFor(() => expect(region).toHaveAttribute('tabindex', '0'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(region).toHaveAccessibleDescription(
      'Faites glisser pour voir les autres colonnes',
    );
    await expect(canvas.getByText('Faites glisser pour voir les autres colonnes')).toBeVisible();
    const fade = canvasElement.querySelector('[data-table-fade]')!;
    await expect(fade).toHaveAttribute('data-shown');
    const box = region.getBoundingClientRect();
    const caption = canvas.getByText(/^Patients dont le programme/);
    await expect(caption.getBoundingClientRect().right).toBeLessThanOrEqual(box.right);

    await userEvent.tab();
    await expect(region).toHaveFocus();

    region.scrollLeft = region.scrollWidth;
    await waitFor(() => expect(fade).not.toHaveAttribute('data-shown'));
    await expect(region).toHaveAttribute('data-scrolled');
    const name = canvas.getByRole('button', { name: 'Patient' }).closest('th')!;
    await expect(name.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);
    const lastHeader = canvas.getByRole('columnheader', { name: 'Performance' });
    await expect(lastHeader.getBoundingClientRect().right).toBeLessThanOrEqual(box.right + 1);
    await expect(caption.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.left);

    // Back to the start for the screenshot: the fade and the hint as a user first sees them.
    region.scrollLeft = 0;
    await waitFor(() => expect(fade).toHaveAttribute('data-shown'));
  },
};

export const LongText: Story = {
  args: {
    caption:
      'Patients dont le programme d’auto-rééducation attend une validation depuis plus de sept jours',
    rows: [
      {
        ...patients[0]!,
        name: 'Marie-Christine de La Rochefoucauld-Montbazon',
        pathology: 'Hémiparésie droite consécutive à un accident vasculaire cérébral ischémique',
      },
      ...patients.slice(1),
    ],
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <Table
        {...args}
        caption="Trié par pas"
        defaultSort={{ key: 'steps', direction: 'descending' }}
        rows={patients.slice(0, 2)}
      />
      <Table {...args} caption="Chargement" loading loadingRows={2} />
      <Table {...args} caption="Vide" rows={[]} />
      <Table
        {...args}
        caption="Sélection"
        rows={patients.slice(0, 2)}
        selectable
        defaultSelectedKeys={['p1']}
        getRowLabel={(row) => row.name}
      />
    </div>
  ),
};
