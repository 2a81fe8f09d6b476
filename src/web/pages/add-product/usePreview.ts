import { useEffect, useState } from 'react';

/** An object URL showing `file`, once the browser has decoded it; revoked when the file changes or its viewer goes. None for no file. */
export function usePreview(file: File | null): string | null {
  // Kept with the file it shows, so that another file shows nothing until its own is ready.
  const [shown, setShown] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    // Only a file the browser can decode gets a preview: a renamed text file, or HEIC in most browsers, shows none.
    if (!file?.type.startsWith('image/')) return;
    let live = true;
    const next = URL.createObjectURL(file);
    const probe = new Image();
    probe.onload = () => live && setShown({ file, url: next });
    probe.src = next;
    return () => {
      live = false;
      probe.onload = null;
      URL.revokeObjectURL(next);
    };
  }, [file]);
  return shown && shown.file === file ? shown.url : null;
}
