import { Users } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { SideNav, type NavItem } from './SideNav';

const items: NavItem[] = [
  { id: 'patients', label: 'Patients', href: '/reeducateur/patients', icon: Users, badge: 2 },
  { id: 'programs', label: 'Programmes', href: '/reeducateur/programmes' },
];

describe('SideNav', () => {
  it('marks only the active item with aria-current="page"', async () => {
    const screen = await render(<SideNav aria-label="Menu" items={items} activeId="programs" />);
    await expect
      .element(screen.getByRole('link', { name: 'Programmes' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('link', { name: 'Patients 2' }))
      .not.toHaveAttribute('aria-current');
    await expect.element(screen.getByRole('navigation', { name: 'Menu' })).toBeVisible();
  });

  it('renders plain anchors with their href by default', async () => {
    const screen = await render(<SideNav aria-label="Menu" items={items} />);
    await expect
      .element(screen.getByRole('link', { name: 'Programmes' }))
      .toHaveAttribute('href', '/reeducateur/programmes');
  });

  it('lets the app render its own link and passes it the item and link props', async () => {
    const navigate = vi.fn();
    const screen = await render(
      <SideNav
        aria-label="Menu"
        items={items}
        activeId="patients"
        renderLink={(item, { children, href, ...props }) => (
          <a
            {...props}
            href={href}
            data-testid={`router-${item.id}`}
            onClick={(event) => {
              event.preventDefault();
              navigate(href);
            }}
          >
            {children}
          </a>
        )}
      />,
    );
    await expect
      .element(screen.getByTestId('router-patients'))
      .toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Programmes' }));
    expect(navigate).toHaveBeenCalledWith('/reeducateur/programmes');
  });

  it('gives every link a target at least 44 pixels high', async () => {
    const screen = await render(<SideNav aria-label="Menu" items={items} />);
    const box = screen.getByRole('link', { name: 'Programmes' }).element().getBoundingClientRect();
    expect(box.height).toBeGreaterThanOrEqual(44);
  });
});
