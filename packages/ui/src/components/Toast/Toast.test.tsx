import { act, Profiler, useEffect, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function Trigger({ options }: { options: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(options)}>
      Montrer
    </button>
  );
}

async function setup(options: ToastOptions, duration = 5000) {
  const screen = await render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <ToastProvider duration={duration}>
        <Trigger options={options} />
        <p>Ailleurs dans la page</p>
      </ToastProvider>
    </IntlProvider>,
  );
  await screen.getByRole('button', { name: 'Montrer' }).click();
  await expect.element(screen.getByText(String(options.title))).toBeVisible();
  return screen;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes away by itself after its duration', async () => {
    const screen = await setup({ title: 'Objectifs enregistrés', tone: 'success' });
    await advance(4900);
    await expect.element(screen.getByText('Objectifs enregistrés')).toBeInTheDocument();
    await advance(200);
    await expect.element(screen.getByText('Objectifs enregistrés')).not.toBeInTheDocument();
  });

  it('waits while the pointer is over it, then resumes with the time it had left', async () => {
    const screen = await setup({ title: 'Séance enregistrée' });
    await advance(3000);
    await userEvent.hover(screen.getByText('Séance enregistrée'));
    await advance(20_000);
    await expect.element(screen.getByText('Séance enregistrée')).toBeInTheDocument();
    await userEvent.hover(screen.getByText('Ailleurs dans la page'));
    await advance(1900);
    await expect.element(screen.getByText('Séance enregistrée')).toBeInTheDocument();
    await advance(200);
    await expect.element(screen.getByText('Séance enregistrée')).not.toBeInTheDocument();
  });

  it('waits while the focus is in it, and its close button returns the focus', async () => {
    const screen = await setup({ title: 'Séance enregistrée' });
    const close = screen.getByRole('button', { name: 'Fermer la notification' });
    await userEvent.keyboard('{Tab}');
    await expect.element(close).toHaveFocus();
    await advance(20_000);
    await expect.element(screen.getByText('Séance enregistrée')).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('Séance enregistrée')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Montrer' })).toHaveFocus();
  });

  it('never dismisses an error by itself, even with a duration', async () => {
    const screen = await setup({ title: 'Envoi impossible', tone: 'danger', duration: 1000 });
    await advance(60_000);
    await expect.element(screen.getByText('Envoi impossible')).toBeVisible();
    await screen.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect.element(screen.getByText('Envoi impossible')).not.toBeInTheDocument();
  });

  it('replaces the toast shown rather than stacking a second one', async () => {
    const screen = await setup({ title: 'Programme ajouté', tone: 'success' });
    await screen.getByRole('button', { name: 'Montrer' }).click();
    await screen.getByRole('button', { name: 'Montrer' }).click();
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect.element(region.getByText('Programme ajouté')).toBeVisible();
    expect(region.element().querySelectorAll('[data-toast-id]')).toHaveLength(1);
  });

  it('gives a long text more time to be read', async () => {
    const title =
      'Le programme « Équilibre debout » est maintenant dans vos programmes personnels.';
    const screen = await setup({ title, tone: 'success' });
    await advance(5100);
    await expect.element(screen.getByText(title)).toBeInTheDocument();
    await advance(2000);
    await expect.element(screen.getByText(title)).not.toBeInTheDocument();
  });

  it('keeps a toast that has an action until it is used or closed', async () => {
    const onUndo = vi.fn();
    const screen = await setup({
      title: 'Séance supprimée',
      action: { label: 'Annuler', onClick: onUndo },
    });
    await advance(60_000);
    await screen.getByRole('button', { name: 'Annuler' }).click();
    expect(onUndo).toHaveBeenCalledTimes(1);
    await expect.element(screen.getByText('Séance supprimée')).not.toBeInTheDocument();
  });
});

