import { useRef, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { ToastProvider } from '../Toast/Toast';
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

describe('Dialog: the page behind a modal', () => {
  /** A docked page (its own scroll box above the toasts' strip) far taller than the window. */
  function TallPage({ children }: { children: ReactNode }) {
    return (
      <ToastProvider docked>
        <div style={{ height: '4000px', paddingTop: '200px' }}>{children}</div>
      </ToastProvider>
    );
  }

  it('holds the page still while open, without moving it sideways, then lets it scroll again', async () => {
    await renderIntl(
      <TallPage>
        <Dialog title="Détail" trigger={<button type="button">Ouvrir</button>} />
      </TallPage>,
    );
    const box = document.querySelector<HTMLElement>('[data-page-scroll]')!;
    const width = box.clientWidth;
    box.scrollTop = 100;
    await page.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Détail' })).toBeVisible();
    expect(getComputedStyle(box).overflowY).toBe('hidden');
    expect(getComputedStyle(document.documentElement).overflowY).toBe('hidden');
    // Where it was, and its content as wide as before (the scroll bar's room kept).
    expect(box.scrollTop).toBe(100);
    expect(box.clientWidth - parseFloat(getComputedStyle(box).paddingRight)).toBeLessThanOrEqual(
      width,
    );

    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(getComputedStyle(box).overflowY).toBe('auto');
    box.scrollTop = 300;
    expect(box.scrollTop).toBe(300);
  });

  it('holds it until the last of two dialogs closes', async () => {
    await renderIntl(
      <TallPage>
        <Dialog title="Premier" trigger={<button type="button">Ouvrir le premier</button>}>
          <Dialog title="Second" trigger={<button type="button">Ouvrir le second</button>} />
        </Dialog>
      </TallPage>,
    );
    const box = document.querySelector<HTMLElement>('[data-page-scroll]')!;
    await page.getByRole('button', { name: 'Ouvrir le premier' }).click();
    await page.getByRole('button', { name: 'Ouvrir le second' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Second' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog', { name: 'Second' })).not.toBeInTheDocument();
    expect(getComputedStyle(box).overflowY).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(getComputedStyle(box).overflowY).toBe('auto');
  });
});
