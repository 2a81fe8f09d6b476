import { useEffect, useId } from 'react';
import { photoSrcSet } from '#shared/photos.ts';
import { ChevronIcon } from '../../components/icons.tsx';
import { Modal } from '../../components/Modal.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import type { useGallery } from './useGallery.ts';
import { useSwipe } from './useSwipe.ts';

const ARROW = 'btn btn-circle btn-ghost absolute top-1/2 z-10 -translate-y-1/2 bg-white/10 text-neutral-content hover:bg-white/25';

/**
 * A listing's photos on the whole screen, from the gallery's tap or click: the same photo, the same
 * arrows and swipe; Escape or × closes it and gives focus back to the photo that opened it.
 */
export function PhotoViewer({
  open,
  onClose,
  photos,
  laptop,
  gallery,
}: {
  open: boolean;
  onClose: () => void;
  photos: string[];
  laptop: string;
  gallery: ReturnType<typeof useGallery>;
}) {
  const { GALLERY_TEXTS: t } = useTexts();
  const titleId = useId();
  const { index, count, onKeyDown } = gallery;
  const swipe = useSwipe({ onNext: gallery.next, onPrevious: gallery.previous });
  const src = photos[index]!;

  // The dialog holds the focus while open, so every arrow key pressed then is meant for it.
  useEffect(() => {
    if (!open) return;
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onKeyDown]);

  return (
    <Modal open={open} onClose={onClose} titleId={titleId} fullScreen>
      <div className="flex h-full flex-col">
        <header className="flex min-h-16 items-center gap-3 py-3 pr-16 pl-4">
          <h2 id={titleId} className="min-w-0 flex-1 truncate text-base font-semibold">
            {t.label(laptop)}
          </h2>
          {count > 1 && (
            <p className="shrink-0 text-sm tabular-nums">
              <span aria-hidden="true">{t.counter(index + 1, count)}</span>
              <span className="sr-only" aria-live="polite">
                {t.position(index + 1, count)}
              </span>
            </p>
          )}
        </header>
        <div className="relative min-h-0 flex-1 touch-pan-y touch-pinch-zoom select-none" {...swipe.handlers}>
          <img
            key={src}
            src={src}
            srcSet={photoSrcSet(src)}
            sizes="100vw"
            alt={t.photo(laptop, index + 1, count)}
            draggable={false}
            className="h-full w-full object-contain"
            style={{ transform: swipe.offset ? `translateX(${swipe.offset}px)` : undefined }}
          />
          {count > 1 && (
            <>
              <button type="button" className={`${ARROW} left-2 sm:left-4`} aria-label={t.previous} onClick={gallery.previous}>
                <ChevronIcon direction="left" className="h-6 w-6" />
              </button>
              <button type="button" className={`${ARROW} right-2 sm:right-4`} aria-label={t.next} onClick={gallery.next} data-autofocus>
                <ChevronIcon direction="right" className="h-6 w-6" />
              </button>
            </>
          )}
        </div>
        {count > 1 && <p className="px-4 py-3 text-center text-xs text-neutral-content/80">{t.hint}</p>}
      </div>
    </Modal>
  );
}
