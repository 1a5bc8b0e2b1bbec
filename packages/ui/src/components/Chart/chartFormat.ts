import { formatDate, formatDateLabel } from '@oxilio/domain';
import { defaultLocale, isLocale, type Locale } from '@oxilio/locales';
import type { ChartXKind } from './chartTypes';

/** Parses '2026-11-01' or '2026-11' as a UTC date, so no time zone shifts the day. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) {
    return null;
  }
  const [, year, month, day] = match;
  return new Date(Date.UTC(Number(year), Number(month) - 1, day ? Number(day) : 1));
}

/** react-intl's locale as one of ours (the names of a locale the browser lacks are the domain's). */
const productLocale = (locale: string): Locale => (isLocale(locale) ? locale : defaultLocale);

/** Short label for an axis tick: dd/mm for days and weeks (their Monday), the short month name for months. */
export function formatTick(value: string, kind: ChartXKind, locale: string): string {
  if (kind === 'category' || !parseIsoDate(value)) {
    return value;
  }
  if (kind === 'month') {
    return formatDateLabel(value, productLocale(locale), 'monthShort');
  }
  return formatDate(value).slice(0, 5);
}

/**
 * Full label for the tooltip, the announcement and the table: "dimanche 01/11/26", "novembre 2026";
 * a week's Monday as dd/mm/yy (ChartFrame says "Semaine du …" around it).
 */
export function formatFull(value: string, kind: ChartXKind, locale: string): string {
  if (kind === 'category' || !parseIsoDate(value)) {
    return value;
  }
  if (kind === 'month') {
    return formatDateLabel(value, productLocale(locale), 'monthAndYear');
  }
  if (kind === 'week') {
    return formatDate(value);
  }
  return `${formatDateLabel(value, productLocale(locale), 'weekday')} ${formatDate(value)}`;
}
