import type { Meta, StoryObj } from '@storybook/react-vite';
import { Play, RotateCcw } from 'lucide-react';
import { expect } from 'storybook/test';
import { buttonSizes, buttonVariants } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  args: { href: '#session', children: 'Commencer la séance' },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof ButtonLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { size: 'large', icon: Play },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Commencer la séance' });
    await expect(link).toHaveAttribute('href', '#session');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(56);
  },
};

/** Every variant and size, for the screenshot. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
      {buttonVariants.map((variant) =>
        buttonSizes.map((size) => (
          <ButtonLink key={`${variant}-${size}`} {...args} variant={variant} size={size}>
            {`${variant} ${size}`}
          </ButtonLink>
        )),
      )}
      <div style={{ width: 320 }}>
        <ButtonLink {...args} fullWidth icon={RotateCcw}>
          Refaire la séance
        </ButtonLink>
      </div>
    </div>
  ),
};
