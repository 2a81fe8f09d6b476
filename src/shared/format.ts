import { CURRENCY } from './constants.ts';

const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 'Tk. 1,60,000': whole Taka with the South Asian digit grouping buyers in Bangladesh read. */
export const formatTk = (amount: number): string => `${CURRENCY} ${grouping.format(amount)}`;

/** '512 GB', '1 TB': storage and memory as shops write them. */
export const formatGb = (gb: number): string => (gb >= 1024 && gb % 1024 === 0 ? `${gb / 1024} TB` : `${gb} GB`);

/*
 * Dates are shown as they are in Bangladesh, whatever the reader's or the server's own time zone, so
 * that the page the server renders and the one the browser takes over say the same day.
 */
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' });
const month = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' });

const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Dhaka',
});

/** '5 March 2026', from an ISO 8601 time. */
export const formatDay = (iso: string): string => day.format(new Date(iso));
const shortDay = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });
/** '5 Mar 2026', from an ISO 8601 time: a date in a table's narrow column. */
export const formatShortDay = (iso: string): string => shortDay.format(new Date(iso));
/** '28 November at 3:40 pm': a moment within the next days (how long a laptop is held), from an ISO 8601 time. */
export const formatDayTime = (iso: string): string => dayAndTime.format(new Date(iso));
/** 'March 2026', from an ISO 8601 time. */
export const formatMonth = (iso: string): string => month.format(new Date(iso));

const ago = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });
const dayInYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Asia/Dhaka' });
const STEPS = [
  [60, 'minute'],
  [24, 'hour'],
  [7, 'day'],
] as const;

/**
 * 'now' (under a minute), '5 min. ago', '3 hr. ago', 'yesterday', '3 days ago' up to a week; then '5 Mar' (the year too when it is not
 * this one's). `now` is given by the caller, so a list written at one moment says the same of each line.
 */
export function formatAgo(iso: string, now: number): string {
  const then = new Date(iso);
  // Under a minute is 'now'; counting seconds would change the line while it is read.
  let amount = Math.max(0, (now - then.getTime()) / 60_000);
  if (amount < 1) return ago.format(0, 'second');
  for (const [size, unit] of STEPS) {
    if (amount < size) return ago.format(-Math.floor(amount), unit);
    amount /= size;
  }
  return then.getFullYear() === new Date(now).getFullYear() ? dayInYear.format(then) : formatDay(iso);
}
