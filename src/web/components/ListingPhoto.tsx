import { photoSrcSet } from '#shared/photos.ts';

/**
 * A listing's photo on a card or tile: the two sizes the upload pipeline makes, chosen by the card's
 * `sizes`, with its 4:3 box reserved so nothing moves when it arrives. Off-screen ones wait until
 * scrolled near; the `first` of a list loads at once, first, as it is likely the largest thing a phone shows.
 */
export function ListingPhoto({
  src,
  sizes,
  alt,
  first = false,
  className = 'h-full w-full object-cover',
}: {
  src: string;
  sizes: string;
  alt: string;
  first?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      srcSet={photoSrcSet(src)}
      sizes={sizes}
      alt={alt}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      width={640}
      height={480}
      className={className}
    />
  );
}
