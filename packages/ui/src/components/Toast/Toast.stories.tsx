import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Inline } from '../Inline/Inline';
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

/** Twelve program cards, each with the two buttons of the rehabilitator's catalogue. */
function ProgramCards() {
  const toast = useToast();
  return (
    <div style={{ display: 'grid', gap: 16, padding: 16, maxWidth: 720 }}>
      {Array.from({ length: 12 }, (_, index) => (
        <Card key={index} as="section" title={`Programme ${index + 1}`} headingLevel={2}>
          <Inline gap="md">
            <Button
              onClick={() =>
                toast.show({
                  tone: 'success',
                  title: `Programme ${index + 1} ajouté à mes programmes`,
                  duration: null,
                })
              }
            >
              Ajouter à mes programmes
            </Button>
            <Button variant="secondary">Copier et modifier</Button>
          </Inline>
        </Card>
      ))}
    </div>
  );
}

/** The part of a box that shows inside another (the page's visible area), or null. */
function clip(box: DOMRect, within: DOMRect) {
  const top = Math.max(box.top, within.top);
  const bottom = Math.min(box.bottom, within.bottom);
  const left = Math.max(box.left, within.left);
  const right = Math.min(box.right, within.right);
  return bottom > top && right > left ? { top, bottom, left, right } : null;
}

const overlaps = (a: { top: number; bottom: number; left: number; right: number }, b: DOMRect) =>
  a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;

/**
 * Docked (the portal): the toast has its own strip under the page, which scrolls in the rest of
 * the window. At every scroll position no button that shows lies under the toast, and the page
 * still scrolls to its end, its last button above the toast.
 */
export const Docked: Story = {
  args: { docked: true },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ToastProvider {...args}>
      <ProgramCards />
    </ToastProvider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const third = within(canvas.getByRole('region', { name: 'Programme 3' }));
    await userEvent.click(third.getByRole('button', { name: 'Ajouter à mes programmes' }));
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(
      await within(region).findByText('Programme 3 ajouté à mes programmes'),
    ).toBeVisible();
    // Measured once the toast's font is in: the strip has its final height.
    await document.fonts.ready;
    const page = canvasElement.querySelector<HTMLElement>('[data-page-scroll]')!;
    const toastBox = () => region.querySelector('[data-toast-id]')!.getBoundingClientRect();
    // The page's visible area ends where the toast's strip begins.
    await expect(page.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      region.getBoundingClientRect().top + 0.5,
    );
    const buttons = [...page.querySelectorAll('button')];
    const end = () => page.scrollHeight - page.clientHeight;
    await expect(end()).toBeGreaterThan(0);
    for (const share of [0, 0.2, 0.45, 0.7, 0.9, 1]) {
      page.scrollTop = Math.round(end() * share);
      const visible = page.getBoundingClientRect();
      const toast = toastBox();
      const covered = buttons
        .map((button) => ({ button, shown: clip(button.getBoundingClientRect(), visible) }))
        .filter(({ shown }) => shown !== null && overlaps(shown, toast))
        .map(({ button }) => button.closest('section')?.querySelector('h2')?.textContent);
      await expect(covered, `under the toast at ${share * 100} %`).toEqual([]);
    }
    // Scrolled to its end, the page shows its last card whole, above the toast.
    page.scrollTop = page.scrollHeight;
    await expect(page.scrollTop).toBeGreaterThanOrEqual(end() - 1);
    const lastCard = page.querySelectorAll('section')[11]!.getBoundingClientRect();
    await expect(lastCard.bottom).toBeLessThanOrEqual(page.getBoundingClientRect().bottom);
    await expect(lastCard.bottom).toBeLessThanOrEqual(toastBox().top);
    // The screenshot from the top: the end moves with the frame's height, which the runner sets.
    page.scrollTop = 0;
  },
};
