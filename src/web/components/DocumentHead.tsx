import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { applyHead, headOf } from '../head.ts';
import { useLocale } from '../i18n/locale.tsx';

/** Keeps the title, description and preview tags in step with the screen as the reader moves around. */
export function DocumentHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { texts, prefix } = useLocale();
  const head = headOf(matches, texts);
  useEffect(() => {
    // The router's pathname is within the language's prefix; the page's address has it.
    applyHead(document, head, new URL(prefix + pathname, window.location.origin), texts.LAYOUT_TEXTS.brand);
  }, [head.title, head.description, head.image, pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- head is remade each render; its fields are what matter
  return null;
}
