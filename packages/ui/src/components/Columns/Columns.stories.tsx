import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../Box/Box';
import {
  Column,
  Columns,
  columnWidths,
  columnsAlignsY,
  columnsCollapseBelow,
  columnsGaps,
} from './Columns';

function Panel({ children, tall = false }: { children: string; tall?: boolean }) {
  return (
    <Box padding={tall ? 'xxl' : 'md'} background="surface" bordered radius="sm">
      {children}
    </Box>
  );
}

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    gap: 'lg',
    children: [
      <Column key="a" width="2/3">
        <Panel>Évolution de la semaine</Panel>
      </Column>,
      <Column key="b">
        <Panel>Objectifs</Panel>
      </Column>,
    ],
  },
  argTypes: {
    gap: { control: 'select', options: columnsGaps },
    collapseBelow: { control: 'inline-radio', options: columnsCollapseBelow },
    alignY: { control: 'inline-radio', options: columnsAlignsY },
    children: { control: false },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByText('Évolution de la semaine').getBoundingClientRect();
    const side = canvas.getByText('Objectifs').getBoundingClientRect();
    // Side by side from the tablet width, the first twice as wide as the second.
    await expect(side.left).toBeGreaterThan(main.right);
    await expect(main.width / side.width).toBeCloseTo(2, 0);
  },
};

/** Stacks below 1200 px instead of 768 px (its behaviour per viewport is pinned in Columns.test.tsx). */
export const CollapseBelowDesktop: Story = {
  args: { collapseBelow: 'desktop' },
};

export const AlignedCenter: Story = {
  args: {
    alignY: 'center',
    children: [
      <Column key="a" width="content">
        <Panel tall>Photo</Panel>
      </Column>,
      <Column key="b">
        <Panel>
          Jeanne Martin, 78 ans, suivie depuis mars 2024 pour une hémiparésie droite après un AVC.
        </Panel>
      </Column>,
    ],
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {columnWidths
        .filter((width) => width.includes('/'))
        .map((width) => (
          <Columns key={width} {...args}>
            <Column width={width}>
              <Box padding="sm" background="primarySoft">
                {width}
              </Box>
            </Column>
            <Column>
              <Box padding="sm" background="surfaceMuted" bordered>
                fill
              </Box>
            </Column>
          </Columns>
        ))}
      <Columns {...args} gap="xs">
        {['1/4', '1/4', '1/4', '1/4'].map((width, index) => (
          <Column key={index} width={width as '1/4'}>
            <Box padding="sm" background="successSoft">{`1/4 gap xs`}</Box>
          </Column>
        ))}
      </Columns>
    </div>
  ),
};
