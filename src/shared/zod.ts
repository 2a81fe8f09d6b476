import { z } from 'zod';

/*
 * Every shared schema takes zod from here, so this runs before any schema is made. In a browser, whose
 * content security policy forbids eval, zod would otherwise probe for it with `new Function` when it
 * makes an object schema, and the browser reports a violation. The server keeps zod's compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
