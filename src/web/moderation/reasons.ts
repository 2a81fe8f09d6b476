import type { ListingTextField } from '#shared/constants.ts';
import type { ModerationFlag } from '#shared/schemas/moderation.ts';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import type { Locale } from '../i18n/locale.tsx';

/** A text field as Add A Product labels it, so that the seller finds the field to change. */
const fieldLabel = (field: ListingTextField, texts: Catalogue): string =>
  field === 'processor' ? texts.SPEC_FORM_TEXTS.processor : texts.PRODUCT_FORM_TEXTS[field];

/**
 * Why a listing waits, as its seller and the admins read it: the reason's sentence, a price flag with what it was
 * judged by, a contact flag with the fields that hold it.
 */
export function reasonText(flag: ModerationFlag, { texts, format }: Pick<Locale, 'texts' | 'format'>): string {
  const { reasons, foundIn } = texts.MODERATION_TEXTS;
  if (flag.code === 'price-far-below') return reasons['price-far-below'](format.tk(flag.median ?? 0), flag.similar ?? 0);
  const sentence = reasons[flag.code];
  if (!flag.fields?.length) return sentence;
  return `${sentence} ${foundIn(flag.fields.map((field) => fieldLabel(field, texts)).join(', '))}`;
}
