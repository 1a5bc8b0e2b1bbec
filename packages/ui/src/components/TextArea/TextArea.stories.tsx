import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextArea } from './TextArea';

/**
 * A labelled multi-line text input: notes on a coaching session, the description of an activity.
 * Give `maxLength` when the API has a limit: the counter tells the person how much room is left.
 *
 * Not for one line of text (a name, an e-mail): use TextField, whose mobile keyboard and
 * autocomplete fit it. Not for a clinical figure: use a number field with its unit.
 */
const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Notes', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <TextArea {...args} />
    </div>
  ),
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    hint: 'Visibles par l’équipe soignante, pas par le patient.',
    maxLength: 200,
    required: true,
  },
  play: async ({ canvas, args }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Notes' });
    await expect(textArea).toBeRequired();
    await expect(textArea.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(textArea).toHaveAccessibleDescription(
      /^Visibles par l’équipe soignante, pas par le patient\. 0 \/ 200 caractères$/,
    );
    await userEvent.type(textArea, 'Marche{Enter}assistée');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(textArea).toHaveValue('Marche\nassistée');
    await expect(canvas.getByText('15 / 200 caractères')).toBeVisible();
  },
};

export const WithError: Story = {
  args: {
    label: 'Description',
    defaultValue: 'Atelier',
    error: 'Décrivez l’activité en quelques phrases : lieu, durée, matériel.',
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Description' });
    await expect(textArea).toBeInvalid();
    await expect(textArea).toHaveAccessibleDescription(
      /^Erreur\s: Décrivez l’activité en quelques phrases : lieu, durée, matériel\.$/,
    );
  },
};

export const AtTheLimit: Story = {
  args: { maxLength: 10, defaultValue: 'Marche lente' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Notes' });
    // The browser keeps a longer default value, and the counter says so; typing adds nothing.
    await userEvent.type(textArea, 'x');
    await expect(textArea).toHaveValue('Marche lente');
    await expect(canvas.getByText('12 / 10 caractères')).toBeVisible();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, maxWidth: 420 }}>
      <TextArea {...args} label="Vide" />
      <TextArea
        {...args}
        label="Avec aide et compteur"
        hint="Quelques lignes."
        maxLength={4000}
        defaultValue="Séance à refaire mardi."
      />
      <TextArea {...args} label="En erreur" error="Ce champ est obligatoire." required />
      <TextArea {...args} label="Désactivé" disabled defaultValue="Lecture seule" />
      <TextArea {...args} label="Une ligne" rows={1} />
    </div>
  ),
};
