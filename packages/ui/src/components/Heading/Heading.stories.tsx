import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading, headingAligns, headingLevels } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1, children: 'Ma journée' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    visualLevel: { control: 'inline-radio', options: headingLevels },
    align: { control: 'inline-radio', options: headingAligns },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ma journée' })).toBeVisible();
  },
};

export const VisualLevelDecoupled: Story = {
  args: { level: 2, visualLevel: 4, children: 'Objectifs de la semaine' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Objectifs de la semaine' });
    // Looks like an h4 (22 px) while staying an h2 in the outline.
    await expect(getComputedStyle(heading).fontSize).toBe('22px');
  },
};

export const LongText: Story = {
  args: {
    level: 2,
    children:
      'Programme personnalisé d’auto-rééducation à domicile après une hospitalisation en service de soins de suite et de réadaptation',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Heading {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          {`Titre de niveau ${level}`}
        </Heading>
      ))}
      <Heading level={1} visualLevel={3}>
        h1 à la taille d’un h3
      </Heading>
      {headingAligns.map((align) => (
        <Heading key={align} level={2} visualLevel={4} align={align}>
          {`Aligné ${align}`}
        </Heading>
      ))}
    </div>
  ),
};
