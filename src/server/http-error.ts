import { API_ERRORS, type ApiErrorCode } from '#shared/texts/errors.ts';

/**
 * An expected failure: answered with its status and `{ error: code, message }`, never logged as a fault.
 * The message is the catalogue's sentence for the code; only a validation failure adds which field it was.
 */
export class HttpError extends Error {
  /** Seconds after which the client may try again, sent as Retry-After (a 503 of a busy server). */
  readonly retryAfter?: number;
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code],
  ) {
    super(message);
  }
}

/** A field refused by its schema: `where` is the field's path ("body.name"), `why` the schema's message for it. */
export const validationFailed = (where: string, why: string) => new HttpError(400, 'validation-failed', `${where}: ${why}`);
export const badRequest = (code: ApiErrorCode = 'bad-request') => new HttpError(400, code);
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = (code: ApiErrorCode = 'forbidden') => new HttpError(403, code);
export const notFound = (code: ApiErrorCode = 'not-found') => new HttpError(404, code);
export const conflict = (code: ApiErrorCode) => new HttpError(409, code);
