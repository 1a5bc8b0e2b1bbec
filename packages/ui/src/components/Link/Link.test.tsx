import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Link } from './Link';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

const RouterLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; onNavigate: (to: string) => void }
>(function RouterLink({ to, onNavigate, children, ...rest }, ref) {
  return (
    <a
      ref={ref}
      href={to}
      onClick={(event) => {
        event.preventDefault();
        onNavigate(to);
      }}
      {...rest}
    >
      {children}
    </a>
  );
});

describe('Link', () => {
  it('warns screen reader users that an external link opens a new window', async () => {
    const screen = await render(
      <Intl>
        <Link href="https://example.org" external>
          Notice
        </Link>
      </Intl>,
    );
    const link = screen.getByRole('link', {
      name: 'Notice (s’ouvre dans une nouvelle fenêtre)',
      exact: true,
    });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders the router link it is given and follows it with the keyboard', async () => {
    const onNavigate = vi.fn();
    const screen = await render(
      <Intl>
        <Link as={RouterLink} to="/patients" onNavigate={onNavigate} standalone>
          Patients
        </Link>
      </Intl>,
    );
    await userEvent.keyboard('{Tab}');
    const link = screen.getByRole('link', { name: 'Patients' });
    await expect.element(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/patients');
  });

  it('is at least 44 px high when standalone, and stays in the line inside a sentence', async () => {
    const screen = await render(
      <Intl>
        <Link href="#a" standalone>
          Seul
        </Link>
        <p>
          Une phrase avec <Link href="#b">un lien</Link> dedans.
        </p>
      </Intl>,
    );
    const standalone = screen.getByRole('link', { name: 'Seul' }).element();
    const inline = screen.getByRole('link', { name: 'un lien' }).element();
    expect(standalone.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(getComputedStyle(inline).display).toBe('inline');
  });
});
