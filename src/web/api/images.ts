import type { z } from 'zod';
import { API_ERRORS } from '#shared/messages.ts';
import type { imageUploadResult } from '#shared/schemas/images.ts';
import { authHeaders, failureOf, parseJson } from './http.ts';

/** The stored photo's two addresses, or the sentence that says why there are none. */
export type UploadResult = z.infer<typeof imageUploadResult> | { success: false; message: string };

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

/**
 * POST /api/images, the photo first of Add A Product (the product is posted only when this reports
 * success). XMLHttpRequest rather than fetch, because only it reports how much of the file has gone
 * up: `onProgress` gets 0…1, and 1 once the server has all of it and is preparing the photo.
 */
export function uploadImage(file: File, onProgress?: (sent: number) => void): Promise<UploadResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/images');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && uploaded(body)) return resolve({ success: true, data: body.data });
      // A proxy refusing a large file answers 413 without Market's JSON.
      resolve({ success: false, message: failureOf(xhr.status, body, xhr.status === 413 ? 'image-too-large' : 'internal-error').message });
    };
    xhr.onerror = () => resolve({ success: false, message: API_ERRORS['network-error'] });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
