import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { EffortScale, type EffortScaleProps } from './EffortScale';

function renderScale(props: EffortScaleProps = {}) {
  return render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <button type="button">avant</button>
      <EffortScale {...props} />
    </IntlProvider>,
  );
}

const labels = [
  'Extrêmement facile',
  'Très facile',
  'Facile',
  'Moyen (je peux parler)',
  'Important',
  'Assez difficile',
  'Difficile',
  'Très difficile',
  'Extrêmement difficile',
  'Effort maximal',
];

describe('EffortScale', () => {
  it('offers the ten levels of the spec, each with its number and label', async () => {
    const screen = await renderScale();
    const group = screen.getByRole('radiogroup', { name: 'Effort ressenti' });
    await expect.element(group).toBeVisible();
    expect(group.getByRole('radio').all()).toHaveLength(10);
    for (const [index, label] of labels.entries()) {
      await expect
        .element(screen.getByRole('radio', { name: `${index + 1} ${label}`, exact: true }))
        .not.toBeChecked();
    }
  });

  it('reads its level wording from the domain messages shared by the whole product', async () => {
    const screen = await render(
      <IntlProvider
        locale="en"
        defaultLocale="fr"
        messages={{
          'domain.effort.4': 'Average (I can talk)',
          'domain.effort.10': 'Maximum effort',
        }}
      >
        <EffortScale label="Effort" />
      </IntlProvider>,
    );
    await expect
      .element(screen.getByRole('radio', { name: '4 Average (I can talk)', exact: true }))
      .toBeInTheDocument();
    await expect
      .element(screen.getByRole('radio', { name: '10 Maximum effort', exact: true }))
      .toBeInTheDocument();
  });

  it('moves and selects with the arrow keys', async () => {
    const onValueChange = vi.fn();
    const screen = await renderScale({ defaultValue: 5, onValueChange });
    await userEvent.click(screen.getByRole('button', { name: 'avant' }));
    await userEvent.keyboard('{Tab}');
    const five = screen.getByRole('radio', { name: '5 Important' });
    await expect.element(five).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('radio', { name: '6 Assez difficile' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect
      .element(screen.getByRole('radio', { name: '4 Moyen (je peux parler)' }))
      .toHaveFocus();
    await expect
      .element(screen.getByRole('radio', { name: '4 Moyen (je peux parler)' }))
      .toBeChecked();
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([6, 5, 4]);
  });

  it('follows the value when controlled', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(null);
      return (
        <>
          <EffortScale value={value} onValueChange={setValue} />
          <output data-testid="value">{value ?? 'aucun'}</output>
        </>
      );
    }
    const screen = await render(
      <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
        <Controlled />
      </IntlProvider>,
    );
    await userEvent.click(screen.getByText('Effort maximal'));
    await expect.element(screen.getByTestId('value')).toHaveTextContent('10');
    await expect.element(screen.getByRole('radio', { name: '10 Effort maximal' })).toBeChecked();
  });

  it('ties the error to the group and does not react when disabled', async () => {
    const onValueChange = vi.fn();
    const screen = await renderScale({
      error: 'Choisissez un niveau',
      disabled: true,
      onValueChange,
    });
    const group = screen.getByRole('radiogroup', { name: 'Effort ressenti' });
    await expect.element(group).toHaveAttribute('aria-invalid', 'true');
    await expect.element(group).toHaveAccessibleDescription('Choisissez un niveau');
    await userEvent.click(screen.getByText('Facile', { exact: true }), { force: true });
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('gives every option a target at least 44 pixels high', async () => {
    const screen = await renderScale();
    const box = screen.getByText('Très facile').element().closest('label')?.getBoundingClientRect();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  });
});
