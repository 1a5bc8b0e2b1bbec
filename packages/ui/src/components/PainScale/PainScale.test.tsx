import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { PainScale, type PainScaleProps } from './PainScale';

function renderScale(props: PainScaleProps = {}) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <PainScale {...props} />
    </IntlProvider>,
  );
}

describe('PainScale', () => {
  it('offers "no pain" and the three pain levels', async () => {
    const screen = await renderScale();
    const group = screen.getByRole('radiogroup', { name: 'Niveau de douleur' });
    expect(
      group
        .getByRole('radio')
        .all()
        .map((radio) => radio.element().closest('label')?.textContent),
    ).toEqual(['0Pas de douleur', '1Légère', '2Modérée', '3Intense']);
  });

  it('gives "no pain" as the level 0, an answer like the others', async () => {
    const onValueChange = vi.fn();
    const screen = await renderScale({ onValueChange });
    await userEvent.click(screen.getByText('Pas de douleur'));
    await expect.element(screen.getByRole('radio', { name: '0 Pas de douleur' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: '1 Légère' })).toBeChecked();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([0, 1]);
  });

  it('reads its level wording from the domain messages shared by the whole product', async () => {
    const screen = await render(
      <IntlProvider
        locale="en"
        defaultLocale="fr"
        messages={{
          'domain.pain.0': 'No pain',
          'domain.pain.1': 'Mild',
          'domain.pain.2': 'Moderate',
          'domain.pain.3': 'Severe',
        }}
      >
        <PainScale label="Pain" />
      </IntlProvider>,
    );
    expect(
      screen
        .getByRole('radio')
        .all()
        .map((radio) => radio.element().closest('label')?.textContent),
    ).toEqual(['0No pain', '1Mild', '2Moderate', '3Severe']);
  });

  it('selects with the arrow keys and wraps around like native radios', async () => {
    const onValueChange = vi.fn();
    const screen = await renderScale({ onValueChange });
    await userEvent.click(screen.getByText('Intense'));
    await expect.element(screen.getByRole('radio', { name: '3 Intense' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('radio', { name: '0 Pas de douleur' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(screen.getByRole('radio', { name: '3 Intense' })).toBeChecked();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([3, 0, 3]);
  });

  it('submits the chosen level with a native form', async () => {
    const submitted = vi.fn();
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submitted(new FormData(event.currentTarget).get('pain'));
          }}
        >
          <PainScale name="pain" defaultValue={2} />
          <button type="submit">Envoyer</button>
        </form>
      </IntlProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(submitted).toHaveBeenCalledWith('2');
  });
});
