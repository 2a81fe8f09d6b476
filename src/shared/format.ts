import { CURRENCY } from './constants.ts';
import type { Lang } from './language.ts';

/*
 * Numbers, prices and dates in the page's language (product "Languages"): English pages keep 'Tk. 1,25,000'
 * and '5 March 2026'; Bangla pages write Bangla digits with the same lakh grouping, '৳ ১,২৫,০০০' and
 * '৫ মার্চ, ২০২৬'. Both come from Intl with fixed locales and Bangladesh's time zone, whatever the reader's
 * or the server's own, so the page the server renders and the one the browser takes over say the same.
 */
const LOCALE = { en: { number: 'en-IN', date: 'en-GB' }, bn: { number: 'bn-BD', date: 'bn-BD' } } as const satisfies Record<
  Lang,
  { number: string; date: string }
>;
/** The sign of Taka before an amount: 'Tk.' as the specification writes it, '৳' on Bangla pages. */
const TAKA = { en: CURRENCY, bn: '৳' } as const satisfies Record<Lang, string>;
const UNITS = { en: { gb: 'GB', tb: 'TB' }, bn: { gb: 'জিবি', tb: 'টিবি' } } as const satisfies Record<Lang, { gb: string; tb: string }>;

const ZONE = 'Asia/Dhaka';
const formats = (lang: Lang) => {
  const { number, date } = LOCALE[lang];
  return {
    whole: new Intl.NumberFormat(number, { maximumFractionDigits: 0 }),
    decimal: new Intl.NumberFormat(number, { maximumFractionDigits: 2, useGrouping: false }),
    day: new Intl.DateTimeFormat(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE }),
    shortDay: new Intl.DateTimeFormat(date, { day: 'numeric', month: 'short', year: 'numeric', timeZone: ZONE }),
    dayInYear: new Intl.DateTimeFormat(date, { day: 'numeric', month: 'short', timeZone: ZONE }),
    month: new Intl.DateTimeFormat(date, { month: 'long', year: 'numeric', timeZone: ZONE }),
    year: new Intl.DateTimeFormat(date, { year: 'numeric', timeZone: ZONE }),
    dayTime: new Intl.DateTimeFormat(date, {
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: ZONE,
    }),
    ago: new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'short' }),
    clock: new Intl.DateTimeFormat(date, { hour: 'numeric', minute: '2-digit', timeZone: ZONE }),
    dayAndClock: new Intl.DateTimeFormat(date, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: ZONE }),
  };
};
const FORMATS = { en: formats('en'), bn: formats('bn') };

/** '1,25,000' or '১,২৫,০০০': a whole number with the South Asian grouping. */
export const formatNumber = (value: number, lang: Lang = 'en'): string => FORMATS[lang].whole.format(value);

/** '15.6' or '১৫.৬': a measure with its decimals and no grouping (a screen's inches). */
export const formatDecimal = (value: number, lang: Lang = 'en'): string => FORMATS[lang].decimal.format(value);

/** 'Tk. 1,60,000' or '৳ ১,৬০,০০০': whole Taka with the South Asian digit grouping buyers in Bangladesh read. */
export const formatTk = (amount: number, lang: Lang = 'en'): string => `${TAKA[lang]} ${formatNumber(amount, lang)}`;

/** '512 GB', '1 TB' (or '৫১২ জিবি'): storage and memory as shops write them. */
export const formatGb = (gb: number, lang: Lang = 'en'): string => {
  const terabytes = gb >= 1024 && gb % 1024 === 0;
  return `${formatNumber(terabytes ? gb / 1024 : gb, lang)} ${UNITS[lang][terabytes ? 'tb' : 'gb']}`;
};

/** '5 March 2026', from an ISO 8601 time. */
export const formatDay = (iso: string, lang: Lang = 'en'): string => FORMATS[lang].day.format(new Date(iso));
/** '5 Mar 2026', from an ISO 8601 time: a date in a table's narrow column. */
export const formatShortDay = (iso: string, lang: Lang = 'en'): string => FORMATS[lang].shortDay.format(new Date(iso));
/** '28 November at 3:40 pm': a moment within the next days (how long a laptop is held), from an ISO 8601 time. */
export const formatDayTime = (iso: string, lang: Lang = 'en'): string => FORMATS[lang].dayTime.format(new Date(iso));
/** 'March 2026', from an ISO 8601 time. */
export const formatMonth = (iso: string, lang: Lang = 'en'): string => FORMATS[lang].month.format(new Date(iso));

const STEPS = [
  [60, 'minute'],
  [24, 'hour'],
  [7, 'day'],
] as const;

/**
 * 'now' (under a minute), '5 min. ago', '3 hr. ago', 'yesterday', '3 days ago' up to a week; then '5 Mar' (the year too when it is not
 * this one's). `now` is given by the caller, so a list written at one moment says the same of each line.
 */
export function formatAgo(iso: string, now: number, lang: Lang = 'en'): string {
  const { ago, dayInYear } = FORMATS[lang];
  const then = new Date(iso);
  // Under a minute is 'now'; counting seconds would change the line while it is read.
  let amount = Math.max(0, (now - then.getTime()) / 60_000);
  if (amount < 1) return ago.format(0, 'second');
  for (const [size, unit] of STEPS) {
    if (amount < size) return ago.format(-Math.floor(amount), unit);
    amount /= size;
  }
  return then.getFullYear() === new Date(now).getFullYear() ? dayInYear.format(then) : formatDay(iso, lang);
}

const sameDay = (a: Date, b: Date) =>
  FORMATS.en.dayInYear.format(a) === FORMATS.en.dayInYear.format(b) && Math.abs(a.getTime() - b.getTime()) < 86_400_000;

/** When a message was sent: '14:05' today, '5 Mar, 14:05' before. */
export function formatMessageTime(iso: string, now: Date = new Date(), lang: Lang = 'en'): string {
  const at = new Date(iso);
  return (sameDay(at, now) ? FORMATS[lang].clock : FORMATS[lang].dayAndClock).format(at);
}

/** A conversation's last activity in the list's narrow column: '14:05' today, '5 Mar' before. */
export function formatListTime(iso: string, now: Date = new Date(), lang: Lang = 'en'): string {
  const at = new Date(iso);
  return (sameDay(at, now) ? FORMATS[lang].clock : FORMATS[lang].dayInYear).format(at);
}

/** Every formatter bound to one language: what a screen of that language writes numbers and dates with. */
export const formattersFor = (lang: Lang) => ({
  number: (value: number) => formatNumber(value, lang),
  decimal: (value: number) => formatDecimal(value, lang),
  tk: (amount: number) => formatTk(amount, lang),
  gb: (gb: number) => formatGb(gb, lang),
  day: (iso: string) => formatDay(iso, lang),
  shortDay: (iso: string) => formatShortDay(iso, lang),
  dayTime: (iso: string) => formatDayTime(iso, lang),
  month: (iso: string) => formatMonth(iso, lang),
  ago: (iso: string, now: number) => formatAgo(iso, now, lang),
  messageTime: (iso: string, now?: Date) => formatMessageTime(iso, now, lang),
  /** '2026' or '২০২৬': a year, without grouping. */
  year: (at: Date) => FORMATS[lang].year.format(at),
  /** 'Tk.' or '৳': the sign of Taka alone. */
  taka: TAKA[lang],
  listTime: (iso: string, now?: Date) => formatListTime(iso, now, lang),
});
export type Formatters = ReturnType<typeof formattersFor>;
