import type { Catalogue } from './catalogue.ts';
import { VALIDATION } from './validation.ts';

/*
 * The shared schemas (src/shared/forms.ts, schemas/) carry their messages as the English catalogue writes
 * them: one schema checks in the browser and on the server. A refusal is shown in the reader's language
 * by its id: the English sentence is found in VALIDATION, and the other catalogue has the same id.
 */
let idOf: Map<string, string[]> | undefined;
function index(record: unknown, path: string[], into: Map<string, string[]>): Map<string, string[]> {
  if (typeof record === 'string') into.set(record, path);
  else if (record && typeof record === 'object') for (const [key, value] of Object.entries(record)) index(value, [...path, key], into);
  return into;
}

/** `message` in the words of `texts` when it is one of the schemas' sentences; undefined otherwise. */
export function validationIn(message: string, texts: Catalogue): string | undefined {
  idOf ??= index(VALIDATION, [], new Map());
  const path = idOf.get(message);
  if (!path) return undefined;
  const found = path.reduce<unknown>((record, key) => (record as Record<string, unknown> | undefined)?.[key], texts.VALIDATION);
  return typeof found === 'string' ? found : undefined;
}
