import { describe, expect, test } from 'vitest';
import { createLocalImageStore } from './local.ts';
import { createS3ImageStore } from './s3.ts';

const KEY = `ab/${'ab'.repeat(16)}-card.webp`;

describe('a store answers whether a photo URL is one it issued', () => {
  test('local disk: /images/ and a photo key, nothing else', () => {
    const store = createLocalImageStore('/tmp/unused');
    expect(store.issued(`/images/${KEY}`)).toBe(true);
    expect(store.issued(`/images/${KEY.replace('card', 'large')}`)).toBe(true);
    for (const url of [
      `https://evil.example/images/${KEY}`,
      `/images/../${KEY}`,
      `/images/${KEY}?v=1`,
      '/images/../api/users',
      `/img/${KEY}`,
      '',
    ]) {
      expect(store.issued(url), url).toBe(false);
    }
  });

  test('a bucket: its public URL and a photo key, nothing else', () => {
    const store = createS3ImageStore({ bucket: 'photos', region: 'us-east-1', publicUrl: 'https://cdn.example.com/market/' });
    expect(store.issued(`https://cdn.example.com/market/${KEY}`)).toBe(true);
    for (const url of [
      `https://cdn.example.com/${KEY}`,
      `https://cdn.example.com/market/../${KEY}`,
      `https://evil.example/market/${KEY}`,
      `/images/${KEY}`,
    ]) {
      expect(store.issued(url), url).toBe(false);
    }
  });
});
