const KEY = 'market:reloaded-for-chunks';
const QUIET_MS = 60_000;

/**
 * After a new release the files of the old one are gone, so a page opened before it cannot load the
 * screens it has not shown yet. Vite reports that as `vite:preloadError`; loading the address the
 * user was going to (`pending`, else the current one) fetches the new index.html (served with
 * no-cache) and its files. At most once a minute, so a server that is truly down ends on the error
 * screen rather than in a reload loop. Returns whether such a reload is under way (the import that
 * failed then resolves to nothing, and what awaited it may fail in turn).
 */
export function reloadOnStaleChunks(pending: () => string | undefined): () => boolean {
  let reloading = false;
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < QUIET_MS) return;
    sessionStorage.setItem(KEY, String(Date.now()));
    event.preventDefault();
    reloading = true;
    window.location.assign(pending() ?? window.location.href);
  });
  return () => reloading;
}
