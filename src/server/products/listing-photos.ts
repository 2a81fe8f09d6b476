import type { ProductInput } from '#shared/schemas/products.ts';
import { badRequest } from '../http-error.ts';

/**
 * A listing's photos as stored: `images`, and `image` its first so that every client of the
 * specification shows it. The input schema already refuses a listing without a photo and an `image`
 * that is not `images[0]`; this only settles which of the two was sent.
 */
export function listingPhotos(input: Pick<ProductInput, 'image' | 'images'>): { image: string; images: string[] } {
  const images = input.images ?? (input.image === undefined ? [] : [input.image]);
  const [image] = images;
  if (image === undefined) throw badRequest('validation-failed');
  return { image, images };
}
