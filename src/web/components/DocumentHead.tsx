import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { applyHead, headOf } from '../head.ts';

/** Keeps the title, description and preview tags in step with the screen as the reader moves around. */
export function DocumentHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const head = headOf(matches);
  useEffect(() => {
    applyHead(document, head, new URL(pathname, window.location.origin));
  }, [head.title, head.description, head.image, pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- head is remade each render; its fields are what matter
  return null;
}
