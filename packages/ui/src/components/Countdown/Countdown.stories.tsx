import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Countdown, countdownPhases } from './Countdown';

/** A clock moved by the play function, so screenshots never depend on real time. */
function manualClock() {
  let time = 0;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const meta = {
  title: 'Clinical/Countdown',
  component: Countdown,
  args: { durationSeconds: 30, phase: 'series', onComplete: fn(), onStatusChange: fn() },
  argTypes: { phase: { control: 'inline-radio', options: countdownPhases } },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Temps restant' })).toHaveTextContent('00:30');
    await expect(canvas.getByRole('button', { name: 'Démarrer' })).toBeVisible();
  },
};

const runningClock = manualClock();
export const Running: Story = {
  args: { now: runningClock.now, phaseLabel: 'Série 2 sur 3' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Démarrer' }));
    runningClock.advance(12_000);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:18'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Série 2 sur 3 : 30 secondes');
    await expect(args.onStatusChange).toHaveBeenCalledWith('running');
  },
};

const pausedClock = manualClock();
export const Paused: Story = {
  args: { durationSeconds: 90, now: pausedClock.now },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Démarrer' }));
    pausedClock.advance(35_000);
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('00:55'));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Reprendre' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('En pause');
  },
};

const doneClock = manualClock();
export const Done: Story = {
  args: { durationSeconds: 10, phase: 'rest', now: doneClock.now },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Démarrer' }));
    doneClock.advance(10_000);
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Terminé');
    await expect(canvas.getByRole('button', { name: 'Recommencer' })).toBeVisible();
  },
};

const frozen = () => 0;
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
      <Countdown {...args} now={frozen} data-testid="Série, prête" />
      <Countdown {...args} now={frozen} phase="rest" durationSeconds={45} data-testid="Repos" />
      <Countdown
        {...args}
        now={frozen}
        autoStart
        durationSeconds={754}
        phaseLabel="Marche : série 3 sur 3"
        data-testid="Longue série en cours"
      />
      <Countdown {...args} now={frozen} durationSeconds={5} data-testid="Courte" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const running = within(within(canvasElement).getByTestId('Longue série en cours'));
    await expect(running.getByRole('timer')).toHaveTextContent('12:34');
    await expect(running.getByRole('button', { name: 'Pause' })).toBeVisible();
  },
};
