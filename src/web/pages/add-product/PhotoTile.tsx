import type { ReactNode } from 'react';
import { errorMessage } from '../../api/http.ts';
import { TrashIcon } from '../../dashboard/icons.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import type { Photo } from './photoList.ts';
import { usePreview } from './usePreview.ts';

/** The tile's buttons, by the name the picker uses to give one of them the focus back. */
export type TileControl = 'earlier' | 'later' | 'remove' | 'retry';
type ControlRef = (control: TileControl) => (button: HTMLButtonElement | null) => void;

const Arrow = ({ back }: { back: boolean }) => (
  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true">
    <path strokeLinecap="round" strokeLinejoin="round" d={back ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
  </svg>
);

/** A tile's icon button: its name shows as its tooltip too, and the picker can give it the focus back. */
function TileButton({
  label,
  buttonRef,
  disabled,
  onClick,
  extraClass,
  children,
}: {
  label: string;
  buttonRef: (button: HTMLButtonElement | null) => void;
  disabled: boolean;
  onClick: () => void;
  /** More classes: where it sits, its colour. */
  extraClass?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      ref={buttonRef}
      className={`btn btn-sm btn-square btn-ghost${extraClass ? ` ${extraClass}` : ''}`}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Moves the photo one place earlier (-1) or later (1). */
function MoveButton({
  by,
  position,
  disabled,
  onMove,
  controlRef,
}: {
  by: -1 | 1;
  position: number;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  controlRef: ControlRef;
}) {
  const { PHOTO_TEXTS } = useTexts();
  const earlier = by < 0;
  return (
    <TileButton
      label={earlier ? PHOTO_TEXTS.moveEarlier(position) : PHOTO_TEXTS.moveLater(position)}
      buttonRef={controlRef(earlier ? 'earlier' : 'later')}
      disabled={disabled}
      onClick={() => onMove(by)}
    >
      <Arrow back={earlier} />
    </TileButton>
  );
}

/**
 * One chosen photo: its preview, how its upload goes (progress, done, or the server's reason with
 * Retry), and the buttons that move it earlier or later and remove it. The first is the cover.
 */
export function PhotoTile({
  photo,
  position,
  last,
  disabled,
  onMove,
  onRemove,
  onRetry,
  controlRef,
  tileRef,
}: {
  photo: Photo;
  /** 1 for the first photo. */
  position: number;
  last: boolean;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onRetry: () => void;
  controlRef: ControlRef;
  tileRef: (tile: HTMLLIElement | null) => void;
}) {
  const texts = useTexts();
  const { PHOTO_TEXTS } = texts;
  // A photo the listing already has shows as the store serves it.
  const preview = usePreview(photo.file) ?? (photo.file ? null : photo.url);
  const name = photo.file?.name ?? texts.MODERATION_TEXTS.edit.listedPhoto;
  const percent = Math.round(photo.sent * 100);
  const cover = position === 1;
  return (
    <li
      ref={tileRef}
      tabIndex={-1}
      className={`flex min-w-0 flex-col overflow-hidden rounded-box border bg-base-100 outline-none focus-visible:ring-2 focus-visible:ring-primary ${
        photo.status === 'failed' ? 'border-error' : cover ? 'border-primary' : 'border-base-300'
      }`}
    >
      <div className="relative aspect-[4/3] bg-base-200">
        {preview ? (
          <img src={preview} alt={PHOTO_TEXTS.preview(position, name)} className="h-full w-full object-cover" />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-1 p-2 text-center text-xs text-base-content/75">
            <span>{PHOTO_TEXTS.noPreview}</span>
            <span className="w-full truncate">{name}</span>
          </div>
        )}
        <span className="badge badge-sm absolute left-2 top-2 border-base-300 bg-base-100 tabular-nums">{position}</span>
        {cover && <span className="badge badge-sm badge-primary absolute right-2 top-2">{PHOTO_TEXTS.cover}</span>}
      </div>

      <div className="flex flex-1 flex-col gap-2 p-2">
        <div className="min-h-7 text-xs">
          {photo.status === 'uploading' && (
            <div className="flex flex-col gap-1">
              {photo.sent < 1 ? (
                <progress
                  className="progress progress-primary w-full"
                  value={percent}
                  max={100}
                  aria-label={PHOTO_TEXTS.uploadProgress(position)}
                />
              ) : (
                // Every byte is up: the server decodes and resizes the photo (seconds for a large HEIC).
                <progress className="progress progress-primary w-full" aria-label={PHOTO_TEXTS.uploadProgress(position)} />
              )}
              <span className="tabular-nums text-base-content/80">
                {photo.sent < 1 ? PHOTO_TEXTS.percent(percent) : PHOTO_TEXTS.preparing}
              </span>
            </div>
          )}
          {photo.status === 'done' && (
            <span className="inline-flex items-center gap-1 font-medium">
              <svg
                viewBox="0 0 24 24"
                className="h-4 w-4 text-success"
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                aria-hidden="true"
              >
                <path strokeLinecap="round" strokeLinejoin="round" d="M5 12l5 5 9-10" />
              </svg>
              {PHOTO_TEXTS.uploaded}
            </span>
          )}
          {photo.status === 'failed' && (
            <div className="flex flex-col items-start gap-1">
              <p role="alert" className="text-error">
                {photo.error && errorMessage(photo.error, texts)}
              </p>
              <button
                type="button"
                ref={controlRef('retry')}
                className="btn btn-xs btn-outline"
                aria-label={PHOTO_TEXTS.retryName(position)}
                disabled={disabled}
                onClick={onRetry}
              >
                {PHOTO_TEXTS.retry}
              </button>
            </div>
          )}
        </div>

        <div className="mt-auto flex items-center gap-1">
          <MoveButton by={-1} position={position} disabled={disabled || cover} onMove={onMove} controlRef={controlRef} />
          <MoveButton by={1} position={position} disabled={disabled || last} onMove={onMove} controlRef={controlRef} />
          <TileButton
            label={PHOTO_TEXTS.remove(position)}
            buttonRef={controlRef('remove')}
            disabled={disabled}
            onClick={onRemove}
            extraClass="ml-auto text-error"
          >
            <TrashIcon />
          </TileButton>
        </div>
      </div>
    </li>
  );
}
