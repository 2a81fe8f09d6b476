import { describe, expect, test } from 'vitest';
import { photoSrcSet } from './photos.ts';

describe('photoSrcSet', () => {
  test('an uploaded photo offers its card and large sizes, by their widths', () => {
    expect(photoSrcSet('/images/ab/ab12-card.webp')).toBe('/images/ab/ab12-card.webp 640w, /images/ab/ab12-large.webp 1600w');
    expect(photoSrcSet('https://cdn.example/ab/ab12-card.webp')).toBe(
      'https://cdn.example/ab/ab12-card.webp 640w, https://cdn.example/ab/ab12-large.webp 1600w',
    );
  });

  test('any other photo has no set: the browser takes its one size', () => {
    expect(photoSrcSet('/images/ab/ab12-large.webp')).toBeUndefined();
    expect(photoSrcSet('https://example.com/photo.jpg')).toBeUndefined();
  });
});
