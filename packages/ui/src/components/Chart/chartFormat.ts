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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options, kept: building an Intl.DateTimeFormat costs far more than
 * formatting with it, and a chart formats each of its x values several times (axis, table, tooltip)
 * on every render.
 */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

function part(parts: Intl.DateTimeFormatPart[], type: Intl.DateTimeFormatPartTypes): string {
  return parts.find((item) => item.type === type)?.value ?? '';
}

/** dd/mm in every locale (the product's date convention), with the locale's digits. */
function dayMonth(date: Date, locale: string): string[] {
  const parts = dateFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: '2-digit',
    timeZone: 'UTC',
  }).formatToParts(date);
  return [part(parts, 'day'), part(parts, 'month'), part(parts, 'year')];
}

/** Short label for an axis tick: dd/mm for days and weeks (their Monday), the short month name for months. */
export function formatTick(value: string, kind: ChartXKind, locale: string): string {
  const date = kind === 'category' ? null : parseIsoDate(value);
  if (!date) {
    return value;
  }
  if (kind === 'month') {
    return dateFormat(locale, { month: 'short', timeZone: 'UTC' }).format(date);
  }
  const [day, month] = dayMonth(date, locale);
  return `${day}/${month}`;
}

/**
 * Full label for the tooltip, the announcement and the table: "dimanche 01/11/26", "novembre 2026";
 * a week's Monday as dd/mm/yy (ChartFrame says "Semaine du …" around it).
 */
export function formatFull(value: string, kind: ChartXKind, locale: string): string {
  const date = kind === 'category' ? null : parseIsoDate(value);
  if (!date) {
    return value;
  }
  if (kind === 'month') {
    return dateFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date);
  }
  if (kind === 'week') {
    const [day, month, year] = dayMonth(date, locale);
    return `${day}/${month}/${year}`;
  }
  const weekday = dateFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
  const [day, month, year] = dayMonth(date, locale);
  return `${weekday} ${day}/${month}/${year}`;
}
