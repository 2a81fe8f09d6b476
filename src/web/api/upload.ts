import { API_ERRORS } from '#shared/messages.ts';
import { ACCESS_TOKEN_KEY } from './http.ts';

export interface UploadResult {
  success: boolean;
  data?: { url: string; largeUrl: string };
  message?: string;
}

type Answer = { success?: boolean; data?: UploadResult['data']; error?: string; message?: string };

function parseAnswer(text: string): Answer | null {
  try {
    return JSON.parse(text) as Answer;
  } catch {
    return null;
  }
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
    const token = localStorage.getItem(ACCESS_TOKEN_KEY);
    if (token) xhr.setRequestHeader('authorization', `bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.upload.onload = () => onProgress?.(1);
    xhr.onload = () => {
      const body = parseAnswer(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body?.success && body.data) return resolve({ success: true, data: body.data });
      const code = (body?.error ?? (xhr.status === 413 ? 'image-too-large' : 'internal-error')) as keyof typeof API_ERRORS;
      resolve({ success: false, message: body?.message ?? API_ERRORS[code] ?? API_ERRORS['internal-error'] });
    };
    xhr.onerror = () => resolve({ success: false, message: API_ERRORS['network-error'] });
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
