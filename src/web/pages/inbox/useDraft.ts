import { useCallback, useState } from 'react';

const KEY = (id: string) => `market.draft.${id}`;

/** The draft of a first message about a product, before its conversation exists. */
export const firstMessageDraft = (productId: string) => `new.${productId}`;

function stored(id: string): string {
  try {
    return localStorage.getItem(KEY(id)) ?? '';
  } catch {
    return '';
  }
}

/**
 * What the user is writing in one conversation, kept in this browser until it is sent: switching to
 * another conversation, closing the tab or a failed send loses nothing.
 */
export function useDraft(id: string): [string, (text: string) => void] {
  const [draft, setDraft] = useState(() => ({ id, text: stored(id) }));
  // Another conversation: its own draft, read while rendering rather than after (no render of the old one's).
  if (draft.id !== id) setDraft({ id, text: stored(id) });
  const update = useCallback(
    (next: string) => {
      setDraft({ id, text: next });
      try {
        if (next) localStorage.setItem(KEY(id), next);
        else localStorage.removeItem(KEY(id));
      } catch {
        // Storage full or refused: the draft lives in the page only.
      }
    },
    [id],
  );
  return [draft.id === id ? draft.text : stored(id), update];
}
