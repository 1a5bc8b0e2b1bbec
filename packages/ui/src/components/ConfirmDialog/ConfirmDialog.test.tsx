import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

async function setup(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = props.onConfirm ?? vi.fn();
  const onCancel = vi.fn();
  await render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <ConfirmDialog
        title="Supprimer la séance ?"
        description="Cette action est définitive."
        confirmLabel="Supprimer"
        cancelLabel="Annuler"
        onCancel={onCancel}
        trigger={<button type="button">Supprimer la séance</button>}
        {...props}
        onConfirm={onConfirm}
      />
    </IntlProvider>,
  );
  return { onConfirm, onCancel };
}

const dialog = () => page.getByRole('alertdialog', { name: 'Supprimer la séance ?' });

describe('ConfirmDialog', () => {
  it('focuses cancel first when destructive, and Escape cancels', async () => {
    const { onConfirm, onCancel } = await setup({ tone: 'destructive' });
    await page.getByRole('button', { name: 'Supprimer la séance' }).click();
    await expect.element(dialog()).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms and closes', async () => {
    const { onConfirm, onCancel } = await setup();
    await page.getByRole('button', { name: 'Supprimer la séance' }).click();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows the loading state while the confirm promise runs, then closes', async () => {
    let resolve: () => void = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((done) => (resolve = done)));
    await setup({ onConfirm });
    await page.getByRole('button', { name: 'Supprimer la séance' }).click();
    const confirm = page.getByRole('button', { name: 'Supprimer', exact: true });
    await confirm.click();
    await expect.element(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect.element(page.getByRole('status')).toHaveTextContent('Traitement en cours…');

    // Neither a second click nor Escape does anything while it runs.
    await confirm.click({ force: true });
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(dialog()).toBeVisible();

    resolve();
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('stays open when the confirm promise fails, ready to try again', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('réseau')));
    await setup({ onConfirm });
    await page.getByRole('button', { name: 'Supprimer la séance' }).click();
    const confirm = page.getByRole('button', { name: 'Supprimer', exact: true });
    await confirm.click();
    await expect.element(confirm).not.toHaveAttribute('aria-disabled');
    await expect.element(dialog()).toBeVisible();
    await confirm.click();
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('stays open while the caller says it is loading', async () => {
    const { onConfirm } = await setup({ defaultOpen: true, loading: true });
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click({ force: true });
    expect(onConfirm).not.toHaveBeenCalled();
    await expect.element(dialog()).toBeVisible();
  });
});
