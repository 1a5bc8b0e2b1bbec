import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Skeleton, SkeletonBlock } from './Skeleton';

describe('Skeleton', () => {
  it('does not shimmer when the user asks for reduced motion', async () => {
    // The browser runs with prefers-reduced-motion: reduce.
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    const screen = await render(<Skeleton data-testid="shape" />);
    const style = getComputedStyle(screen.getByTestId('shape').element());
    expect(style.animationName).toBe('none');
  });

  it('is hidden from assistive technology, and its block says loading once', async () => {
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <SkeletonBlock>
          <Skeleton lines={3} />
          <Skeleton shape="circle" />
        </SkeletonBlock>
      </IntlProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Chargement…');
    const hidden = screen.container.querySelectorAll(':scope [aria-hidden="true"]');
    expect(hidden).toHaveLength(2);
  });
});
