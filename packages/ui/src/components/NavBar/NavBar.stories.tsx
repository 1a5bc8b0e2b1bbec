import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, Dumbbell, HeartPulse, TrendingUp, User } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import type { NavItem } from '../SideNav/SideNav';
import { NavBar } from './NavBar';

const items: NavItem[] = [
  { id: 'day', label: 'Ma journée', href: '#dashboard', icon: CalendarDays },
  { id: 'evolution', label: 'Évolution', href: '#evolution', icon: TrendingUp },
  { id: 'self', label: 'Auto-rééducation', href: '#auto-reeducation', icon: Dumbbell },
  { id: 'activities', label: 'Activités adaptées', href: '#activities', icon: HeartPulse },
  { id: 'profile', label: 'Profil', href: '#profil', icon: User },
];

function Brand() {
  return <strong style={{ fontSize: 22, color: '#0c2298' }}>oxilio</strong>;
}

const meta = {
  title: 'Navigation/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: {
    'aria-label': 'Menu principal',
    items,
    activeId: 'day',
    brand: <Brand />,
    actions: <Button variant="secondary">Se déconnecter</Button>,
  },
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ma journée' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/** Below the tablet width the links collapse behind the Menu button. */
export const Collapsed: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Profil' })).toBeNull();
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Profil' })).toBeVisible();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <NavBar {...args} aria-label="Large" />
      <NavBar {...args} aria-label="Sans actions" actions={undefined} activeId="evolution" />
      <div style={{ width: 375 }}>
        <NavBar {...args} aria-label="Étroit fermé" />
      </div>
      <div style={{ width: 375, minHeight: 340 }}>
        <NavBar {...args} aria-label="Étroit ouvert" defaultOpen activeId="self" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const narrowOpen = within(canvasElement).getByRole('navigation', { name: 'Étroit ouvert' });
    await expect(
      within(narrowOpen).getByRole('link', { name: 'Auto-rééducation' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};
