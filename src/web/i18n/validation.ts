import type { Catalogue } from '#shared/texts/catalogue.ts';
import { validationIn } from '#shared/texts/in-language.ts';

/** A shared schema's refusal (English, src/shared/forms.ts) in the page's language; any other message as it is. */
export const inPageLanguage = (message: string, texts: Catalogue): string => validationIn(message, texts) ?? message;
