import type { Meta, StoryObj } from '@storybook/react-vite';
import { Save, Send } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Enregistrer', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    loading: { control: 'boolean' },
    icon: { control: false },
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

export const WithIcon: Story = {
  args: { icon: Save },
  play: async ({ canvas }) => {
    // The icon is decorative: the name is the label alone.
    await expect(canvas.getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { icon: Save, loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Enregistrer' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: `repeat(${buttonVariants.length}, max-content)`,
      }}
    >
      {buttonSizes.map((size) =>
        buttonVariants.map((variant) => (
          <Button key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
      {buttonSizes.map((size) =>
        buttonVariants.map((variant) => (
          <Button
            key={`${variant}-${size}-icon`}
            {...args}
            variant={variant}
            size={size}
            icon={Send}
          >
            {`${variant} ${size}`}
          </Button>
        )),
      )}
      {buttonVariants.map((variant) => (
        <Button key={`${variant}-loading`} {...args} variant={variant} icon={Send} loading>
          {`${variant} loading`}
        </Button>
      ))}
      <Button {...args} disabled>
        Indisponible
      </Button>
      <Button {...args} icon={Send} disabled>
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
