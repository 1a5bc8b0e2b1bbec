import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { PageHeader, type PageHeaderProps } from './PageHeader';

function renderHeader(props: PageHeaderProps) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <PageHeader {...props} />
    </IntlProvider>,
  );
}

describe('PageHeader', () => {
  it('renders the title as the h1 and the trail as a named navigation', async () => {
    const screen = await renderHeader({
      title: 'Programmes',
      breadcrumbs: [{ label: 'Accueil', href: '/' }, { label: 'Programmes' }],
    });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Programmes' }))
      .toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    await expect.element(trail.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/');
    await expect.element(trail.getByText('Programmes')).toHaveAttribute('aria-current', 'page');
  });

  it('gives a plain back link a 44 px high target', async () => {
    const screen = await renderHeader({
      title: 'Rapport de suivi',
      back: <a href="/patients/1">Retour au dossier</a>,
    });
    const back = screen.getByRole('link', { name: 'Retour au dossier' });
    await expect.element(back).toBeVisible();
    expect(back.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  });

  it('routes breadcrumb links through renderLink', async () => {
    const navigate = vi.fn();
    const screen = await renderHeader({
      title: 'Synthèse',
      breadcrumbs: [{ label: 'Patients', href: '/patients' }, { label: 'Synthèse' }],
      renderLink: (crumb, { children, href, ...props }) => (
        <a
          {...props}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            navigate(crumb.href);
          }}
        >
          {children}
        </a>
      ),
    });
    await userEvent.click(screen.getByRole('link', { name: 'Patients' }));
    expect(navigate).toHaveBeenCalledWith('/patients');
  });

  it('renders no breadcrumb navigation when there is no trail', async () => {
    const screen = await renderHeader({ title: 'Ma journée' });
    await expect.element(screen.getByRole('heading', { name: 'Ma journée' })).toBeVisible();
    expect(screen.container.querySelector('nav')).toBeNull();
  });
});
