import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pause, SkipForward } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { CountdownDisplay } from './CountdownDisplay';

/** The countdown's face without its clock: what the session player drives from its own state. */
const meta = {
  title: 'Clinical/CountdownDisplay',
  component: CountdownDisplay,
  args: { remainingSeconds: 18, progress: 0.4, phaseLabel: 'Série 2 sur 3' },
} satisfies Meta<typeof CountdownDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A series running, with the player's controls under it. */
export const WithControls: Story = {
  render: (args) => (
    <CountdownDisplay {...args}>
      <Button size="large" icon={Pause}>
        Pause
      </Button>
      <Button size="large" variant="secondary" icon={SkipForward}>
        Passer l’exercice
      </Button>
    </CountdownDisplay>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent('00:18');
    await expect(canvas.getByText('Série 2 sur 3')).toBeVisible();
    // The page announces on its own: no live region here.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Every phase and status, for the screenshot. */
export const Matrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <CountdownDisplay remainingSeconds={30} progress={0} phaseLabel="Série 1 sur 3" />
      <CountdownDisplay remainingSeconds={12} progress={0.6} phase="rest" />
      <CountdownDisplay remainingSeconds={45} progress={0.25} status="paused" />
      <CountdownDisplay
        remainingSeconds={0}
        progress={1}
        phase="rest"
        status="done"
        announcement="Terminé"
      />
    </div>
  ),
};
