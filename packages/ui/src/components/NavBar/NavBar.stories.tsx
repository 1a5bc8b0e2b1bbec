import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Building2,
  CalendarDays,
  Dumbbell,
  HeartPulse,
  Home,
  TrendingUp,
  User,
  Users,
  Watch,
} from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** The manager's menu in German (the portal's labels), the longest of the portal's bars. */
const germanItems: NavItem[] = [
  { id: 'home', label: 'Startseite', href: '#startseite', icon: Home },
  { id: 'patients', label: 'Patienten', href: '#patienten', icon: Users },
  { id: 'devices', label: 'Oxilios', href: '#oxilios', icon: Watch },
  { id: 'activities', label: 'Angepasste Aktivitäten', href: '#aktivitaeten', icon: HeartPulse },
  { id: 'establishment', label: 'Einrichtung', href: '#einrichtung', icon: Building2 },
];

function GermanActions() {
  return (
    <>
      <span style={{ display: 'flex', flexDirection: 'column', textAlign: 'end' }}>
        <strong>Claire Dumont</strong>
        <span>Einrichtungsleitung</span>
      </span>
      <Button variant="secondary">Abmelden</Button>
    </>
  );
}

/** Screen widths the stories are rendered at (the test runner sets the page's viewport). */
const viewport = {
  options: {
    tablet1024: { name: '1024 px', styles: { width: '1024px', height: '700px' } },
    desktop1280: { name: '1280 px', styles: { width: '1280px', height: '700px' } },
  },
};

/** The bar of the story (the element around its navigation landmark). */
function barOf(canvasElement: HTMLElement): HTMLElement {
  const bar = canvasElement.querySelector<HTMLElement>('[data-layout]');
  if (!bar) {
    throw new Error('no NavBar in the story');
  }
  return bar;
}

/**
 * No link of the bar is clipped: each visible link lies inside the bar's width (and, on the bar's
 * line, inside its height), and nothing makes the bar scroll.
 */
async function expectNothingClipped(bar: HTMLElement) {
  const box = bar.getBoundingClientRect();
  const links = within(bar).queryAllByRole('link');
  for (const link of links) {
    const rect = link.getBoundingClientRect();
    await expect(rect.width).toBeGreaterThan(0);
    await expect(rect.left).toBeGreaterThanOrEqual(box.left);
    await expect(rect.right).toBeLessThanOrEqual(box.right);
    if (bar.dataset.layout === 'row') {
      await expect(rect.top).toBeGreaterThanOrEqual(box.top);
      await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
    }
  }
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
}

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
    // Laid out before the first frame paints (the bar measures itself in that frame).
    await expect(await canvas.findByRole('link', { name: 'Ma journée' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Profil' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
  },
};

/**
 * The manager's menu in German at 1280 px: its five entries fit beside the brand, the name and
 * sign-out, so they are on the bar's line, none clipped, and there is no Menu button.
 */
export const GermanFitsAt1280: Story = {
  globals: { locale: 'de', viewport: { value: 'desktop1280', isRotated: false } },
  parameters: { viewport },
  args: {
    'aria-label': 'Hauptmenü',
    items: germanItems,
    activeId: 'patients',
    actions: <GermanActions />,
  },
  play: async ({ canvas, canvasElement }) => {
    const bar = barOf(canvasElement);
    await waitFor(() => expect(bar).toHaveAttribute('data-layout', 'row'));
    await expect(canvas.queryByRole('button', { name: 'Menü' })).toBeNull();
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      germanItems.map((item) => item.label),
    );
    await expect(canvas.getByRole('link', { name: 'Patienten' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNothingClipped(bar);
  },
};

/**
 * The same bar at 1024 px: its entries do not fit on the line, so the menu collapses behind the
 * Menu button (above the tablet width too), which opens every entry, the current one marked;
 * Escape closes it and gives the focus back to the button.
 */
export const GermanCollapsesAt1024: Story = {
  globals: { locale: 'de', viewport: { value: 'tablet1024', isRotated: false } },
  parameters: { viewport },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    'aria-label': 'Hauptmenü',
    items: germanItems,
    activeId: 'establishment',
    actions: <GermanActions />,
  },
  play: async ({ canvas, canvasElement }) => {
    const bar = barOf(canvasElement);
    await expect(bar).toHaveAttribute('data-layout', 'menu');
    await expect(canvas.queryByRole('link')).toBeNull();
    await expectNothingClipped(bar);
    const menu = canvas.getByRole('button', { name: 'Menü' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      germanItems.map((item) => item.label),
    );
    await expect(canvas.getByRole('link', { name: 'Einrichtung' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNothingClipped(bar);
    links[0]!.focus();
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveFocus();
    // Shown open.
    await userEvent.click(menu);
    menu.blur();
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
