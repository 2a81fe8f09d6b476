import { useSyncExternalStore } from 'react';

/** Whether the browser has committed its first render; never on the server. */
let live = false;

/**
 * Subscribing happens in an effect, which neither server renderer runs and the browser runs only after
 * its first commit: the first subscriber marks the page live and tells itself; a later one finds it
 * live when it renders (or, in the same first commit, when its effect checks the value again).
 */
const subscribe = (onChange: () => void) => {
  if (!live) {
    live = true;
    onChange();
  }
  return () => {};
};

/**
 * False on the server and while the browser takes over a server-rendered page; true once the page is
 * live. Controls that need the page's script (a submit, Show more) stay disabled until then, so a tap
 * that comes first is not lost, and a form is never submitted the browser's own way (its fields in the URL).
 *
 * The value is `live`, not a constant `true` with a server snapshot of `false`: Preact (docs/decisions/008)
 * ignores the server snapshot, on the server as in hydration, and would render the controls enabled.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => live,
    () => false,
  );
