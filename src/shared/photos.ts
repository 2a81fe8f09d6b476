/**
 * Every uploaded photo is stored in two sizes beside each other, `…-card.webp` (640 px on its longest
 * side) and `…-large.webp` (1600 px), and a listing keeps the card's URL (src/server/images/pipeline.ts).
 */
const CARD = /-card\.webp$/;
export const PHOTO_WIDTHS = { card: 640, large: 1600 } as const;

/** The `srcset` of a listing's photo, so a wide or dense screen can take the large size; undefined for any other URL. */
export function photoSrcSet(url: string): string | undefined {
  if (!CARD.test(url)) return undefined;
  return `${url} ${PHOTO_WIDTHS.card}w, ${url.replace(CARD, '-large.webp')} ${PHOTO_WIDTHS.large}w`;
}
