import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Tag } from './Tag';

describe('Tag', () => {
  it('has a 44px remove button named after the tag, usable with the keyboard', async () => {
    const onRemove = vi.fn();
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <Tag label="Sans appareil" onRemove={onRemove} />
      </IntlProvider>,
    );
    const remove = screen.getByRole('button', { name: 'Retirer Sans appareil' });
    const box = remove.element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
    await userEvent.keyboard('{Tab}');
    await expect.element(remove).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no button when it cannot be removed', async () => {
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <Tag label="Parkinson" />
      </IntlProvider>,
    );
    await expect.element(screen.getByText('Parkinson')).toBeVisible();
    expect(screen.container.querySelector('button')).toBeNull();
  });
});
