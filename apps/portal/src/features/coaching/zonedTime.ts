/** The wall-clock parts of an instant in a time zone. */
function wallClock(instant: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
  );
}

/**
 * The instant (ISO) at which the clocks of `timeZone` show `day` (YYYY-MM-DD) at `time` (HH:MM):
 * a session planned at 10:00 in the establishment is at 10:00 there, whatever the browser's zone.
 * Null for an unreadable day or time.
 */
export function instantIn(day: string, time: string, timeZone: string): string | null {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dayMatch || !timeMatch) {
    return null;
  }
  const wanted = Date.UTC(
    Number(dayMatch[1]),
    Number(dayMatch[2]) - 1,
    Number(dayMatch[3]),
    Number(timeMatch[1]),
    Number(timeMatch[2]),
  );
  if (Number.isNaN(wanted)) {
    return null;
  }
  // Two passes: the zone's offset at the first guess may differ across a daylight-saving change.
  let instant = wanted - (wallClock(wanted, timeZone) - wanted);
  instant = wanted - (wallClock(instant, timeZone) - instant);
  return new Date(instant).toISOString();
}

/** Today's day (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Date(wallClock(now.getTime(), timeZone)).toISOString().slice(0, 10);
}
