import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Enregistrer', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Enregistrer' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, max-content)' }}>
      {buttonVariants.map((variant) =>
        buttonSizes.map((size) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
      <Button {...args} disabled>
        Indisponible
      </Button>
    </div>
  ),
};

export const LongText: Story = {
  args: {
    children:
      'Envoyer le programme d’auto-rééducation personnalisé à tous les patients sélectionnés',
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Button {...args} />
    </div>
  ),
};
