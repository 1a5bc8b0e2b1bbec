import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarX, SearchX, Users } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { EmptyState, emptyStateSizes } from './EmptyState';

const meta = {
  title: 'Data display/EmptyState',
  component: EmptyState,
  args: {
    icon: Users,
    title: 'Aucun patient pour l’instant',
    description: 'Ajoutez un patient pour suivre son activité et lui prescrire des exercices.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: emptyStateSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Aucun patient pour l’instant' }),
    ).toBeVisible();
  },
};

const onAdd = fn();

export const WithAction: Story = {
  args: { action: <Button onClick={onAdd}>Ajouter un patient</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un patient' }));
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const Minimal: Story = {
  args: { icon: undefined, description: undefined, title: 'Aucune donnée', size: 'compact' },
};

export const LongText: Story = {
  args: {
    icon: CalendarX,
    title:
      'Aucune séance d’auto-rééducation n’a été enregistrée au cours des trente derniers jours pour ce patient',
    description:
      'Les séances apparaissent ici dès que le patient les réalise avec son appareil oxilio. Vérifiez que l’appareil est bien associé et chargé, puis encouragez le patient à reprendre son programme.',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <EmptyState {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      {emptyStateSizes.map((size) => (
        <div key={size} style={{ display: 'contents' }}>
          <EmptyState {...args} size={size} title={`Taille ${size}`} />
          <EmptyState
            {...args}
            size={size}
            icon={SearchX}
            title={`Taille ${size}, avec action`}
            action={<Button variant="secondary">Effacer les filtres</Button>}
          />
        </div>
      ))}
    </div>
  ),
};
