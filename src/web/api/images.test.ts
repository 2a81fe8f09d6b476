import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '#shared/texts/en.ts';
import { API_ERRORS } from '#shared/texts/errors.ts';
import { fakeXhr, storedPhoto } from '../testing/fakeXhr.ts';
import { ACCESS_TOKEN_KEY, ApiError, errorMessage } from './http.ts';
import { uploadImage, type UploadResult } from './images.ts';

/** What the screen says of a failed upload, in English. */
const told = (result: UploadResult) => (result.success ? null : errorMessage(result.error, en));

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'laptop.jpg', { type: 'image/jpeg' });

describe('uploadImage: POST /api/images with upload progress (product §7)', () => {
  beforeEach(() => {
    const stored = new Map<string, string>([[ACCESS_TOKEN_KEY, 'sellers-token']]);
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored.get(key) ?? null });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the file in the field `image` with the bearer token, reports progress, and answers the stored URLs', async () => {
    const { sent } = fakeXhr();
    const file = photo();
    const seen: number[] = [];
    const done = uploadImage(file, { onProgress: (s) => seen.push(s) });
    const [request] = sent;
    expect(request).toMatchObject({ method: 'POST', url: '/api/images', headers: { authorization: 'bearer sellers-token' } });
    expect(request!.file).toBe(file);

    request!.progress(1024, 4096);
    request!.progress(4096, 4096);
    request!.sentAll();
    request!.respond(200, storedPhoto('0123456789abcdef0123456789abcdef'));

    expect(await done).toEqual(storedPhoto('0123456789abcdef0123456789abcdef'));
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it("answers the server's refusal, with its code, when it refuses the photo", async () => {
    const { sent } = fakeXhr();
    const done = uploadImage(photo());
    sent[0]!.respond(415, { success: false, error: 'image-unsupported', message: API_ERRORS['image-unsupported'] });
    const result = await done;
    expect(result).toEqual({ success: false, error: expect.any(ApiError) });
    expect(result).toMatchObject({ error: { status: 415, code: 'image-unsupported' } });
    expect(told(result)).toBe(API_ERRORS['image-unsupported']);
  });

  it("says the photo is too large when a proxy refuses it without Market's JSON", async () => {
    const { sent } = fakeXhr();
    const done = uploadImage(photo());
    sent[0]!.respond(413, '<html>Request Entity Too Large</html>');
    const result = await done;
    expect(result).toMatchObject({ success: false, error: { status: 413, code: 'image-too-large' } });
    expect(told(result)).toBe(API_ERRORS['image-too-large']);
  });

  it('takes a success status without the stored URLs for a failure', async () => {
    const { sent } = fakeXhr();
    const done = uploadImage(photo());
    sent[0]!.respond(200, '<html>a captive portal</html>');
    expect(await done).toMatchObject({ success: false });
  });

  it('says the server could not be reached when the connection drops', async () => {
    const { sent } = fakeXhr();
    const done = uploadImage(photo());
    sent[0]!.dropConnection();
    const result = await done;
    expect(result).toMatchObject({ success: false, error: { code: 'network-error' } });
    expect(told(result)).toBe(API_ERRORS['network-error']);
  });

  it('stops the transfer when its signal aborts, and sends nothing once aborted', async () => {
    const { sent } = fakeXhr();
    const controller = new AbortController();
    const done = uploadImage(photo(), { signal: controller.signal });
    controller.abort();
    expect(sent[0]!.aborted).toBe(true);
    expect(await done).toMatchObject({ success: false });

    expect(await uploadImage(photo(), { signal: controller.signal })).toMatchObject({ success: false });
    expect(sent).toHaveLength(1);
  });
});
