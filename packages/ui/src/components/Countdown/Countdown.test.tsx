import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Countdown, type CountdownProps } from './Countdown';

/** A clock the test moves by hand; the component only reads it. */
function manualClock() {
  let time = 1_000;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

/** Longer than the component's refresh interval, to prove nothing changed. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 450));

function renderCountdown(props: CountdownProps) {
  const screen = render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <Countdown {...props} />
    </IntlProvider>,
  );
  return screen;
}

describe('Countdown', () => {
  it('counts down from the clock and completes exactly once', async () => {
    const clock = manualClock();
    const onComplete = vi.fn();
    const screen = await renderCountdown({ durationSeconds: 30, now: clock.now, onComplete });
    const timer = screen.getByRole('timer', { name: 'Temps restant' });
    await expect.element(timer).toHaveTextContent('00:30');

    await userEvent.click(screen.getByRole('button', { name: 'Démarrer' }));
    clock.advance(400);
    await expect.element(timer).toHaveTextContent('00:30');
    clock.advance(12_000);
    await expect.element(timer).toHaveTextContent('00:18');
    expect(onComplete).not.toHaveBeenCalled();

    clock.advance(17_600);
    await expect.element(timer).toHaveTextContent('00:00');
    // Shown on screen (first) and announced (the live region).
    await expect.element(screen.getByText('Terminé', { exact: true }).first()).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Terminé');
    clock.advance(5_000);
    await settle();
    expect(onComplete).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByRole('button', { name: 'Recommencer' })).toBeVisible();
  });

  it('stands still while paused and resumes where it stopped', async () => {
    const clock = manualClock();
    const onStatusChange = vi.fn();
    const screen = await renderCountdown({ durationSeconds: 30, now: clock.now, onStatusChange });
    const timer = screen.getByRole('timer');
    await userEvent.click(screen.getByRole('button', { name: 'Démarrer' }));
    clock.advance(5_000);
    await expect.element(timer).toHaveTextContent('00:25');

    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await expect.element(screen.getByText('En pause', { exact: true }).first()).toBeVisible();
    clock.advance(60_000);
    await settle();
    await expect.element(timer).toHaveTextContent('00:25');

    const resume = screen.getByRole('button', { name: 'Reprendre' });
    await expect.element(resume).toHaveFocus();
    await userEvent.click(resume);
    clock.advance(3_000);
    await expect.element(timer).toHaveTextContent('00:22');
    expect(onStatusChange.mock.calls.map(([status]) => status)).toEqual([
      'running',
      'paused',
      'running',
    ]);
  });

  it('announces only the start, halfway, the last ten seconds and the end', async () => {
    const clock = manualClock();
    const screen = await renderCountdown({
      durationSeconds: 60,
      phaseLabel: 'Série 1 sur 3',
      now: clock.now,
    });
    const live = screen.getByRole('status');
    const timer = screen.getByRole('timer');
    await expect.element(live).toHaveTextContent(/^$/);

    await userEvent.click(screen.getByRole('button', { name: 'Démarrer' }));
    await expect.element(live).toHaveTextContent('Série 1 sur 3 : 1 minute');
    clock.advance(20_000);
    await expect.element(timer).toHaveTextContent('00:40');
    await expect.element(live).toHaveTextContent('Série 1 sur 3 : 1 minute');

    clock.advance(10_000);
    await expect.element(live).toHaveTextContent('Mi-parcours, encore 30 secondes');
    clock.advance(15_000);
    await expect.element(timer).toHaveTextContent('00:15');
    await expect.element(live).toHaveTextContent('Mi-parcours, encore 30 secondes');

    clock.advance(5_000);
    await expect.element(live).toHaveTextContent('Encore 10 secondes');
    clock.advance(5_000);
    await expect.element(timer).toHaveTextContent('00:05');
    await expect.element(live).toHaveTextContent('Encore 10 secondes');

    clock.advance(5_000);
    await expect.element(live).toHaveTextContent('Terminé');
  });

  it('says "Reprise" on resume rather than repeating a milestone', async () => {
    const clock = manualClock();
    const screen = await renderCountdown({ durationSeconds: 20, now: clock.now });
    const live = screen.getByRole('status');
    await userEvent.click(screen.getByRole('button', { name: 'Démarrer' }));
    clock.advance(12_000);
    await expect.element(live).toHaveTextContent('Encore 10 secondes');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await expect.element(live).toHaveTextContent('En pause');
    await userEvent.click(screen.getByRole('button', { name: 'Reprendre' }));
    await expect.element(live).toHaveTextContent('Reprise');
  });

  it('starts by itself and restarts when the phase changes', async () => {
    const clock = manualClock();
    const onComplete = vi.fn();
    const screen = await renderCountdown({
      durationSeconds: 30,
      autoStart: true,
      now: clock.now,
      onComplete,
    });
    clock.advance(30_000);
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onComplete).toHaveBeenCalledTimes(1);

    await screen.rerender(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <Countdown durationSeconds={15} phase="rest" autoStart now={clock.now} />
      </IntlProvider>,
    );
    await expect.element(screen.getByText('Repos', { exact: true })).toBeVisible();
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:15');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Repos : 15 secondes');
    clock.advance(4_000);
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:11');
  });

  it('resets to the full duration', async () => {
    const clock = manualClock();
    const screen = await renderCountdown({ durationSeconds: 90, now: clock.now });
    await userEvent.click(screen.getByRole('button', { name: 'Démarrer' }));
    clock.advance(61_000);
    await expect.element(screen.getByRole('timer')).toHaveTextContent('00:29');
    await userEvent.click(screen.getByRole('button', { name: 'Recommencer' }));
    await expect.element(screen.getByRole('timer')).toHaveTextContent('01:30');
    await expect.element(screen.getByRole('button', { name: 'Démarrer' })).toBeVisible();
  });
});

describe('Countdown under reduced motion', () => {
  it('does not animate the progress bar', async () => {
    // The test browser runs with prefers-reduced-motion: reduce, like the stories.
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const screen = await renderCountdown({ durationSeconds: 30, now: () => 0 });
    const bar = screen.container.querySelector('[aria-hidden="true"] > div');
    expect(bar).not.toBeNull();
    const durations = getComputedStyle(bar as Element)
      .transitionDuration.split(',')
      .map((value) => parseFloat(value));
    expect(Math.max(...durations)).toBeLessThan(0.001);
  });
});
