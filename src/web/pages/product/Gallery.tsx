import { useState } from 'react';
import { photoSrcSet } from '#shared/photos.ts';
import { ChevronIcon } from '../../components/icons.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { useHydrated } from '../../useHydrated.ts';
import { PhotoViewer } from './PhotoViewer.tsx';
import { useGallery, wrapIndex } from './useGallery.ts';
import { useSwipe } from './useSwipe.ts';

/** The main photo's width: the whole width of a phone, the gallery's column from lg (7 of 12 in max-w-7xl). */
const MAIN_SIZES = '(min-width: 1280px) 720px, (min-width: 1024px) 57vw, 100vw';
const THUMB_SIZES = '96px';
const ARROW =
  'btn btn-circle btn-sm absolute top-1/2 z-10 -translate-y-1/2 border-base-300 bg-base-100/90 shadow-md hover:bg-base-100 sm:btn-md';

/**
 * Every photo of a listing (product §2): one at a time in a 4:3 frame that never changes size, with
 * previous and next buttons, a counter, thumbnails, a swipe for fingers, the arrow keys for whichever of
 * its controls has focus, and a tap or click to see the photo on the whole screen.
 */
export function Gallery({ photos, laptop }: { photos: string[]; laptop: string }) {
  const { GALLERY_TEXTS: t } = useTexts();
  const gallery = useGallery(photos.length);
  const { index, count } = gallery;
  const swipe = useSwipe({ onNext: gallery.next, onPrevious: gallery.previous });
  const [enlarged, setEnlarged] = useState(false);
  const live = useHydrated();
  const many = count > 1;
  // The first photo comes with the page; the others load when near, and once the page is live the
  // photos either side of the one shown load ahead, so a swipe does not land on a blank frame.
  const near = (i: number) => live && (wrapIndex(i - index, count) <= 1 || wrapIndex(index - i, count) <= 1);

  return (
    <section aria-roledescription={t.kind} aria-label={t.label(laptop)} className="flex flex-col gap-3">
      <div className="relative aspect-[4/3] overflow-hidden rounded-box border border-base-300 bg-base-200">
        <button
          type="button"
          aria-label={t.enlarge(index + 1, count)}
          className="block h-full w-full cursor-zoom-in touch-pan-y select-none focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-primary"
          onClick={() => {
            if (!swipe.justSwiped()) setEnlarged(true);
          }}
          onKeyDown={gallery.onKeyDown}
          {...swipe.handlers}
        >
          <div
            className={`flex h-full ${swipe.dragging ? '' : 'motion-safe:transition-transform motion-safe:duration-300 motion-safe:ease-out'}`}
            style={{ transform: `translateX(calc(${-index * 100}% + ${swipe.offset}px))` }}
          >
            {photos.map((src, i) => (
              <img
                key={src}
                src={src}
                srcSet={photoSrcSet(src)}
                sizes={MAIN_SIZES}
                alt={t.photo(laptop, i + 1, count)}
                aria-hidden={i !== index || undefined}
                loading={i === 0 || near(i) ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
                draggable={false}
                width={640}
                height={480}
                className="h-full w-full shrink-0 object-contain"
              />
            ))}
          </div>
        </button>
        {many && (
          <>
            <button
              type="button"
              className={`${ARROW} left-2`}
              aria-label={t.previous}
              onClick={gallery.previous}
              onKeyDown={gallery.onKeyDown}
            >
              <ChevronIcon direction="left" />
            </button>
            <button type="button" className={`${ARROW} right-2`} aria-label={t.next} onClick={gallery.next} onKeyDown={gallery.onKeyDown}>
              <ChevronIcon direction="right" />
            </button>
            <p className="pointer-events-none absolute right-2 bottom-2 rounded-full bg-neutral/80 px-2.5 py-0.5 text-sm font-medium text-neutral-content tabular-nums">
              <span aria-hidden="true">{t.counter(index + 1, count)}</span>
              <span className="sr-only" aria-live="polite">
                {t.position(index + 1, count)}
              </span>
            </p>
          </>
        )}
      </div>
      {many && (
        <ul aria-label={t.thumbnails} className="flex gap-2 overflow-x-auto pb-1">
          {photos.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                aria-label={t.show(i + 1, count)}
                aria-current={i === index}
                onClick={() => gallery.show(i)}
                onKeyDown={gallery.onKeyDown}
                className={`block aspect-[4/3] w-20 overflow-hidden rounded-field border-2 bg-base-200 sm:w-24 ${
                  i === index ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100'
                }`}
              >
                <img
                  src={src}
                  srcSet={photoSrcSet(src)}
                  sizes={THUMB_SIZES}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={96}
                  height={72}
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoViewer open={enlarged} onClose={() => setEnlarged(false)} photos={photos} laptop={laptop} gallery={gallery} />
    </section>
  );
}
