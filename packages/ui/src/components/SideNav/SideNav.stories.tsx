import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  CalendarDays,
  ClipboardList,
  Dumbbell,
  HeartPulse,
  TrendingUp,
  User,
  UserCog,
  Users,
} from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { SideNav, type NavItem } from './SideNav';

const patientItems: NavItem[] = [
  { id: 'day', label: 'Ma journée', href: '/dashboard', icon: CalendarDays },
  { id: 'evolution', label: 'Évolution', href: '/evolution', icon: TrendingUp },
  { id: 'self', label: 'Auto-rééducation', href: '/auto-reeducation', icon: Dumbbell },
  { id: 'activities', label: 'Activités adaptées', href: '/activities', icon: HeartPulse },
  { id: 'profile', label: 'Profil', href: '/profil', icon: User },
];

const rehabilitatorItems: NavItem[] = [
  {
    id: 'patients',
    label: 'Patients',
    href: '/reeducateur/patients',
    icon: Users,
    badge: 3,
    badgeLabel: '3 demandes en attente',
  },
  { id: 'programs', label: 'Programmes', href: '/reeducateur/programmes', icon: ClipboardList },
  { id: 'account', label: 'Mon compte', href: '/reeducateur/profile', icon: UserCog },
];

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  args: { 'aria-label': 'Menu principal', items: patientItems, activeId: 'evolution' },
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Patient: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Évolution' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Ma journée' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const WithBadge: Story = {
  args: { items: rehabilitatorItems, activeId: 'patients' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Patients 3 demandes en attente' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

const onNavigate = fn();

/** The app passes its router's Link; here a stand-in that records the navigation. */
export const CustomLink: Story = {
  args: {
    renderLink: (item, { children, href, ...props }) => (
      <a
        {...props}
        href={href}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          onNavigate(item.id);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Profil' }));
    await expect(onNavigate).toHaveBeenCalledWith('profile');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <SideNav {...args} aria-label="Patient" />
      <SideNav {...args} aria-label="Rééducateur" items={rehabilitatorItems} activeId="programs" />
      <SideNav
        {...args}
        aria-label="Sans icônes"
        activeId={undefined}
        items={[
          { id: 'home', label: 'Accueil', href: '/responsable' },
          {
            id: 'long',
            label: 'Patients en attente de validation de leur inscription',
            href: '/responsable/patients',
            badge: 12,
          },
          { id: 'devices', label: 'Oxilios', href: '/responsable/oxilios' },
        ]}
      />
    </div>
  ),
};
