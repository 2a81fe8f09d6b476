import { API_ERRORS } from '#shared/messages.ts';
import { authHeaders, failureOf, parseJson } from './http.ts';

export interface UploadResult {
  success: boolean;
  data?: { url: string; largeUrl: string };
  message?: string;
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
      const body = parseJson(xhr.responseText) as UploadResult | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.success && body.data) return resolve({ success: true, data: body.data });
      // A proxy refusing a large file answers 413 without Market's JSON.
      resolve({ success: false, message: failureOf(xhr.status, body, xhr.status === 413 ? 'image-too-large' : 'internal-error').message });
    };
    xhr.onerror = () => resolve({ success: false, message: API_ERRORS['network-error'] });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
