import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Alert, alertTones } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Appareil en cours de synchronisation',
    children: 'Les mesures d’aujourd’hui apparaîtront dans quelques minutes.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(/^Information : Appareil en cours/);
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Enregistrement impossible',
    children: 'La connexion au serveur a été perdue. Vos modifications n’ont pas été perdues.',
    action: <Button variant="secondary">Réessayer</Button>,
    onDismiss: fn(),
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(/^Erreur : Enregistrement impossible/);
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer le message' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const WithoutTitle: Story = {
  args: { tone: 'success', title: undefined, children: 'Le programme a été envoyé au patient.' },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title:
      'La douleur déclarée par le patient a augmenté lors des trois dernières séances d’auto-rééducation',
    children:
      'Nous vous conseillons de revoir l’intensité des exercices de renforcement et de contacter le patient avant la prochaine séance prévue. Cette alerte disparaîtra dès qu’une nouvelle séance sera réalisée sans hausse de la douleur.',
    onDismiss: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Alert {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      {alertTones.map((tone) => (
        <div key={tone} style={{ display: 'contents' }}>
          <Alert {...args} tone={tone} title={`Ton ${tone}`} />
          <Alert
            {...args}
            tone={tone}
            title={`Ton ${tone}, avec action`}
            action={<Button variant="secondary">Voir</Button>}
            onDismiss={() => {}}
          />
        </div>
      ))}
    </div>
  ),
};
