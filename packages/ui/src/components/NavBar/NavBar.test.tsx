import { Building2, HeartPulse, Home, Users, Watch } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import type { NavItem } from '../SideNav/SideNav';
import { NavBar } from './NavBar';

const items: NavItem[] = [
  { id: 'patients', label: 'Patients', href: '#patients' },
  { id: 'programs', label: 'Programmes', href: '#programmes' },
];

/** The manager's menu in German: long labels, with their icons. */
const germanItems: NavItem[] = [
  { id: 'home', label: 'Startseite', href: '#startseite', icon: Home },
  { id: 'patients', label: 'Patienten', href: '#patienten', icon: Users },
  { id: 'devices', label: 'Oxilios', href: '#oxilios', icon: Watch },
  { id: 'activities', label: 'Angepasste Aktivitäten', href: '#aktivitaeten', icon: HeartPulse },
  { id: 'establishment', label: 'Einrichtung', href: '#einrichtung', icon: Building2 },
];

const brand = <strong style={{ fontSize: 22 }}>oxilio</strong>;
const actions = <button type="button">Se déconnecter</button>;

function Frame({ width, children }: { width: number; children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <div data-testid="frame" style={{ width }}>
        {children}
      </div>
    </IntlProvider>
  );
}

/** The bar's element (the one carrying its layout). */
function barOf(link: Element): HTMLElement {
  return link.closest<HTMLElement>('[data-layout]')!;
}

/** Every link lies inside the bar, on its line. */
function expectInsideBar(links: readonly Element[]) {
  for (const link of links) {
    const bar = barOf(link).getBoundingClientRect();
    const rect = link.getBoundingClientRect();
    expect(rect.width).toBeGreaterThan(0);
    expect(rect.left).toBeGreaterThanOrEqual(bar.left);
    expect(rect.right).toBeLessThanOrEqual(bar.right);
    expect(rect.top).toBeGreaterThanOrEqual(bar.top);
    expect(rect.bottom).toBeLessThanOrEqual(bar.bottom);
  }
}

describe('NavBar', () => {
  it('shows every link on its line, and no menu button, when they fit', async () => {
    const screen = await render(
      <Frame width={900}>
        <NavBar aria-label="Menu principal" items={items} activeId="programs" brand={brand} />
      </Frame>,
    );
    await expect.element(screen.getByRole('link', { name: 'Patients' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Programmes' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('button', { name: 'Menu', includeHidden: true }))
      .not.toBeVisible();
    expectInsideBar(screen.getByRole('link').elements());
  });

  it('keeps a few short items on the line even on a phone', async () => {
    const screen = await render(
      <Frame width={390}>
        <NavBar aria-label="Menu principal" items={items} />
      </Frame>,
    );
    await expect.element(screen.getByRole('link', { name: 'Programmes' })).toBeVisible();
    expectInsideBar(screen.getByRole('link').elements());
  });

  it('collapses behind a disclosure button when the items do not fit, above the tablet width too', async () => {
    const screen = await render(
      <Frame width={900}>
        <NavBar
          aria-label="Menu principal"
          items={germanItems}
          activeId="activities"
          brand={brand}
          actions={actions}
        />
      </Frame>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    const listId = menu.element().getAttribute('aria-controls');
    expect(listId).toBeTruthy();
    const hidden = screen.getByRole('link', { name: 'Patienten', includeHidden: true });
    expect(document.getElementById(listId ?? '')?.contains(hidden.element())).toBe(true);
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await expect.element(hidden).not.toBeVisible();

    await userEvent.click(menu);
    await expect.element(menu).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getByRole('link').elements();
    expect(links.map((link) => link.textContent)).toEqual(germanItems.map((item) => item.label));
    await expect
      .element(screen.getByRole('link', { name: 'Angepasste Aktivitäten' }))
      .toHaveAttribute('aria-current', 'page');
  });

  it('collapses and expands as the bar narrows and widens', async () => {
    const screen = await render(
      <Frame width={1400}>
        <NavBar aria-label="Menu principal" items={germanItems} brand={brand} actions={actions} />
      </Frame>,
    );
    const frame = screen.getByTestId('frame').element() as HTMLElement;
    await expect.element(screen.getByRole('link', { name: 'Einrichtung' })).toBeVisible();
    expectInsideBar(screen.getByRole('link').elements());

    frame.style.width = '850px';
    await expect.element(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Einrichtung', includeHidden: true }))
      .not.toBeVisible();

    frame.style.width = '1400px';
    await expect.element(screen.getByRole('link', { name: 'Einrichtung' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Menu', includeHidden: true }))
      .not.toBeVisible();
    expectInsideBar(screen.getByRole('link').elements());
  });

  it('collapses when longer items come (another language, another role)', async () => {
    function Switching() {
      const [german, setGerman] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setGerman(true)}>
            Deutsch
          </button>
          <NavBar
            aria-label="Menu principal"
            items={german ? germanItems : items}
            brand={brand}
            actions={actions}
          />
        </>
      );
    }
    const screen = await render(
      <Frame width={700}>
        <Switching />
      </Frame>,
    );
    await expect.element(screen.getByRole('link', { name: 'Programmes' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    await expect.element(screen.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Patienten', includeHidden: true }))
      .not.toBeVisible();
  });

  it('gives the focus to the menu button when the focused link is folded away', async () => {
    const screen = await render(
      <Frame width={1400}>
        <NavBar aria-label="Menu principal" items={germanItems} brand={brand} actions={actions} />
      </Frame>,
    );
    const frame = screen.getByTestId('frame').element() as HTMLElement;
    // Laid out on one line before the first paint: the link shows, as the user first sees it.
    await expect.element(screen.getByRole('link', { name: 'Oxilios' })).toBeVisible();
    (screen.getByRole('link', { name: 'Oxilios' }).element() as HTMLElement).focus();
    frame.style.width = '850px';
    const menu = screen.getByRole('button', { name: 'Menu' });
    await expect.element(menu).toHaveFocus();
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the open menu with Escape and gives focus back to the button', async () => {
    const screen = await render(
      <Frame width={400}>
        <NavBar aria-label="Menu principal" items={germanItems} />
      </Frame>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: 'Startseite' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await expect.element(menu).toHaveFocus();
  });

  it('closes the menu when a link is followed', async () => {
    const screen = await render(
      <Frame width={400}>
        <NavBar aria-label="Menu principal" items={germanItems} defaultOpen />
      </Frame>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Einrichtung' }));
    await expect
      .element(screen.getByRole('button', { name: 'Menu' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});
