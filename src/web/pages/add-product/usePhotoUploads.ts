import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { uploadImage } from '../../api/images.ts';
import { listedPhotos, photoListReducer, photoSummary, type Photo } from './photoList.ts';

export type Uploader = typeof uploadImage;

const keyOf = (photo: Photo) => `${photo.id}:${photo.attempt}`;

/**
 * Add A Product's photos: each starts uploading as soon as it is chosen (or retried), reports its
 * progress, and stops uploading when it is removed or the page goes away. The edit page starts from the
 * listing's own photos (`listed`), uploaded already.
 */
export function usePhotoUploads(upload: Uploader = uploadImage, listed: readonly string[] = []) {
  const [state, dispatch] = useReducer(photoListReducer, listed, listedPhotos);
  const running = useRef(new Map<string, AbortController>());

  // Uploads follow the list: one runs for each photo whose current attempt is uploading, and only those.
  useEffect(() => {
    const wanted = new Map(state.photos.filter((p) => p.status === 'uploading').map((p) => [keyOf(p), p]));
    for (const [key, controller] of running.current) {
      if (wanted.has(key)) continue;
      controller.abort();
      running.current.delete(key);
    }
    for (const [key, photo] of wanted) {
      if (running.current.has(key) || !photo.file) continue;
      const controller = new AbortController();
      running.current.set(key, controller);
      const { id, attempt } = photo;
      void upload(photo.file, {
        signal: controller.signal,
        onProgress: (sent) => dispatch({ type: 'progress', id, attempt, sent }),
      }).then((result) => {
        if (controller.signal.aborted) return;
        running.current.delete(key);
        dispatch(
          result.success ? { type: 'done', id, attempt, url: result.data.url } : { type: 'failed', id, attempt, error: result.error },
        );
      });
    }
  }, [state.photos, upload]);

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of uploads.values()) controller.abort();
      uploads.clear();
    };
  }, []);

  const add = useCallback((files: readonly File[]) => dispatch({ type: 'add', files }), []);
  const remove = useCallback((id: number) => dispatch({ type: 'remove', id }), []);
  const move = useCallback((id: number, by: -1 | 1) => dispatch({ type: 'move', id, by }), []);
  const retry = useCallback((id: number) => dispatch({ type: 'retry', id }), []);
  const summary = useMemo(() => photoSummary(state.photos), [state.photos]);

  return { photos: state.photos, notice: state.notice, summary, add, remove, move, retry };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
