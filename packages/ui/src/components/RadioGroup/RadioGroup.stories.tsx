import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, radioGroupOrientations, type RadioOption } from './RadioGroup';

const moments: RadioOption[] = [
  { value: 'morning', label: 'Le matin' },
  { value: 'afternoon', label: 'L’après-midi' },
  { value: 'evening', label: 'Le soir', hint: 'Pas après 20 h, pour préserver le sommeil.' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Quand préférez-vous faire vos séances ?',
    options: moments,
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: radioGroupOrientations } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Vous pourrez changer d’avis plus tard.' },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', {
      name: 'Quand préférez-vous faire vos séances ?',
    });
    await expect(group).toHaveAccessibleDescription('Vous pourrez changer d’avis plus tard.');
    await userEvent.click(canvas.getByText('Le matin'));
    await userEvent.keyboard('{ArrowDown}');
    const afternoon = canvas.getByRole('radio', { name: 'L’après-midi' });
    await expect(afternoon).toBeChecked();
    await expect(afternoon).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('afternoon');
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Avez-vous ressenti une douleur ?',
    orientation: 'horizontal',
    defaultValue: 'no',
    options: [
      { value: 'yes', label: 'Oui' },
      { value: 'no', label: 'Non' },
      { value: 'unsure', label: 'Je ne sais pas' },
    ],
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Choisissez un moment de la journée.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', {
      name: 'Quand préférez-vous faire vos séances ?',
    });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription(
      /^Erreur\s: Choisissez un moment de la journée\.$/,
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'evening' },
};

export const LongText: Story = {
  args: {
    label:
      'Comment vous êtes-vous senti pendant la séance de verticalisation de ce matin, par rapport à la précédente ?',
    options: [
      {
        value: 'better',
        label: 'Mieux : j’ai tenu plus longtemps debout sans fatigue particulière',
      },
      { value: 'same', label: 'Pareil' },
      {
        value: 'worse',
        label: 'Moins bien',
        hint: 'Votre rééducateur sera prévenu et pourra adapter le programme de la semaine prochaine.',
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <RadioGroup {...args} label="Vertical, rien de choisi" />
      <RadioGroup
        {...args}
        label="Horizontal, choisi"
        orientation="horizontal"
        defaultValue="afternoon"
      />
      <RadioGroup
        {...args}
        label="Une option indisponible"
        defaultValue="morning"
        options={[...moments.slice(0, 2), { value: 'evening', label: 'Le soir', disabled: true }]}
      />
      <RadioGroup {...args} label="En erreur" required error="Message d’erreur" />
      <RadioGroup {...args} label="Désactivé" disabled defaultValue="morning" />
    </div>
  ),
};
