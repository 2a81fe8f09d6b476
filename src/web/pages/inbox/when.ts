/*
 * When a message was sent, as Bangladesh reads the clock (formats of shared/format.ts): the time for
 * today's, the day and time for older ones.
 */
const time = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Dhaka' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Dhaka',
});
const dayOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'Asia/Dhaka' });

const sameDay = (a: Date, b: Date) => dayOnly.format(a) === dayOnly.format(b) && Math.abs(a.getTime() - b.getTime()) < 86_400_000;

/** '14:05' today, '5 Mar, 14:05' before. */
export const messageTime = (iso: string, now = new Date()): string => {
  const at = new Date(iso);
  return sameDay(at, now) ? time.format(at) : dayAndTime.format(at);
};

/** '14:05' today, '5 Mar' before: the conversation list's column. */
export const listTime = (iso: string, now = new Date()): string => {
  const at = new Date(iso);
  return sameDay(at, now) ? time.format(at) : dayOnly.format(at);
};
