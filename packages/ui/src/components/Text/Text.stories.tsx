import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Text, textAligns, textElements, textSizes, textTones, textWeights } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Vous avez réalisé 3 séances sur 4 aujourd’hui.' },
  argTypes: {
    as: { control: 'inline-radio', options: textElements },
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
    align: { control: 'inline-radio', options: textAligns },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Vous avez réalisé 3 séances sur 4 aujourd’hui.');
    await expect(text.tagName).toBe('P');
    await expect(getComputedStyle(text).fontSize).toBe('18px');
  },
};

export const InlineSpan: Story = {
  render: () => (
    <p>
      Dernière séance :{' '}
      <Text as="span" weight="bold">
        hier à 10 h 30
      </Text>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('hier à 10 h 30').tagName).toBe('SPAN');
  },
};

export const LongText: Story = {
  args: {
    size: 'large',
    children:
      'Pensez à vous hydrater régulièrement pendant vos séances de verticalisation et signalez toute douleur inhabituelle à votre rééducateur ou à votre rééducatrice lors du prochain rendez-vous.',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Text {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(3, max-content)' }}>
      {textTones.map((tone) =>
        textSizes.map((size) => (
          <Text key={`${tone}-${size}`} tone={tone} size={size}>
            {`${tone} ${size}`}
          </Text>
        )),
      )}
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>
          {`weight ${weight}`}
        </Text>
      ))}
    </div>
  ),
};
