import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser takes over a server-rendered page; true once the page is
 * live. Controls that need the page's script (a submit, Show more) stay disabled until then, so a tap
 * that comes first is not lost, and a form is never submitted the browser's own way (its fields in the URL).
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
