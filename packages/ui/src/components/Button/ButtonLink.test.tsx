import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Play } from 'lucide-react';
import type { ComponentProps } from 'react';
import { ButtonLink } from './ButtonLink';

/** A stand-in for a router's link: it receives `to` instead of `href`. */
function RouterLink({ to, children, ...props }: ComponentProps<'a'> & { to: string }) {
  return (
    <a href={`/app${to}`} {...props}>
      {children}
    </a>
  );
}

describe('ButtonLink', () => {
  it('is a link named by its text, the icon hidden from screen readers', async () => {
    const screen = await render(
      <ButtonLink href="/session" icon={Play} size="large">
        Commencer la séance
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Commencer la séance' });
    await expect.element(link).toHaveAttribute('href', '/session');
    expect(link.element().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(link.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(56);
  });

  it('renders the router link it is given', async () => {
    const screen = await render(
      <ButtonLink as={RouterLink} to="/session">
        Reprendre
      </ButtonLink>,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Reprendre' }))
      .toHaveAttribute('href', '/app/session');
  });
});
