import { useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { DateRange, isReversed, type DateRangeValue } from './DateRange';

function Intl({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      {children}
    </IntlProvider>
  );
}

const orderError = 'La date de fin doit être identique ou postérieure à la date de début.';

describe('DateRange', () => {
  it('flags an end before the start once the date is left, and clears it when fixed', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Intl>
        <DateRange label="Période" onValueChange={onValueChange} />
      </Intl>,
    );
    const start = screen.getByLabelText('Date de début');
    const end = screen.getByLabelText('Date de fin');
    await userEvent.fill(start, '2025-03-10');
    await userEvent.fill(end, '2025-03-05');
    // Not judged while the person is still in the field.
    await expect.element(screen.getByText(orderError)).not.toBeInTheDocument();
    await screen.getByText('Période').click();
    await expect.element(screen.getByText(orderError)).toBeVisible();
    await expect.element(end).toHaveAttribute('aria-invalid', 'true');
    await expect.element(start).not.toHaveAttribute('aria-invalid');
    await expect.element(end).toHaveAccessibleDescription(new RegExp(`^Erreur\\s: ${orderError}$`));
    expect(onValueChange).toHaveBeenLastCalledWith(
      { from: '2025-03-10', to: '2025-03-05' },
      { valid: false },
    );
    await userEvent.fill(end, '2025-03-10');
    await expect.element(screen.getByText(orderError)).not.toBeInTheDocument();
    await expect.element(end).not.toHaveAttribute('aria-invalid');
    expect(onValueChange).toHaveBeenLastCalledWith(
      { from: '2025-03-10', to: '2025-03-10' },
      { valid: true },
    );
  });

  it('does not flag the end date while its year is being typed digit by digit', async () => {
    const screen = await render(
      <Intl>
        <DateRange label="Période" defaultValue={{ from: '2025-12-01', to: '' }} />
      </Intl>,
    );
    const end = screen.getByLabelText('Date de fin');
    // Coming from the start date: leaving it has the range judged once already.
    (screen.getByLabelText('Date de début').element() as HTMLInputElement).focus();
    (end.element() as HTMLInputElement).focus();
    // Day and month alike, whatever order the browser's locale puts them in; the year passes
    // through 0002, 0020 and 0202, each before the start date.
    await userEvent.keyboard('10102025');
    await expect.element(end).toHaveValue('2025-10-10');
    await expect.element(screen.getByText(orderError)).not.toBeInTheDocument();
    await screen.getByText('Période').click();
    await expect.element(screen.getByText(orderError)).toBeVisible();
  });

  it('announces the order error through a live region', async () => {
    const screen = await render(
      <Intl>
        <DateRange label="Période" defaultValue={{ from: '2025-03-01', to: '2025-03-02' }} />
      </Intl>,
    );
    const region = screen.container.querySelector('[aria-live="polite"]');
    expect(region).not.toBeNull();
    expect(region?.textContent).toBe('');
    await userEvent.fill(screen.getByLabelText('Date de début'), '2025-03-05');
    await screen.getByLabelText('Date de fin').click();
    await expect.poll(() => region?.textContent).toContain(orderError);
  });

  it('fills both dates from a preset and marks the preset pressed', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Intl>
        <DateRange
          label="Période"
          onValueChange={onValueChange}
          presets={[
            { label: '7 derniers jours', value: { from: '2025-03-04', to: '2025-03-10' } },
            { label: '30 derniers jours', value: { from: '2025-02-09', to: '2025-03-10' } },
          ]}
        />
      </Intl>,
    );
    const thirty = screen.getByRole('button', { name: '30 derniers jours' });
    await expect.element(thirty).toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByRole('group', { name: 'Périodes suggérées' })).toBeVisible();
    await thirty.click();
    await expect.element(screen.getByLabelText('Date de début')).toHaveValue('2025-02-09');
    await expect.element(screen.getByLabelText('Date de fin')).toHaveValue('2025-03-10');
    await expect.element(thirty).toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByRole('button', { name: '7 derniers jours' }))
      .toHaveAttribute('aria-pressed', 'false');
    expect(onValueChange).toHaveBeenCalledWith(
      { from: '2025-02-09', to: '2025-03-10' },
      { valid: true },
    );
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState<DateRangeValue>({ from: '2025-01-01', to: '2025-01-31' });
      return (
        <>
          <DateRange label="Période" value={value} onValueChange={setValue} />
          <button type="button" onClick={() => setValue({ from: '', to: '' })}>
            Effacer
          </button>
        </>
      );
    }
    const screen = await render(
      <Intl>
        <Controlled />
      </Intl>,
    );
    const start = screen.getByLabelText('Date de début');
    await expect.element(start).toHaveValue('2025-01-01');
    await userEvent.fill(start, '2025-01-15');
    await expect.element(start).toHaveValue('2025-01-15');
    await screen.getByRole('button', { name: 'Effacer' }).click();
    await expect.element(start).toHaveValue('');
    await expect.element(screen.getByLabelText('Date de fin')).toHaveValue('');
  });

  it('names the group by its legend and marks both inputs for a caller error', async () => {
    const screen = await render(
      <Intl>
        <DateRange label="Période" required error="Choisissez une période" />
      </Intl>,
    );
    const group = screen.getByRole('group', { name: 'Période', exact: true });
    await expect.element(group).toHaveAccessibleDescription(/^Erreur\s: Choisissez une période$/);
    for (const name of ['Date de début', 'Date de fin']) {
      const input = screen.getByLabelText(name);
      await expect.element(input).toBeRequired();
      await expect.element(input).toHaveAttribute('aria-invalid', 'true');
      expect(input.element().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });
});

describe('isReversed', () => {
  it('is true only when both dates are set and the end is before the start', () => {
    expect(isReversed({ from: '2025-03-10', to: '2025-03-09' })).toBe(true);
    expect(isReversed({ from: '2025-03-10', to: '2025-03-10' })).toBe(false);
    expect(isReversed({ from: '2024-12-31', to: '2025-01-01' })).toBe(false);
    expect(isReversed({ from: '2025-03-10', to: '' })).toBe(false);
  });
});
