import type { z } from 'zod';
import type { imageUploadResult } from '#shared/schemas/images.ts';
import { ApiError, authHeaders, failureOf, parseJson } from './http.ts';

/**
 * The stored photo's two addresses, or the failure that says why there are none: an ApiError with its
 * code, which the screen tells in the page's language (`errorMessage(error, texts)`).
 */
export type UploadResult = z.infer<typeof imageUploadResult> | { success: false; error: ApiError };

/** The server could not be reached, or the transfer was stopped. */
const unreached = (): UploadResult => ({ success: false, error: new ApiError(0, 'network-error', '') });

/** The success answer, told apart by shape: anything else (a proxy's page, an error body) is a failure. */
function uploaded(body: unknown): body is z.infer<typeof imageUploadResult> {
  if (typeof body !== 'object' || body === null || !('success' in body) || body.success !== true || !('data' in body)) return false;
  const data = body.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    'url' in data &&
    typeof data.url === 'string' &&
    'largeUrl' in data &&
    typeof data.largeUrl === 'string'
  );
}

/** What an upload reports while it runs, and how its caller stops it. */
export interface UploadOptions {
  /** 0…1 of the file sent; 1 once the server has all of it and is preparing the photo. */
  onProgress?: (sent: number) => void;
  /** Aborting stops the transfer; the promise then resolves with a failure nobody needs to show. */
  signal?: AbortSignal;
  /** What the photo is for: a listing's (sellers only, the default) or a message's (anyone signed in). */
  purpose?: 'listing' | 'message';
}

/**
 * POST /api/images, one photo of Add A Product (the product is posted only with photos this reported
 * as stored), or POST /api/images/message, one photo for a message. XMLHttpRequest rather than fetch, because only it reports how much of the file has gone
 * up. Same origin, so the session cookie goes with it and the browser adds the Origin header the
 * server's cross-site check reads; the stored access token is the bearer header, as in http.ts.
 */
export function uploadImage(file: File, { onProgress, signal, purpose = 'listing' }: UploadOptions = {}): Promise<UploadResult> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(unreached());
    const xhr = new XMLHttpRequest();
    xhr.open('POST', purpose === 'message' ? '/api/images/message' : '/api/images');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && uploaded(body)) return resolve({ success: true, data: body.data });
      // A proxy refusing a large file answers 413 without Market's JSON.
      resolve({ success: false, error: failureOf(xhr.status, body, xhr.status === 413 ? 'image-too-large' : 'internal-error') });
    };
    xhr.onerror = () => resolve(unreached());
    xhr.onabort = () => resolve(unreached());
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
