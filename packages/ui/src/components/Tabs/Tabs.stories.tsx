import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const evolution: TabItem[] = [
  { value: 'walk', label: 'Marche', content: 'Distance parcourue et nombre de pas par jour.' },
  {
    value: 'quality',
    label: 'Qualité de marche',
    content: 'Longueur et durée des pas, régularité, asymétrie.',
  },
  { value: 'activity', label: 'Activité', content: 'Temps debout et temps de marche.' },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items: evolution, label: 'Évolution', onValueChange: fn() },
  argTypes: { items: { control: false } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const walk = canvas.getByRole('tab', { name: 'Marche' });
    await expect(walk).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(walk).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const quality = canvas.getByRole('tab', { name: 'Qualité de marche' });
    await expect(quality).toHaveFocus();
    await expect(quality).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('quality');
    await expect(canvas.getByRole('tabpanel', { name: 'Qualité de marche' })).toHaveTextContent(
      'Longueur et durée des pas',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Activité' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(walk).toHaveFocus();
  },
};

export const WithCounts: Story = {
  args: {
    label: 'Mes patients',
    items: [
      { value: 'all', label: 'Tous', count: 42, content: 'Liste de tous les patients.' },
      {
        value: 'pending',
        label: 'En attente',
        count: 3,
        countLabel: '3 inscriptions à valider',
        content: 'Patients dont l’inscription attend une validation.',
      },
      { value: 'archived', label: 'Archivés', count: 1, content: 'Patients archivés.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Tous 42 éléments' })).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: 'En attente 3 inscriptions à valider' }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Archivés 1 élément' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: {
    items: [
      ...evolution.slice(0, 2),
      { value: 'rehab', label: 'Auto-rééducation', content: '', disabled: true },
      evolution[2]!,
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Qualité de marche' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Activité' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Auto-rééducation' })).toBeDisabled();
  },
};

function ControlledTabs() {
  const [value, setValue] = useState('activity');
  return (
    <div>
      <Tabs items={evolution} label="Évolution" value={value} onValueChange={setValue} />
      <p>{`Onglet choisi : ${value}`}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledTabs />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Activité' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Marche' }));
    await expect(canvas.getByText('Onglet choisi : walk')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    label: 'Suivi du patient',
    items: [
      'Résultats de la veille',
      'Objectifs du jour',
      'Évolution depuis le début de la prise en charge',
      'Séances d’auto-rééducation',
      'Activités adaptées',
      'Paramètres et appareil',
    ].map((label, index) => ({ value: `tab-${index}`, label, content: `Contenu : ${label}` })),
  },
  render: (args) => (
    <div style={{ maxWidth: 600 }}>
      <Tabs {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <Tabs {...args} label="Par défaut" />
      <Tabs
        {...args}
        label="Pleine largeur, avec compteurs"
        fullWidth
        defaultValue="quality"
        items={evolution.map((item, index) => ({ ...item, count: index * 7 }))}
      />
      <Tabs
        {...args}
        label="Avec un onglet indisponible"
        items={[...evolution, { value: 'off', label: 'Indisponible', content: '', disabled: true }]}
      />
    </div>
  ),
};
