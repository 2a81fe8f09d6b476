import { LIMITS } from '#shared/constants.ts';
import { ApiError } from '../../api/http.ts';

/**
 * The photos of Add A Product (product §2), in the order the listing shows them: the first is the cover.
 * Each is uploaded as soon as it is chosen; this reducer only records what happens to it, and
 * usePhotoUploads starts and stops the uploads.
 */
export interface Photo {
  id: number;
  /** The file chosen; null for a photo the listing already has (the edit page), which is in the store. */
  file: File | null;
  status: 'uploading' | 'done' | 'failed';
  /** 0…1 of the file sent; 1 while the server prepares the photo. */
  sent: number;
  /** Which upload of this photo is current: a retry is a new one, and reports of an older one are ignored. */
  attempt: number;
  /** The store's URL once uploaded. */
  url: string | null;
  /** Why the upload failed: the server's refusal, with its code; the tile says it in the page's language. */
  error: ApiError | null;
}

/** What the last action did that a screen reader would not otherwise hear; `seq` tells two alike apart. */
type NoticeBody = { kind: 'refused'; count: number } | { kind: 'repeated' } | { kind: 'moved'; position: number } | { kind: 'removed' };
export type PhotoNotice = NoticeBody & { seq: number };

export interface PhotoList {
  photos: Photo[];
  nextId: number;
  notice: PhotoNotice | null;
}

export type PhotoAction =
  | { type: 'add'; files: readonly File[] }
  | { type: 'remove'; id: number }
  | { type: 'move'; id: number; by: -1 | 1 }
  | { type: 'retry'; id: number }
  | { type: 'progress'; id: number; attempt: number; sent: number }
  | { type: 'done'; id: number; attempt: number; url: string }
  | { type: 'failed'; id: number; attempt: number; error: ApiError };

export const noPhotos: PhotoList = { photos: [], nextId: 1, notice: null };

/** The photos a listing already has, in its order, uploaded: where the edit page starts. */
export function listedPhotos(urls: readonly string[]): PhotoList {
  return {
    photos: urls.map((url, i) => ({ id: i + 1, file: null, status: 'done', sent: 1, attempt: 0, url, error: null })),
    nextId: urls.length + 1,
    notice: null,
  };
}

// The server refuses a larger file only after the browser has sent it all; saying so at once saves the wait.
const tooLarge = (file: File) => file.size > LIMITS.imageBytes;
const TOO_LARGE = new ApiError(413, 'image-too-large', '');

function attemptUpload(photo: Photo, attempt: number): Photo {
  return photo.file && tooLarge(photo.file)
    ? { ...photo, attempt, status: 'failed', sent: 0, error: TOO_LARGE }
    : { ...photo, attempt, status: 'uploading', sent: 0, error: null };
}

export function photoListReducer(state: PhotoList, action: PhotoAction): PhotoList {
  const notice = (next: NoticeBody): PhotoNotice => ({ ...next, seq: (state.notice?.seq ?? 0) + 1 });
  const current = (id: number, attempt: number) =>
    state.photos.find((p) => p.id === id && p.attempt === attempt && p.status === 'uploading');
  const update = (id: number, change: (photo: Photo) => Photo): PhotoList => ({
    ...state,
    photos: state.photos.map((p) => (p.id === id ? change(p) : p)),
  });

  switch (action.type) {
    case 'add': {
      const room = Math.max(0, LIMITS.photosPerProduct - state.photos.length);
      const taken = action.files.slice(0, room);
      const refused = action.files.length - taken.length;
      const added = taken.map((file, i) =>
        attemptUpload({ id: state.nextId + i, file, status: 'uploading', sent: 0, attempt: 0, url: null, error: null }, 1),
      );
      return {
        photos: [...state.photos, ...added],
        nextId: state.nextId + taken.length,
        notice: refused > 0 ? notice({ kind: 'refused', count: refused }) : null,
      };
    }
    case 'remove': {
      if (!state.photos.some((p) => p.id === action.id)) return state;
      return { ...state, photos: state.photos.filter((p) => p.id !== action.id), notice: notice({ kind: 'removed' }) };
    }
    case 'move': {
      const from = state.photos.findIndex((p) => p.id === action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= state.photos.length) return state;
      const photos = [...state.photos];
      [photos[from], photos[to]] = [photos[to]!, photos[from]!];
      return { ...state, photos, notice: notice({ kind: 'moved', position: to + 1 }) };
    }
    case 'retry': {
      const photo = state.photos.find((p) => p.id === action.id);
      if (photo?.status !== 'failed') return state;
      return update(action.id, (p) => attemptUpload(p, p.attempt + 1));
    }
    case 'progress': {
      if (!current(action.id, action.attempt)) return state;
      // Progress only grows: a late event of the same upload must not move the bar back.
      return update(action.id, (p) => ({ ...p, sent: Math.max(p.sent, Math.min(1, action.sent)) }));
    }
    case 'done': {
      if (!current(action.id, action.attempt)) return state;
      // The store names a photo by its content, so the same picture chosen twice comes back with one URL,
      // and a listing cannot show one photo twice (productInput): the second copy goes.
      if (state.photos.some((p) => p.id !== action.id && p.url === action.url)) {
        return { ...state, photos: state.photos.filter((p) => p.id !== action.id), notice: notice({ kind: 'repeated' }) };
      }
      return update(action.id, (p) => ({ ...p, status: 'done', sent: 1, url: action.url, error: null }));
    }
    case 'failed': {
      if (!current(action.id, action.attempt)) return state;
      return update(action.id, (p) => ({ ...p, status: 'failed', error: action.error }));
    }
  }
}

/** What the form needs to know of the photos: whether it may post them, and their URLs in order. */
export function photoSummary(photos: readonly Photo[]) {
  const uploading = photos.filter((p) => p.status === 'uploading').length;
  const failed = photos.filter((p) => p.status === 'failed').length;
  return {
    count: photos.length,
    uploading,
    failed,
    ready: photos.length > 0 && uploading === 0 && failed === 0,
    urls: photos.flatMap((p) => (p.url ? [p.url] : [])),
  };
}
