import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { DifficultyScale, type DifficultyScaleProps } from './DifficultyScale';

function renderScale(props: DifficultyScaleProps = {}) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <DifficultyScale {...props} />
    </IntlProvider>,
  );
}

describe('DifficultyScale', () => {
  it('offers the three difficulty levels of a session', async () => {
    const screen = await renderScale();
    const group = screen.getByRole('radiogroup', { name: 'Difficulté de la séance' });
    expect(
      group
        .getByRole('radio')
        .all()
        .map((radio) => radio.element().closest('label')?.textContent),
    ).toEqual(['1Facile', '2Moyen', '3Difficile']);
  });

  it('is chosen with the arrow keys and tells the level chosen', async () => {
    const onValueChange = vi.fn();
    const screen = await renderScale({ label: 'Comment était la séance ?', onValueChange });
    await userEvent.click(screen.getByText('Facile'));
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: '2 Moyen' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith(2);
  });
});
