import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { en } from '#shared/texts/en.ts';
import { makeLocale, setLocaleOutsideProvider } from '../i18n/locale.tsx';

// The unit suite runs many files at once: a busy machine must not turn a slow render into a failure.
configure({ asyncUtilTimeout: 10_000 });

// A screen rendered alone speaks English, as the app's English pages do.
setLocaleOutsideProvider(makeLocale('en', en));

// A React warning (an update outside act, a missing key, a bad prop) fails the test that caused it.
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  expect(consoleError, 'console.error was called').not.toHaveBeenCalled();
  consoleError.mockRestore();
});
