import { describe, expect, it } from 'vitest';
import { LIMITS } from '#shared/constants.ts';
import { ApiError } from '../../api/http.ts';
import { listedPhotos, noPhotos, photoListReducer, photoSummary, type PhotoAction, type PhotoList } from './photoList.ts';

const file = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const run = (...actions: PhotoAction[]) => actions.reduce(photoListReducer, noPhotos);
const names = (state: PhotoList) => state.photos.map((p) => p.file?.name);
const refused = new ApiError(415, 'image-unsupported', 'Refused.');
const url = (n: number) => `/images/ab/${String(n).padStart(32, '0')}-card.webp`;

describe('photoListReducer: the photos of Add A Product (product §2)', () => {
  it('adds the chosen files in order, each uploading from nothing', () => {
    const state = run({ type: 'add', files: [file('a.png'), file('b.png')] }, { type: 'add', files: [file('c.png')] });
    expect(names(state)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(state.photos.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(state.photos.every((p) => p.status === 'uploading' && p.sent === 0 && p.attempt === 1)).toBe(true);
    expect(state.notice).toBeNull();
  });

  it(`takes at most ${LIMITS.photosPerProduct} and says how many were left out`, () => {
    const nine = Array.from({ length: 9 }, (_, i) => file(`${i + 1}.png`));
    const state = run({ type: 'add', files: nine.slice(0, 6) }, { type: 'add', files: nine.slice(6) });
    expect(names(state)).toEqual(['1.png', '2.png', '3.png', '4.png', '5.png', '6.png', '7.png', '8.png']);
    expect(state.notice).toMatchObject({ kind: 'refused', count: 1 });

    const full = photoListReducer(state, { type: 'add', files: [file('10.png'), file('11.png')] });
    expect(full.photos).toHaveLength(LIMITS.photosPerProduct);
    expect(full.notice).toMatchObject({ kind: 'refused', count: 2 });
    expect(full.notice!.seq).toBeGreaterThan(state.notice!.seq);
  });

  it('fails a file over the size limit at once, without uploading it, and again on retry', () => {
    const big = file('huge.png', LIMITS.imageBytes + 1);
    const state = run({ type: 'add', files: [big] });
    expect(state.photos[0]).toMatchObject({ status: 'failed', error: { code: 'image-too-large' } });
    const retried = photoListReducer(state, { type: 'retry', id: 1 });
    expect(retried.photos[0]).toMatchObject({ status: 'failed', attempt: 2, error: { code: 'image-too-large' } });
  });

  it('records progress, which only grows, then the stored URL', () => {
    let state = run({ type: 'add', files: [file('a.png')] });
    state = photoListReducer(state, { type: 'progress', id: 1, attempt: 1, sent: 0.6 });
    state = photoListReducer(state, { type: 'progress', id: 1, attempt: 1, sent: 0.4 });
    expect(state.photos[0]!.sent).toBe(0.6);
    state = photoListReducer(state, { type: 'done', id: 1, attempt: 1, url: url(1) });
    expect(state.photos[0]).toMatchObject({ status: 'done', sent: 1, url: url(1), error: null });
  });

  it("keeps the server's reason for a failure, and starts a new attempt on retry, ignoring the old one's reports", () => {
    let state = run({ type: 'add', files: [file('a.png')] }, { type: 'failed', id: 1, attempt: 1, error: refused });
    expect(state.photos[0]).toMatchObject({ status: 'failed', error: refused });
    state = photoListReducer(state, { type: 'retry', id: 1 });
    expect(state.photos[0]).toMatchObject({ status: 'uploading', attempt: 2, sent: 0, error: null });
    const stale = photoListReducer(state, { type: 'done', id: 1, attempt: 1, url: url(1) });
    expect(stale).toBe(state);
    // A photo that is not failed has nothing to retry.
    expect(photoListReducer(state, { type: 'retry', id: 1 })).toBe(state);
  });

  it('moves a photo one place earlier or later, and never past either end', () => {
    const three = run({ type: 'add', files: [file('a.png'), file('b.png'), file('c.png')] });
    const earlier = photoListReducer(three, { type: 'move', id: 3, by: -1 });
    expect(names(earlier)).toEqual(['a.png', 'c.png', 'b.png']);
    expect(earlier.notice).toMatchObject({ kind: 'moved', position: 2 });
    const front = photoListReducer(earlier, { type: 'move', id: 3, by: -1 });
    expect(names(front)).toEqual(['c.png', 'a.png', 'b.png']);
    expect(front.notice).toMatchObject({ kind: 'moved', position: 1 });
    expect(photoListReducer(front, { type: 'move', id: 3, by: -1 })).toBe(front);
    expect(photoListReducer(front, { type: 'move', id: 2, by: 1 })).toBe(front);
    expect(names(photoListReducer(front, { type: 'move', id: 1, by: 1 }))).toEqual(['c.png', 'b.png', 'a.png']);
  });

  it('removes a photo, whatever its upload is doing, and ignores its later reports', () => {
    let state = run({ type: 'add', files: [file('a.png'), file('b.png')] }, { type: 'remove', id: 1 });
    expect(names(state)).toEqual(['b.png']);
    expect(state.notice).toMatchObject({ kind: 'removed' });
    expect(photoListReducer(state, { type: 'done', id: 1, attempt: 1, url: url(1) })).toBe(state);
    expect(photoListReducer(state, { type: 'remove', id: 1 })).toBe(state);
    // Its place is free again.
    state = photoListReducer(state, { type: 'add', files: [file('c.png')] });
    expect(state.photos.map((p) => p.id)).toEqual([2, 3]);
  });

  it('drops a second copy of a photo already in the list: a listing cannot show one photo twice', () => {
    let state = run({ type: 'add', files: [file('a.png'), file('a-again.png')] }, { type: 'done', id: 1, attempt: 1, url: url(1) });
    state = photoListReducer(state, { type: 'done', id: 2, attempt: 1, url: url(1) });
    expect(names(state)).toEqual(['a.png']);
    expect(state.notice).toMatchObject({ kind: 'repeated' });
  });
});

describe('photoSummary: what Add Product waits for', () => {
  it('is ready with every photo stored, and gives their URLs in listing order', () => {
    let state = run({ type: 'add', files: [file('a.png'), file('b.png')] });
    expect(photoSummary(state.photos)).toMatchObject({ count: 2, uploading: 2, failed: 0, ready: false, urls: [] });
    state = [
      { type: 'done', id: 1, attempt: 1, url: url(1) },
      { type: 'failed', id: 2, attempt: 1, error: refused },
    ].reduce((s, a) => photoListReducer(s, a as PhotoAction), state);
    expect(photoSummary(state.photos)).toMatchObject({ uploading: 0, failed: 1, ready: false });
    state = [
      { type: 'retry', id: 2 },
      { type: 'done', id: 2, attempt: 2, url: url(2) },
      { type: 'move', id: 2, by: -1 },
    ].reduce((s, a) => photoListReducer(s, a as PhotoAction), state);
    expect(photoSummary(state.photos)).toEqual({ count: 2, uploading: 0, failed: 0, ready: true, urls: [url(2), url(1)] });
  });

  it('is not ready without photos', () => {
    expect(photoSummary([]).ready).toBe(false);
  });

  it('starts from a listing’s own photos on the edit page: stored, in its order, and a new one joins them', () => {
    let state = listedPhotos([url(1), url(2)]);
    expect(photoSummary(state.photos)).toEqual({ count: 2, uploading: 0, failed: 0, ready: true, urls: [url(1), url(2)] });
    state = [
      { type: 'add', files: [file('c.png')] },
      { type: 'done', id: 3, attempt: 1, url: url(3) },
      { type: 'move', id: 3, by: -1 },
      { type: 'remove', id: 1 },
    ].reduce((s, a) => photoListReducer(s, a as PhotoAction), state);
    expect(photoSummary(state.photos).urls).toEqual([url(3), url(2)]);
  });
});
