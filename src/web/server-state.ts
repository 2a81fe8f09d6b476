import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The data a server-rendered page was made with, handed to the browser so hydration starts from it. */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

const ELEMENT_ID = 'market-state';

/**
 * As a JSON script element (not run, so the content security policy needs no inline script), with `<`
 * escaped so that no text in the data (a product's description) can close the element.
 */
export function serverStateHtml(state: ServerState): string {
  return `<script type="application/json" id="${ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

/** The state a server-rendered page came with; undefined for a page the browser renders itself. */
export function readServerState(doc: Document): ServerState | undefined {
  const text = doc.getElementById(ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : undefined;
}