describe('the toast’s place', () => {
  function Page({ options }: { options: ToastOptions }) {
    const toast = useToast();
    return (
      <div>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            <button type="button" style={{ width: '100%' }} onClick={() => toast.show(options)}>
              {`Action ${index + 1}`}
            </button>
          </p>
        ))}
      </div>
    );
  }

  it('keeps room for itself: the last control scrolls above it, and it gives the room back', async () => {
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <ToastProvider>
          <Page options={{ title: 'Programme ajouté à vos programmes', tone: 'success' }} />
        </ToastProvider>
      </IntlProvider>,
    );
    await screen.getByRole('button', { name: 'Action 30' }).click();
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect.element(region.getByText('Programme ajouté à vos programmes')).toBeVisible();
    await expect.poll(() => document.body.style.paddingBottom).not.toBe('');
    const last = screen.getByRole('button', { name: 'Action 30' }).element();
    const toast = region.element().querySelector('[data-toast-id]')!;
    // Scrolled to the very end (again at each try: the room may arrive after the first scroll),
    // the last control sits above the toast.
    await expect
      .poll(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return last.getBoundingClientRect().bottom - toast.getBoundingClientRect().top;
      })
      .toBeLessThanOrEqual(0);
    await region.getByRole('button', { name: 'Fermer la notification' }).click();
    await expect.poll(() => document.body.style.paddingBottom).toBe('');
    await expect.poll(() => document.documentElement.style.scrollPaddingBottom).toBe('');
  });

  it('never leaves the control just used under it', async () => {
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <ToastProvider>
          <Page options={{ title: 'Programme ajouté à vos programmes', tone: 'success' }} />
        </ToastProvider>
      </IntlProvider>,
    );
    // A control at the very bottom of the window, where the toast appears.
    const used = screen.getByRole('button', { name: 'Action 20' }).element() as HTMLElement;
    window.scrollBy(0, used.getBoundingClientRect().bottom - window.innerHeight + 2);
    used.focus();
    used.click();
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect.element(region.getByText('Programme ajouté à vos programmes')).toBeVisible();
    const toast = region.element().querySelector('[data-toast-id]')!;
    await expect
      .poll(() => used.getBoundingClientRect().bottom)
      .toBeLessThanOrEqual(toast.getBoundingClientRect().top);
    await region.getByRole('button', { name: 'Fermer la notification' }).click();
  });
});

