import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import type { NavItem } from '../SideNav/SideNav';
import { NavBar } from './NavBar';

const items: NavItem[] = [
  { id: 'patients', label: 'Patients', href: '#patients' },
  { id: 'programs', label: 'Programmes', href: '#programmes' },
];

function Frame({ width, children }: { width: number; children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <div style={{ width }}>{children}</div>
    </IntlProvider>
  );
}

describe('NavBar', () => {
  it('shows every link and no menu button from the tablet width up', async () => {
    const screen = await render(
      <Frame width={900}>
        <NavBar aria-label="Menu principal" items={items} activeId="programs" />
      </Frame>,
    );
    await expect.element(screen.getByRole('link', { name: 'Patients' })).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Programmes' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('button', { name: 'Menu', includeHidden: true }))
      .not.toBeVisible();
  });

  it('collapses behind a disclosure button below the tablet width', async () => {
    const screen = await render(
      <Frame width={400}>
        <NavBar aria-label="Menu principal" items={items} />
      </Frame>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    const listId = menu.element().getAttribute('aria-controls');
    expect(listId).toBeTruthy();
    expect(
      document
        .getElementById(listId ?? '')
        ?.contains(screen.getByRole('link', { name: 'Patients', includeHidden: true }).element()),
    ).toBe(true);
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await expect
      .element(screen.getByRole('link', { name: 'Patients', includeHidden: true }))
      .not.toBeVisible();

    await userEvent.click(menu);
    await expect.element(menu).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByRole('link', { name: 'Patients' })).toBeVisible();
  });

  it('closes the open menu with Escape and gives focus back to the button', async () => {
    const screen = await render(
      <Frame width={400}>
        <NavBar aria-label="Menu principal" items={items} />
      </Frame>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('link', { name: 'Patients' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).toHaveAttribute('aria-expanded', 'false');
    await expect.element(menu).toHaveFocus();
  });

  it('closes the menu when a link is followed', async () => {
    const screen = await render(
      <Frame width={400}>
        <NavBar aria-label="Menu principal" items={items} defaultOpen />
      </Frame>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Programmes' }));
    await expect
      .element(screen.getByRole('button', { name: 'Menu' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});
