import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, boxBackgrounds, boxRadii, boxSpaces } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surface',
    radius: 'md',
    bordered: true,
    children: 'Séance du matin : 20 minutes de verticalisation',
  },
  argTypes: {
    padding: { control: 'select', options: boxSpaces },
    paddingX: { control: 'select', options: boxSpaces },
    paddingY: { control: 'select', options: boxSpaces },
    background: { control: 'select', options: boxBackgrounds },
    radius: { control: 'inline-radio', options: boxRadii },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-label': 'Résumé de la journée',
    children: 'Trois séances réalisées sur quatre.',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Résumé de la journée' });
    await expect(region.tagName).toBe('SECTION');
  },
};

export const LongText: Story = {
  args: {
    children:
      'Le programme d’auto-rééducation de cette semaine comprend des exercices d’équilibre, de renforcement musculaire et de marche assistée avec l’oxilio, à réaliser de préférence le matin.',
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Box {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'repeat(4, 1fr)' }}>
      {boxBackgrounds.map((background) => (
        <Box key={background} {...args} background={background} bordered>
          {background}
        </Box>
      ))}
      {boxRadii.map((radius) => (
        <Box key={radius} {...args} background="primarySoft" radius={radius}>
          {`radius ${radius}`}
        </Box>
      ))}
      {(['none', 'xs', 'md', 'xl'] as const).map((padding) => (
        <Box key={padding} {...args} background="surfaceMuted" padding={padding}>
          {`padding ${padding}`}
        </Box>
      ))}
    </div>
  ),
};
