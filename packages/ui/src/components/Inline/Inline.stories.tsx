import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Inline, inlineAligns, inlineAlignsY, inlineGaps } from './Inline';

const tags = ['Équilibre', 'Endurance', 'Renforcement', 'Souplesse', 'Marche'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    gap: 'sm',
    children: tags.map((tag) => (
      <Box key={tag} padding="sm" paddingX="md" background="primarySoft" radius="full">
        {tag}
      </Box>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: inlineGaps },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignsY },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Actions: Story = {
  args: {
    align: 'end',
    children: [
      <Button key="cancel" variant="secondary">
        Annuler
      </Button>,
      <Button key="save">Enregistrer</Button>,
    ],
  },
};

export const WrapsOnNarrowWidth: Story = {
  args: { as: 'ul', 'aria-label': 'Types d’exercice', gap: 'xs' },
  render: (args) => (
    <div style={{ maxWidth: 260 }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Types d’exercice' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    // The last tag has wrapped below the first one.
    const [first, last] = [items.at(0), items.at(-1)];
    await expect(last?.getBoundingClientRect().top).toBeGreaterThan(
      first?.getBoundingClientRect().bottom ?? Infinity,
    );
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inlineAligns.map((align) => (
        <Box key={align} background="surface" bordered padding="xs">
          <Inline {...args} align={align} />
        </Box>
      ))}
      {inlineAlignsY.map((alignY) => (
        <Box key={alignY} background="surface" bordered padding="xs">
          <Inline {...args} alignY={alignY}>
            <Box padding="xl" background="surfaceMuted">{`alignY ${alignY}`}</Box>
            <Box padding="xs" background="primarySoft">
              petit
            </Box>
          </Inline>
        </Box>
      ))}
    </div>
  ),
};
