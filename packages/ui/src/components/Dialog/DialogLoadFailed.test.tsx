import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { Dialog } from './Dialog';

// The open dialog's code does not arrive (the network dropped while it loaded): what reaches the
// dialog is the failure React's lazy reports, thrown where the open dialog renders.
vi.mock('./DialogModal', () => ({
  default: () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  },
}));

describe('Dialog whose code cannot load', () => {
  it('says so with a retry and a close, and the page stays', async () => {
    const onOpenChange = vi.fn();
    await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <p>La page reste là</p>
        <Dialog
          title="Modifier les objectifs"
          onOpenChange={onOpenChange}
          trigger={<button type="button">Ouvrir</button>}
        />
      </IntlProvider>,
    );
    await page.getByRole('button', { name: 'Ouvrir' }).click();
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveTextContent(/La fenêtre n’a pas pu s’ouvrir/);
    await expect.element(page.getByText('La page reste là')).toBeVisible();
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(/pas pu s’ouvrir/);
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect
      .element(page.getByRole('button', { name: 'Ouvrir' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});
