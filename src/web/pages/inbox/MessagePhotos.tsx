import { useId, useState } from 'react';
import { LIMITS } from '#shared/constants.ts';
import { errorMessage } from '../../api/http.ts';
import { uploadImage } from '../../api/images.ts';
import { useTexts } from '../../i18n/locale.tsx';

/** The photos going with the next message: each uploaded as it is chosen, so Send has only to name them. */
export function useMessagePhotos() {
  const texts = useTexts();
  const { INBOX_TEXTS: t } = texts;
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const add = async (files: File[]) => {
    const room = LIMITS.photosPerMessage - photos.length - uploading;
    if (files.length > room) setError(t.tooManyPhotos(LIMITS.photosPerMessage));
    else setError(null);
    const chosen = files.slice(0, Math.max(0, room));
    setUploading((n) => n + chosen.length);
    await Promise.all(
      chosen.map(async (file) => {
        const result = await uploadImage(file, { purpose: 'message' });
        setUploading((n) => n - 1);
        if (result.success) setPhotos((p) => [...p, result.data.url]);
        else setError(errorMessage(result.error, texts));
      }),
    );
  };
  return {
    photos,
    uploading,
    error,
    add,
    remove: (url: string) => setPhotos((p) => p.filter((u) => u !== url)),
    clear: () => setPhotos([]),
  };
}

/** "Add photos" and the chosen photos, each with a way to take it out again. */
export function MessagePhotos({ state, disabled }: { state: ReturnType<typeof useMessagePhotos>; disabled: boolean }) {
  const { INBOX_TEXTS: t } = useTexts();
  const id = useId();
  const full = state.photos.length + state.uploading >= LIMITS.photosPerMessage;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        id={id}
        type="file"
        accept="image/*,.heic,.heif"
        multiple
        className="sr-only"
        disabled={disabled || full}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          void state.add(files);
        }}
      />
      <label htmlFor={id} className={`btn btn-ghost btn-sm ${disabled || full ? 'btn-disabled' : ''}`}>
        {t.addPhotos}
      </label>
      {state.photos.map((url, i) => (
        <div key={url} className="relative h-12 w-12 overflow-hidden rounded-lg bg-base-200">
          <img src={url} alt={t.photoOf(i + 1)} width={48} height={48} className="h-full w-full object-cover" />
          <button
            type="button"
            className="btn btn-circle btn-xs absolute right-0 top-0"
            aria-label={t.removePhoto(i + 1)}
            onClick={() => state.remove(url)}
          >
            ×
          </button>
        </div>
      ))}
      {state.uploading > 0 && (
        <span className="loading loading-spinner loading-sm" role="status" aria-label={t.uploadingPhotos(state.uploading)} />
      )}
      {state.error && (
        <p role="alert" className="w-full text-sm font-medium text-error">
          {state.error}
        </p>
      )}
    </div>
  );
}
