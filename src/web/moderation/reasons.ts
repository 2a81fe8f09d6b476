import type { ModerationFlag } from '#shared/schemas/moderation.ts';
import type { Locale } from '../i18n/locale.tsx';

/** Why a listing waits, as its seller and the admins read it: the reason's sentence, a price flag with what it was judged by. */
export function reasonText(flag: ModerationFlag, { texts, format }: Pick<Locale, 'texts' | 'format'>): string {
  const { reasons } = texts.MODERATION_TEXTS;
  if (flag.code === 'price-far-below') return reasons['price-far-below'](format.tk(flag.median ?? 0), flag.similar ?? 0);
  return reasons[flag.code];
}
