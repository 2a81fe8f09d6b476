import { useLayoutEffect, useRef } from 'react';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { Field } from '../../components/Field.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import type { PhotoNotice } from './photoList.ts';
import { PhotoTile, type TileControl } from './PhotoTile.tsx';
import type { PhotoUploads } from './usePhotoUploads.ts';

/** Where the keyboard focus goes once the list has changed under the button that changed it. */
type NextFocus =
  { after: 'move'; id: number; control: 'earlier' | 'later' } | { after: 'remove'; index: number } | { after: 'retry'; id: number };

function noticeText(notice: PhotoNotice, PHOTO_TEXTS: Catalogue['PHOTO_TEXTS']): string {
  switch (notice.kind) {
    case 'refused':
      return PHOTO_TEXTS.refused(notice.count);
    case 'repeated':
      return PHOTO_TEXTS.repeated;
    case 'moved':
      return PHOTO_TEXTS.moved(notice.position);
    case 'removed':
      return PHOTO_TEXTS.removed;
  }
}

function statusText({ count, uploading, failed }: PhotoUploads['summary'], PHOTO_TEXTS: Catalogue['PHOTO_TEXTS']): string {
  if (uploading > 0) return PHOTO_TEXTS.uploading(uploading);
  if (failed > 0) return PHOTO_TEXTS.failed(failed);
  return count > 0 ? PHOTO_TEXTS.allUploaded(count) : '';
}

/**
 * Add A Product's Photo field (product §2): a multiple file input, then the chosen photos in listing
 * order, each with its own upload. Moving or removing a photo keeps the keyboard focus on the list.
 */
export function PhotoPicker({
  uploads,
  error,
  disabled,
  inputRef,
}: {
  uploads: PhotoUploads;
  error: string | undefined;
  disabled: boolean;
  inputRef: (input: HTMLInputElement | null) => void;
}) {
  const { PHOTO_TEXTS, PRODUCT_FORM_TEXTS } = useTexts();
  const { photos, notice, summary } = uploads;
  const controls = useRef(new Map<string, HTMLButtonElement>());
  const tiles = useRef(new Map<number, HTMLLIElement>());
  const input = useRef<HTMLInputElement | null>(null);
  const nextFocus = useRef<NextFocus | null>(null);

  useLayoutEffect(() => {
    const want = nextFocus.current;
    if (!want) return;
    nextFocus.current = null;
    const control = (id: number, name: TileControl) => controls.current.get(`${id}:${name}`);
    if (want.after === 'move') {
      // At either end the button pressed is disabled; its twin moves the photo back.
      const pressed = control(want.id, want.control);
      const twin = control(want.id, want.control === 'earlier' ? 'later' : 'earlier');
      (pressed && !pressed.disabled ? pressed : twin)?.focus();
    } else if (want.after === 'remove') {
      const next = photos[Math.min(want.index, photos.length - 1)];
      (next ? control(next.id, 'remove') : input.current)?.focus();
    } else {
      (control(want.id, 'retry') ?? tiles.current.get(want.id))?.focus();
    }
  }, [photos]);

  const setInput = (element: HTMLInputElement | null) => {
    input.current = element;
    inputRef(element);
  };

  const status = statusText(summary, PHOTO_TEXTS);
  return (
    <div className="flex min-w-0 flex-col gap-3 md:col-span-2">
      <Field label={PRODUCT_FORM_TEXTS.photo} hint={PHOTO_TEXTS.hint} error={error} reserveErrorLine>
        {(c) => (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
            <input
              {...c}
              ref={setInput}
              type="file"
              multiple
              accept="image/*,.heic,.heif"
              className="file-input w-full sm:max-w-sm"
              onChange={(e) => {
                const files = Array.from(e.currentTarget.files ?? []);
                // Emptied, so that the same file can be chosen again after it was removed.
                e.currentTarget.value = '';
                if (files.length > 0) uploads.add(files);
              }}
            />
            <span className="text-sm tabular-nums text-base-content/75">{PHOTO_TEXTS.count(photos.length)}</span>
          </div>
        )}
      </Field>

      <div aria-live="polite" className="flex flex-col gap-1 text-sm">
        {notice && (
          <p key={notice.seq} className={notice.kind === 'refused' || notice.kind === 'repeated' ? 'text-error' : 'sr-only'}>
            {noticeText(notice, PHOTO_TEXTS)}
          </p>
        )}
        {status && <p className="text-base-content/80">{status}</p>}
      </div>

      {photos.length > 0 && (
        <ol aria-label={PHOTO_TEXTS.list} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              position={index + 1}
              last={index === photos.length - 1}
              disabled={disabled}
              onMove={(by) => {
                nextFocus.current = { after: 'move', id: photo.id, control: by < 0 ? 'earlier' : 'later' };
                uploads.move(photo.id, by);
              }}
              onRemove={() => {
                nextFocus.current = { after: 'remove', index };
                uploads.remove(photo.id);
              }}
              onRetry={() => {
                nextFocus.current = { after: 'retry', id: photo.id };
                uploads.retry(photo.id);
              }}
              controlRef={(name) => (button) => {
                if (button) controls.current.set(`${photo.id}:${name}`, button);
                else controls.current.delete(`${photo.id}:${name}`);
              }}
              tileRef={(tile) => {
                if (tile) tiles.current.set(photo.id, tile);
                else tiles.current.delete(photo.id);
              }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}
