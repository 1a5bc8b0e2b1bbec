import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, Plus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { PageHeader } from './PageHeader';

const breadcrumbs = [
  { label: 'Patients', href: '#patients' },
  { label: 'Jeanne Martin', href: '#patients/42' },
  { label: 'Synthèse' },
];

function BackLink() {
  return (
    <a
      href="#patients"
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        minHeight: 44,
        color: '#0c2298',
      }}
    >
      <ArrowLeft aria-hidden="true" size={20} />
      Retour aux patients
    </a>
  );
}

const meta = {
  title: 'Navigation/PageHeader',
  component: PageHeader,
  args: {
    title: 'Jeanne Martin',
    description: 'Synthèse des 7 derniers jours : activité, objectifs et auto-rééducation.',
    breadcrumbs,
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jeanne Martin' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect(within(trail).getByRole('link', { name: 'Patients' })).toHaveAttribute(
      'href',
      '#patients',
    );
    await expect(within(trail).getByText('Synthèse')).toHaveAttribute('aria-current', 'page');
  },
};

const onCreate = fn();

export const WithBackAndActions: Story = {
  args: {
    title: 'Mes programmes',
    description: undefined,
    breadcrumbs: undefined,
    back: <BackLink />,
    actions: (
      <>
        <Button variant="secondary">Exercices</Button>
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" size={20} />
          Créer un programme
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Créer un programme' }));
    await expect(onCreate).toHaveBeenCalledTimes(1);
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <PageHeader title="Ma journée" />
      <PageHeader {...args} />
      <div style={{ maxWidth: 360 }}>
        <PageHeader
          {...args}
          breadcrumbs={undefined}
          title="Patients en attente de validation de leur inscription par l’établissement"
          description="Ces patients ont reçu une invitation et doivent encore confirmer leur compte."
          back={<BackLink />}
          actions={<Button>Inviter un patient</Button>}
        />
      </div>
    </div>
  ),
};
