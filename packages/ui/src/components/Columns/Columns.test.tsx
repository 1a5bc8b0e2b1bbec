import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { Column, Columns } from './Columns';

function rect(screen: Awaited<ReturnType<typeof render>>, name: string) {
  return screen.getByText(name).element().getBoundingClientRect();
}

describe('Columns', () => {
  afterEach(async () => {
    await page.viewport(1024, 768);
  });

  it('fills the row exactly with fractions that add up to one, whatever the gap', async () => {
    await page.viewport(1024, 768);
    const screen = await render(
      <div style={{ width: 900 }}>
        <Columns gap="xxl">
          <Column width="1/3">Un tiers</Column>
          <Column width="2/3">Deux tiers</Column>
        </Columns>
      </div>,
    );
    const third = rect(screen, 'Un tiers');
    const twoThirds = rect(screen, 'Deux tiers');
    expect(twoThirds.right - third.left).toBeCloseTo(900, 0);
    expect(twoThirds.left - third.right).toBeCloseTo(32, 0);
    expect(twoThirds.width).toBeCloseTo(third.width * 2 + 32, 0);
  });

  it('stacks the columns at full width below the tablet breakpoint', async () => {
    await page.viewport(600, 800);
    const screen = await render(
      <Columns gap="lg">
        <Column width="1/4">Menu</Column>
        <Column>Contenu</Column>
      </Columns>,
    );
    const menu = rect(screen, 'Menu');
    const content = rect(screen, 'Contenu');
    expect(content.top).toBeGreaterThanOrEqual(menu.bottom + 16);
    expect(menu.width).toBeCloseTo(content.width, 0);
  });
});
