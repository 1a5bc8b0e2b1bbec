import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { Stack, stackAligns, stackGaps } from './Stack';

const items = ['Lever', 'Verticalisation', 'Marche assistée', 'Étirements'];

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 'md',
    children: items.map((item) => (
      <Box key={item} padding="md" background="surface" bordered radius="sm">
        {item}
      </Box>
    )),
  },
  argTypes: {
    gap: { control: 'select', options: stackGaps },
    align: { control: 'inline-radio', options: stackAligns },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsList: Story = {
  args: { as: 'ul', 'aria-label': 'Séances du jour', children: items },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Séances du jour' });
    const listItems = within(list).getAllByRole('listitem');
    await expect(listItems).toHaveLength(4);
    await expect(listItems[2]).toHaveTextContent('Marche assistée');
  },
};

export const OrderedList: Story = {
  args: {
    as: 'ol',
    gap: 'xs',
    children: [
      <li key="a">Installer la personne dans l’oxilio</li>,
      'Vérifier les sangles',
      'Lancer la verticalisation',
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(4, 1fr)' }}>
      {(['none', 'xs', 'md', 'xl'] as const).map((gap) => (
        <Stack key={gap} {...args} gap={gap}>
          {[`gap ${gap}`, 'deux', 'trois'].map((text) => (
            <Box key={text} padding="sm" background="primarySoft">
              {text}
            </Box>
          ))}
        </Stack>
      ))}
      {stackAligns.map((align) => (
        <Stack key={align} {...args} align={align}>
          {[`align ${align}`, 'deux'].map((text) => (
            <Box key={text} padding="sm" background="surfaceMuted" bordered>
              {text}
            </Box>
          ))}
        </Stack>
      ))}
    </div>
  ),
};
