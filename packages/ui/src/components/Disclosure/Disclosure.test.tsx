import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Disclosure, type DisclosureProps } from './Disclosure';

async function setup(props: Partial<DisclosureProps> = {}) {
  const onOpenChange = vi.fn();
  const screen = await render(
    <Disclosure summary="Versions précédentes (2)" onOpenChange={onOpenChange} {...props}>
      <p>Version 1 du 12/11/26</p>
    </Disclosure>,
  );
  return Object.assign(screen, { onOpenChange });
}

describe('Disclosure', () => {
  it('opens and closes with the keyboard and reports each change', async () => {
    const screen = await setup();
    await expect.element(screen.getByText('Version 1 du 12/11/26')).not.toBeVisible();
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByText('Version 1 du 12/11/26')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect.element(screen.getByText('Version 1 du 12/11/26')).not.toBeVisible();
    expect(screen.onOpenChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is a native details element whose summary is a 44 px target named by its text', async () => {
    const screen = await setup({ defaultOpen: true });
    const summary = screen.container.querySelector('summary')!;
    expect(summary.closest('details')?.open).toBe(true);
    expect(summary.textContent).toBe('Versions précédentes (2)');
    expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    expect(summary.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('stays as the parent says when controlled, and only asks through onOpenChange', async () => {
    const screen = await setup({ open: false });
    await userEvent.click(screen.getByText('Versions précédentes (2)'));
    expect(screen.onOpenChange).toHaveBeenCalledWith(true);
    expect(screen.container.querySelector('details')?.open).toBe(false);
    await screen.rerender(
      <Disclosure summary="Versions précédentes (2)" open>
        <p>Version 1 du 12/11/26</p>
      </Disclosure>,
    );
    await expect.element(screen.getByText('Version 1 du 12/11/26')).toBeVisible();
  });
});
