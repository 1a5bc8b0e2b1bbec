import { describe, expect, it, vi } from 'vitest';
import { IntlProvider } from 'react-intl';
import { render } from 'vitest-browser-react';
import { loadMessages } from '@oxilio/locales';
import { LineChart } from '../LineChart/LineChart';
import { LocaleIntlProvider } from '../LocaleIntlProvider/LocaleIntlProvider';
import { stepRows } from './chartFixtures';
import { formatFull, formatTick, parseIsoDate } from './chartFormat';

describe('chart date formatting', () => {
  it('writes days as dd/mm on the axis and dd/mm/yy with the weekday in full, in every locale', () => {
    expect(formatTick('2026-11-01', 'day', 'fr')).toBe('01/11');
    expect(formatTick('2026-11-01', 'day', 'en')).toBe('01/11');
    expect(formatFull('2026-11-01', 'day', 'fr')).toBe('dimanche 01/11/26');
    expect(formatFull('2026-11-01', 'day', 'de')).toBe('Sonntag 01/11/26');
  });

  it('writes weeks by their Monday, dd/mm on the axis and dd/mm/yy in full', () => {
    expect(formatTick('2026-11-02', 'week', 'fr')).toBe('02/11');
    expect(formatFull('2026-11-02', 'week', 'nl')).toBe('02/11/26');
  });

  it('writes months with the locale’s month names', () => {
    expect(formatTick('2026-03', 'month', 'fr')).toBe('mars');
    expect(formatFull('2026-03', 'month', 'fr')).toBe('mars 2026');
    expect(formatFull('2026-03', 'month', 'nl')).toBe('maart 2026');
  });

  it('writes Luxembourgish names where the browser has no Luxembourgish (Chromium)', () => {
    expect(formatFull('2026-10-30', 'day', 'lb')).toBe('Freideg 30/10/26');
    expect(formatTick('2026-03', 'month', 'lb')).toBe('Mäe');
    expect(formatFull('2026-03', 'month', 'lb')).toBe('Mäerz 2026');
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(parseIsoDate('2026-12-31')?.toISOString()).toBe('2026-12-31T00:00:00.000Z');
    expect(formatTick('2026-12-31', 'day', 'fr')).toBe('31/12');
  });

  it('leaves category labels as they are', () => {
    expect(formatTick('Équilibre', 'category', 'fr')).toBe('Équilibre');
    expect(formatFull('2026-11-01', 'category', 'fr')).toBe('2026-11-01');
  });

  it('builds a date formatter once per locale and style, not once per label', () => {
    const days = Array.from({ length: 60 }, (_, index) =>
      new Date(Date.UTC(2027, 0, 1 + index)).toISOString().slice(0, 10),
    );
    // Warm the formatters of this test's locale, then count the new ones a chart's labels need.
    formatTick(days[0]!, 'day', 'it');
    formatFull(days[0]!, 'day', 'it');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      const labels = days.flatMap((day) => [
        formatTick(day, 'day', 'it'),
        formatFull(day, 'day', 'it'),
      ]);
      expect(labels).toContain('venerdì 01/01/27');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('labels the axis in the current react-intl locale', async () => {
    const messages = (await loadMessages('en')) as Record<string, never>;
    const screen = await render(
      <IntlProvider locale="en" defaultLocale="fr" messages={messages}>
        <div style={{ width: 600 }}>
          <LineChart
            title="Walking"
            xKind="month"
            data={[
              { x: '2026-09', values: { walk: 10 } },
              { x: '2026-10', values: { walk: 12 } },
            ]}
            series={[{ id: 'walk', label: 'Walk' }]}
          />
        </div>
      </IntlProvider>,
    );
    const ticks = () =>
      Array.from(screen.container.querySelectorAll('[role="application"] svg text')).map(
        (text) => text.textContent,
      );
    await expect.poll(ticks).toContain('Sep');
    expect(ticks()).toContain('Oct');
    await expect
      .element(screen.getByRole('rowheader', { name: 'October 2026' }))
      .toBeInTheDocument();
  });

  it('reads a day and its value in Luxembourgish in the data table (issue 25)', async () => {
    const messages = (await loadMessages('lb')) as Record<string, never>;
    const screen = await render(
      <LocaleIntlProvider locale="lb" messages={messages}>
        <div style={{ width: 600 }}>
          <LineChart
            title="Schrëtt"
            data={stepRows.slice(0, 2)}
            series={[{ id: 'steps', label: 'Schrëtt' }]}
          />
        </div>
      </LocaleIntlProvider>,
    );
    const row = screen.getByRole('row', { name: /Sonndeg 01\/11\/26/ });
    await expect.element(row).toBeInTheDocument();
    expect(row.element().textContent).toContain('3.120');
    await expect
      .element(screen.getByRole('rowheader', { name: 'Méindeg 02/11/26' }))
      .toBeInTheDocument();
  });
});
