import { useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { Dialog } from './Dialog';

function renderIntl(ui: ReactNode) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {ui}
    </IntlProvider>,
  );
}

describe('Dialog', () => {
  it('traps the focus, closes on Escape and returns the focus to its trigger', async () => {
    const onOpenChange = vi.fn();
    await renderIntl(
      <>
        <button type="button">Avant</button>
        <Dialog
          title="Modifier les objectifs"
          description="Applicables dès demain"
          onOpenChange={onOpenChange}
          trigger={<button type="button">Ouvrir</button>}
          footer={<button type="button">Enregistrer</button>}
        >
          <label>
            Pas par jour <input defaultValue="4000" />
          </label>
        </Dialog>
      </>,
    );
    const trigger = page.getByRole('button', { name: 'Ouvrir' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Modifier les objectifs' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveAccessibleDescription('Applicables dès demain');

    const close = page.getByRole('button', { name: 'Fermer' });
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('textbox', { name: 'Pas par jour' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Enregistrer' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(close).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(page.getByRole('button', { name: 'Enregistrer' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await expect.element(trigger).toHaveFocus();
  });

  it('has a 44px close button that closes it', async () => {
    await renderIntl(<Dialog defaultOpen title="Détail de la séance" />);
    const close = page.getByRole('button', { name: 'Fermer' });
    const box = close.element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns the focus to the opener when it is controlled without a trigger', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Détail
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Séance du 14 janvier" />
        </>
      );
    }
    await renderIntl(<Controlled />);
    const opener = page.getByRole('button', { name: 'Détail' });
    await opener.click();
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(opener).toHaveFocus();
  });

  it('focuses the requested element on open', async () => {
    function Rename() {
      const input = useRef<HTMLInputElement>(null);
      return (
        <Dialog defaultOpen title="Renommer" initialFocusRef={input}>
          <label>
            Nom <input ref={input} />
          </label>
        </Dialog>
      );
    }
    await renderIntl(<Rename />);
    await expect.element(page.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
  });

  it('as an alertdialog, stays open on an outside click but closes on Escape', async () => {
    await renderIntl(<Dialog defaultOpen role="alertdialog" title="Supprimer la séance ?" />);
    const dialog = page.getByRole('alertdialog', { name: 'Supprimer la séance ?' });
    await expect.element(dialog).toBeVisible();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('closes on an outside click when it is a plain dialog', async () => {
    await renderIntl(<Dialog defaultOpen title="Aide" />);
    await expect.element(page.getByRole('dialog', { name: 'Aide' })).toBeVisible();
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
