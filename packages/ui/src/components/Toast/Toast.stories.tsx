import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

// A transformed box holds the fixed toasts, so that they land inside the story's screenshot.
const frame: Decorator = (Story) => (
  <div style={{ transform: 'translateZ(0)', minHeight: 560 }}>
    <Story />
  </div>
);

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  decorators: [frame],
  args: { duration: 8000 },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

function Triggers() {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={() => toast.show({ tone: 'success', title: 'Objectifs enregistrés' })}>
        Enregistrer
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({
            tone: 'danger',
            title: 'Envoi impossible',
            description: 'Vérifiez votre connexion puis réessayez.',
          })
        }
      >
        Envoyer
      </Button>
      <Button
        variant="ghost"
        onClick={() =>
          toast.show({
            title: 'Séance supprimée',
            action: { label: 'Annuler', onClick: () => toast.show({ title: 'Séance rétablie' }) },
          })
        }
      >
        Supprimer
      </Button>
    </div>
  );
}

/** Shows fixed toasts once, for screenshots. */
function Preset({ toasts }: { toasts: ToastOptions[] }) {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (!shown.current) {
      shown.current = true;
      toasts.forEach((options) => toast.show({ duration: null, ...options }));
    }
  }, [toast, toasts]);
  return null;
}

export const Default: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText('Objectifs enregistrés')).toBeVisible();
    await expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'Succès : Objectifs enregistrés',
    );
  },
};

export const Danger: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(await within(region).findByText('Envoi impossible')).toBeVisible();
    await expect(region.querySelector('[aria-live="assertive"]')).toHaveTextContent(
      'Erreur : Envoi impossible',
    );
  },
};

export const WithAction: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await userEvent.click(await within(region).findByRole('button', { name: 'Annuler' }));
    await expect(await within(region).findByText('Séance rétablie')).toBeVisible();
    await expect(within(region).queryByText('Séance supprimée')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Preset
        toasts={[
          {
            tone: 'warning',
            title:
              'Le programme d’auto-rééducation de Jeanne Dupont n’a pas encore été validé par son rééducateur référent',
            description:
              'Les exercices resteront masqués dans l’application du patient tant que le programme n’aura pas été validé.',
          },
        ]}
      />
    </ToastProvider>
  ),
};

/** A new toast replaces the one shown: three saves in a row leave one toast, the last. */
export const Replaced: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(await within(region).findByText('Séance supprimée')).toBeVisible();
    await expect(within(region).queryByText('Objectifs enregistrés')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await within(region).findByText('Objectifs enregistrés')).toBeVisible();
    await expect(region.querySelectorAll('[data-toast-id]')).toHaveLength(1);
  },
};
