import { addDays, dayOfInstant } from '../../stats';

/** Today, as the API counts days (establishment time zone). */
export const todayDay = () => dayOfInstant(new Date().toISOString());

/** The first day of a window of `days` days ending on `today`. */
export const windowStart = (today: string, days: number) => addDays(today, -(days - 1));
