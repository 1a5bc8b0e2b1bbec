import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trash2, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { buttonVariants } from '../Button/Button';
import { Text } from '../Text/Text';
import { ConfirmAction } from './ConfirmAction';

/**
 * A button that asks before it acts: use it for an action in a list row that cannot be taken back
 * without effort (remove a member, withdraw an invitation, delete a session). It owns its open
 * state; the caller gives `onConfirm` and shows the outcome, with `pending` while it runs.
 *
 * Not for an action that is easy to undo (act at once and offer "Annuler" in the outcome instead),
 * nor for a form's submit button (the form already is the confirmation).
 */
const meta = {
  title: 'Overlays/ConfirmAction',
  component: ConfirmAction,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Retirer',
    icon: UserMinus,
    'aria-describedby': 'member-name',
    title: 'Retirer Jeanne Dupont de l’équipe ?',
    description: 'Elle n’aura plus accès aux dossiers de l’établissement.',
    cancelLabel: 'Annuler',
    onConfirm: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    icon: { control: false },
  },
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, padding: 16 }}>
      <Text weight="bold" id="member-name">
        Jeanne Dupont
      </Text>
      <ConfirmAction {...args} />
    </div>
  ),
} satisfies Meta<typeof ConfirmAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Retirer' });
    await expect(trigger).toHaveAccessibleDescription('Jeanne Dupont');
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    // The keyboard opens it, Escape cancels it and the focus goes back to the trigger.
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Retirer Jeanne Dupont de l’équipe ?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();

    // Confirming runs the action once, closes the dialog and returns the focus.
    await userEvent.keyboard('{Enter}');
    const confirm = await screen.findByRole('button', { name: 'Retirer' });
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Retirer' });
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(trigger);
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const ConfirmLabelAndTone: Story = {
  args: {
    label: 'Envoyer',
    icon: undefined,
    variant: 'primary',
    tone: 'default',
    confirmLabel: 'Envoyer le programme',
    title: 'Envoyer le programme à Jeanne Dupont ?',
    description: undefined,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer' }));
    await expect(await screen.findByRole('button', { name: 'Envoyer le programme' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

function RemovableRows() {
  const [names, setNames] = useState(['Jeanne Dupont', 'Paul Martin', 'Léa Weber']);
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 16, display: 'grid', gap: 8 }}>
      {names.map((name, index) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <Text weight="bold" id={`row-${index}`}>
            {name}
          </Text>
          <ConfirmAction
            label="Retirer"
            icon={Trash2}
            aria-describedby={`row-${index}`}
            title={`Retirer ${name} ?`}
            cancelLabel="Annuler"
            onConfirm={() => setNames((all) => all.filter((other) => other !== name))}
          />
        </li>
      ))}
    </ul>
  );
}

/** When the action removes its own row, the focus goes to the next row's action, not to the page. */
export const RemovesItsRow: Story = {
  render: () => <RemovableRows />,
  play: async ({ canvas }) => {
    const first = canvas.getAllByRole('button', { name: 'Retirer' })[0]!;
    first.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Retirer Jeanne Dupont ?' });
    await userEvent.click(screen.getByRole('button', { name: 'Retirer' }));
    await waitFor(() => expect(canvas.queryByText('Jeanne Dupont')).not.toBeInTheDocument());
    const next = canvas.getAllByRole('button', { name: 'Retirer' })[0]!;
    await expect(next).toHaveAccessibleDescription('Paul Martin');
    await waitFor(() => expect(next).toHaveFocus());
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        padding: 16,
        gridTemplateColumns: 'repeat(3, max-content)',
      }}
    >
      {buttonVariants.map((variant) =>
        [
          { pending: false, disabled: false },
          { pending: true, disabled: false },
          { pending: false, disabled: true },
        ].map((state) => (
          <ConfirmAction
            key={`${variant}-${state.pending}-${state.disabled}`}
            {...args}
            variant={variant}
            {...state}
          />
        )),
      )}
    </div>
  ),
};
