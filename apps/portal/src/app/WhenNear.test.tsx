import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { InFrench } from '../testing/InFrench';
import { deferredModule, WhenNear } from './WhenNear';

interface PartModule {
  Part: () => ReactNode;
}

/** A part far below the window (the window is 768 px high), its code loaded by `importer`. */
function FarPart({ importer }: { importer: () => Promise<PartModule> }) {
  const [module] = useState(() => deferredModule(importer));
  return (
    <main>
      <h1>Page</h1>
      <div style={{ height: '3000px' }}>First screen</div>
      <WhenNear placeholder={<p>Part (placeholder)</p>} module={module}>
        {({ Part }) => <Part />}
      </WhenNear>
    </main>
  );
}

afterEach(() => {
  window.scrollTo(0, 0);
});

describe('WhenNear', () => {
  it('renders a part below the window, and loads its code, only when the page comes near it', async () => {
    let loads = 0;
    const importer = () => {
      loads += 1;
      return Promise.resolve({ Part: () => <h2>Part</h2> });
    };
    await render(<FarPart importer={importer} />, { wrapper: InFrench });
    await expect.element(page.getByText('Part (placeholder)')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(loads).toBe(0);
    expect(document.querySelector('[data-deferred="waiting"]')).not.toBeNull();

    window.scrollTo(0, 2500);
    await expect.element(page.getByRole('heading', { name: 'Part', exact: true })).toBeVisible();
    expect(loads).toBe(1);
    expect(document.querySelector('[data-deferred]')).toBeNull();
  });

  it('says in its place that the part could not load, with a retry, and keeps the page', async () => {
    await render(<FarPart importer={() => Promise.reject(new Error('offline'))} />, {
      wrapper: InFrench,
    });
    window.scrollTo(0, 2500);
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Cette partie de la page n’a pas pu être chargée');
    await expect.element(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
  });

  // Last: a key pressed counts for the rest of the visit.
  it('renders it once a key is pressed: a keyboard user going on with Tab reaches it', async () => {
    await render(
      <FarPart importer={() => Promise.resolve({ Part: () => <button>In the part</button> })} />,
      { wrapper: InFrench },
    );
    await expect.element(page.getByText('Part (placeholder)')).toBeInTheDocument();
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'In the part' })).toBeInTheDocument();
  });
});
