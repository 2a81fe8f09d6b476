import { API_ERRORS, type ApiErrorCode } from '#shared/messages.ts';

/** An expected failure: answered with its status and `{ error, message }`, never logged as a fault. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code],
  ) {
    super(message);
  }
}

export const badRequest = (code: ApiErrorCode = 'bad-request', message?: string) => new HttpError(400, code, message);
export const unauthorized = () => new HttpError(401, 'unauthorized');
export const forbidden = (code: ApiErrorCode = 'forbidden') => new HttpError(403, code);
export const notFound = (code: ApiErrorCode = 'not-found') => new HttpError(404, code);
export const conflict = (code: ApiErrorCode, message?: string) => new HttpError(409, code, message);