describe('docked: the toast’s own strip under the page', () => {
  // Commits of the page's subtree, counted by React's profiler.
  let renders = 0;
  const onRender = () => {
    renders += 1;
  };
  function Page({ options }: { options: ToastOptions }) {
    const toast = useToast();
    return (
      <div>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            <button type="button" onClick={() => toast.show(options)}>
              {`Action ${index + 1}`}
            </button>
          </p>
        ))}
      </div>
    );
  }

  async function renderDocked() {
    renders = 0;
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <ToastProvider docked>
          <Profiler id="page" onRender={onRender}>
            <Page options={{ title: 'Programme ajouté à vos programmes', tone: 'success' }} />
          </Profiler>
        </ToastProvider>
      </IntlProvider>,
    );
    const page = document.querySelector<HTMLElement>('[data-page-scroll]')!;
    return { screen, page, region: screen.getByRole('region', { name: 'Notifications' }) };
  }

  it('shows a toast without re-rendering the page, and keeps the body as it was', async () => {
    const { screen, page, region } = await renderDocked();
    const before = renders;
    await screen.getByRole('button', { name: 'Action 1', exact: true }).click();
    await expect.element(region.getByText('Programme ajouté à vos programmes')).toBeVisible();
    await screen.getByRole('button', { name: 'Action 2', exact: true }).click();
    expect(renders).toBe(before);
    // The page's visible area ends above the strip; nothing is added to the document.
    const toast = region.element().querySelector('[data-toast-id]')!.getBoundingClientRect();
    expect(page.getBoundingClientRect().bottom).toBeLessThanOrEqual(toast.top);
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    await region.getByRole('button', { name: 'Fermer la notification' }).click();
  });

  it('takes no room while no toast shows', async () => {
    const { page, region } = await renderDocked();
    expect(region.element().getBoundingClientRect().height).toBe(0);
    expect(page.getBoundingClientRect().bottom).toBe(window.innerHeight);
  });

  it('scrolls the page with the keyboard when nothing is focused', async () => {
    const { page } = await renderDocked();
    (document.activeElement as HTMLElement | null)?.blur();
    expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{PageDown}');
    await expect.poll(() => page.scrollTop).toBeGreaterThan(0);
    await userEvent.keyboard('{End}');
    await expect
      .poll(() => page.scrollTop)
      .toBeGreaterThanOrEqual(page.scrollHeight - page.clientHeight - 1);
  });

  it('keeps the control just used in sight when the strip arrives under it', async () => {
    const { page, region } = await renderDocked();
    const used = document.evaluate('//button[.="Action 20"]', document, null, 9, null)
      .singleNodeValue as HTMLElement;
    // The control at the very bottom of the page's visible area, where the strip will come.
    page.scrollTop += used.getBoundingClientRect().bottom - page.getBoundingClientRect().bottom;
    used.focus();
    used.click();
    await expect.element(region.getByText('Programme ajouté à vos programmes')).toBeVisible();
    const toast = region.element().querySelector('[data-toast-id]')!.getBoundingClientRect();
    expect(used.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      page.getBoundingClientRect().bottom,
    );
    expect(used.getBoundingClientRect().bottom).toBeLessThanOrEqual(toast.top);
    await region.getByRole('button', { name: 'Fermer la notification' }).click();
  });

  it('keeps the place of a control that its own write replaced in sight', async () => {
    function Replaced() {
      const toast = useToast();
      const [added, setAdded] = useState(false);
      return (
        <div>
          <div style={{ height: window.innerHeight - 60 }} />
          {added ? (
            <a href="#mes-programmes">Ajouté à mes programmes</a>
          ) : (
            <button
              type="button"
              onClick={() => {
                setAdded(true);
                toast.show({ title: 'Programme ajouté à vos programmes', tone: 'success' });
              }}
            >
              Ajouter à mes programmes
            </button>
          )}
          <div style={{ height: window.innerHeight }} />
        </div>
      );
    }
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <ToastProvider docked>
          <Replaced />
        </ToastProvider>
      </IntlProvider>,
    );
    const page = document.querySelector<HTMLElement>('[data-page-scroll]')!;
    await screen.getByRole('button', { name: 'Ajouter à mes programmes' }).click();
    const link = screen.getByRole('link', { name: 'Ajouté à mes programmes' });
    await expect.element(link).toBeVisible();
    const region = screen.getByRole('region', { name: 'Notifications' });
    // Measured once the strip has its height and the page has scrolled (a frame or two later):
    // the link ends above the page's visible end and above the toast.
    const room = () => {
      const toast = region.element().querySelector('[data-toast-id]')?.getBoundingClientRect();
      const bottom = link.element().getBoundingClientRect().bottom;
      return toast
        ? Math.min(page.getBoundingClientRect().bottom, toast.top) - bottom
        : Number.NEGATIVE_INFINITY;
    };
    await expect.poll(room).toBeGreaterThanOrEqual(0);
    await region.getByRole('button', { name: 'Fermer la notification' }).click();
  });

  it('does not scroll the page for a toast that follows a navigation (the focus on main)', async () => {
    let api: ReturnType<typeof useToast> | null = null;
    function Screen() {
      const toast = useToast();
      useEffect(() => {
        api = toast;
      }, [toast]);
      return (
        <>
          <header style={{ height: 60 }}>En-tête</header>
          <main tabIndex={-1} style={{ height: window.innerHeight * 2 }}>
            <h1>Modifier le programme</h1>
          </main>
        </>
      );
    }
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <ToastProvider docked>
          <Screen />
        </ToastProvider>
      </IntlProvider>,
    );
    const page = document.querySelector<HTMLElement>('[data-page-scroll]')!;
    (screen.getByRole('main').element() as HTMLElement).focus({ preventScroll: true });
    const before = page.scrollTop;
    await act(() => {
      api!.show({ title: 'Copie créée', tone: 'success' });
    });
    const region = screen.getByRole('region', { name: 'Notifications' });
    await expect.element(region.getByText('Copie créée')).toBeVisible();
    expect(page.scrollTop).toBe(before);
    await region.getByRole('button', { name: 'Fermer la notification' }).click();
  });
});
