import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { value: 'walk', label: 'Marche', content: 'Panneau marche' },
  { value: 'quality', label: 'Qualité', content: 'Panneau qualité', count: 2 },
  { value: 'activity', label: 'Activité', content: 'Panneau activité' },
];

const withIntl = (ui: ReactNode) => (
  <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
    {ui}
  </IntlProvider>
);

describe('Tabs', () => {
  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      withIntl(<Tabs items={items} label="Évolution" onValueChange={onValueChange} />),
    );
    await expect.element(screen.getByRole('tablist', { name: 'Évolution' })).toBeVisible();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('tab', { name: 'Marche' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(screen.getByRole('tab', { name: 'Activité' })).toHaveFocus();
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Panneau activité');
    await userEvent.keyboard('{Home}');
    await expect.element(screen.getByRole('tab', { name: 'Marche' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('tab', { name: 'Qualité 2 éléments' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('quality');
    // Tab leaves the tab list for the panel.
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('in manual mode, selects only on Enter or Space', async () => {
    const screen = await render(
      withIntl(<Tabs items={items} label="Évolution" activationMode="manual" />),
    );
    await userEvent.keyboard('{Tab}{ArrowRight}');
    const quality = screen.getByRole('tab', { name: 'Qualité 2 éléments' });
    await expect.element(quality).toHaveFocus();
    await expect.element(quality).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect.element(quality).toHaveAttribute('aria-selected', 'true');
  });

  it('has tabs at least 44px high', async () => {
    const screen = await render(withIntl(<Tabs items={items} label="Évolution" />));
    for (const tab of screen.getByRole('tab').all()) {
      const box = tab.element().getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('follows the value it is given when controlled', async () => {
    const screen = await render(
      withIntl(<Tabs items={items} label="Évolution" value="activity" />),
    );
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Panneau activité');
    await screen.getByRole('tab', { name: 'Marche' }).click();
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Panneau activité');
  });
});
