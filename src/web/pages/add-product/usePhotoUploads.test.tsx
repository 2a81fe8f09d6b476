import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import { ApiError } from '../../api/http.ts';
import type { UploadOptions, UploadResult } from '../../api/images.ts';
import { storedPhoto } from '../../testing/fakeXhr.ts';
import { usePhotoUploads, type Uploader } from './usePhotoUploads.ts';

interface Call {
  file: File;
  options: UploadOptions;
  finish: (result: UploadResult) => Promise<void>;
}

/** An uploader whose every call waits for the test to finish it. */
function heldUploads() {
  const calls: Call[] = [];
  const upload: Uploader = (file, options = {}) =>
    new Promise((resolve) => {
      calls.push({ file, options, finish: (result) => act(async () => resolve(result)) });
    });
  return { calls, upload };
}

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const key = (n: number) => String(n).repeat(32);

describe('usePhotoUploads: each photo uploads as soon as it is chosen (product §4)', () => {
  it('starts one upload per photo at once, shows its progress, and is ready when all are stored', async () => {
    const { calls, upload } = heldUploads();
    const { result } = renderHook(() => usePhotoUploads(upload));

    act(() => result.current.add([file('a.png'), file('b.png')]));
    expect(calls.map((c) => c.file.name)).toEqual(['a.png', 'b.png']);
    expect(result.current.summary).toMatchObject({ uploading: 2, ready: false });

    act(() => calls[1]!.options.onProgress?.(0.5));
    expect(result.current.photos.map((p) => p.sent)).toEqual([0, 0.5]);

    await calls[0]!.finish(storedPhoto(key(1)));
    await calls[1]!.finish(storedPhoto(key(2)));
    expect(result.current.summary).toMatchObject({
      uploading: 0,
      ready: true,
      urls: [storedPhoto(key(1)).data.url, storedPhoto(key(2)).data.url],
    });
  });

  it('stops the upload of a photo removed meanwhile, and forgets its answer', async () => {
    const { calls, upload } = heldUploads();
    const { result } = renderHook(() => usePhotoUploads(upload));
    act(() => result.current.add([file('a.png'), file('b.png')]));
    const [first] = result.current.photos;

    act(() => result.current.remove(first!.id));
    expect(calls[0]!.options.signal?.aborted).toBe(true);
    expect(calls[1]!.options.signal?.aborted).toBe(false);
    await calls[0]!.finish({ success: false, error: new ApiError(0, 'network-error', '') });
    expect(result.current.photos.map((p) => p.file?.name)).toEqual(['b.png']);
    expect(result.current.summary.failed).toBe(0);
  });

  it("shows the server's reason for a failure, and Retry uploads the photo again", async () => {
    const { calls, upload } = heldUploads();
    const { result } = renderHook(() => usePhotoUploads(upload));
    act(() => result.current.add([file('a.png')]));
    const refused = new ApiError(415, 'image-unsupported', 'This file is not a supported photo.');
    await calls[0]!.finish({ success: false, error: refused });
    expect(result.current.photos[0]).toMatchObject({ status: 'failed', error: refused });
    expect(result.current.summary).toMatchObject({ failed: 1, ready: false });

    act(() => result.current.retry(result.current.photos[0]!.id));
    expect(calls).toHaveLength(2);
    expect(calls[1]!.file.name).toBe('a.png');
    await calls[1]!.finish(storedPhoto(key(3)));
    expect(result.current.summary).toMatchObject({ failed: 0, ready: true });
  });

  it('never sends a file over the size limit', () => {
    const { calls, upload } = heldUploads();
    const { result } = renderHook(() => usePhotoUploads(upload));
    act(() => result.current.add([file('huge.png', LIMITS.imageBytes + 1)]));
    act(() => result.current.retry(result.current.photos[0]!.id));
    expect(calls).toHaveLength(0);
    expect(result.current.photos[0]!.status).toBe('failed');
  });

  it('stops every upload still running when the page goes away', () => {
    const { calls, upload } = heldUploads();
    const { result, unmount } = renderHook(() => usePhotoUploads(upload));
    act(() => result.current.add([file('a.png'), file('b.png')]));
    unmount();
    expect(calls.map((c) => c.options.signal?.aborted)).toEqual([true, true]);
  });
});
