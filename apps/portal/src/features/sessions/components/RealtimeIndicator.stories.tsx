import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@oxilio/ui';
import { useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import {
  RealtimeIndicator,
  realtimeStates,
  type RealtimeIndicatorProps,
  type RealtimeState,
} from './RealtimeIndicator';

/** The props that give each state. */
const propsOf: Record<RealtimeState, Pick<RealtimeIndicatorProps, 'realtime' | 'followed'>> = {
  followedOnline: { realtime: true, followed: true },
  followedOffline: { realtime: false, followed: true },
  notFollowedOnline: { realtime: true, followed: false },
  notFollowedOffline: { realtime: false, followed: false },
  unknownOnline: { realtime: true, followed: null },
  unknownOffline: { realtime: false, followed: null },
};

/** The polite live region of the indicator (no role: the player's own announcer is the status). */
const liveRegion = (canvas: HTMLElement) =>
  canvas.querySelector<HTMLElement>('[aria-live="polite"]')!;

/**
 * Where the patient's results go (/auto-reeducation, and compact in the player): "real time" only
 * when a rehabilitator follows the patient and the connection is up.
 */
const meta = {
  title: 'Portal/Sessions/RealtimeIndicator',
  component: RealtimeIndicator,
  args: { realtime: true, followed: true },
} satisfies Meta<typeof RealtimeIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Followed and connected: the only state that says "real time". */
export const FollowedOnline: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Temps réel activé')).toBeVisible();
    await expect(
      canvas.getByText('Vos résultats sont envoyés à votre rééducateur au fur et à mesure.'),
    ).toBeVisible();
    // Nothing is read out on the first render.
    await expect(liveRegion(canvasElement)).toBeEmptyDOMElement();
  },
};

/** No rehabilitator yet: saved in the patient's file, seen by the one who will follow them. */
export const NotFollowedOnline: Story = {
  args: { realtime: true, followed: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pas encore de rééducateur')).toBeVisible();
    await expect(canvas.queryByText('Temps réel activé')).not.toBeInTheDocument();
    await expect(canvas.getByText(/celui qui vous suivra les verra/)).toBeVisible();
  },
};

/** Not known yet whether a rehabilitator follows: never "real time" before knowing. */
export const NotKnownYet: Story = {
  args: { realtime: true, followed: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Connecté')).toBeVisible();
    await expect(canvas.queryByText('Temps réel activé')).not.toBeInTheDocument();
  },
};

/** Offline: kept on this device, sent to the rehabilitator once connected. */
export const FollowedOffline: Story = {
  args: { realtime: false, followed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hors connexion')).toBeVisible();
    await expect(canvas.getByText(/envoyés à votre rééducateur dès le retour/)).toBeVisible();
  },
};

/** Every state, with its sentence and compact (as in the player's top bar). */
export const AllStates: Story = {
  render: () => (
    <Stack gap="lg">
      {realtimeStates.map((state) => (
        <Stack key={state} gap="xs">
          <Text size="small" weight="bold">
            {state}
          </Text>
          <RealtimeIndicator {...propsOf[state]} />
          <RealtimeIndicator {...propsOf[state]} compact />
        </Stack>
      ))}
    </Stack>
  ),
};

/** The states a page goes through, one per `story:next` event on the window. */
function Changing({ steps, compact }: { steps: RealtimeState[]; compact?: boolean }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const next = () => setIndex((current) => Math.min(current + 1, steps.length - 1));
    window.addEventListener('story:next', next);
    return () => window.removeEventListener('story:next', next);
  }, [steps.length]);
  return <RealtimeIndicator {...propsOf[steps[index]!]} compact={compact} />;
}

/**
 * Loading, then followed (not read out: that is the page loading), then the connection drops
 * (read out politely, with its sentence even in the compact badge), then it comes back.
 */
export const AnnouncesChanges: Story = {
  render: () => (
    <Changing
      steps={['unknownOnline', 'followedOnline', 'followedOffline', 'followedOnline']}
      compact
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = () => window.dispatchEvent(new Event('story:next'));
    await expect(canvas.getByText('Connecté')).toBeVisible();
    next();
    await expect(await canvas.findByText('Temps réel activé')).toBeVisible();
    await expect(liveRegion(canvasElement)).toBeEmptyDOMElement();
    next();
    await expect(await canvas.findByText('Hors connexion')).toBeVisible();
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        'Hors connexion. Pas de connexion pour le moment : vos résultats sont gardés sur cet appareil et envoyés à votre rééducateur dès le retour de la connexion.',
      ),
    );
    next();
    await waitFor(() =>
      expect(liveRegion(canvasElement)).toHaveTextContent(
        'Temps réel activé. Vos résultats sont envoyés à votre rééducateur au fur et à mesure.',
      ),
    );
  },
};
