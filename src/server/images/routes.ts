import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS } from '#shared/constants.ts';
import { imageUploadError, imageUploadResult } from '#shared/schemas/images.ts';
import { API_ERRORS, type ApiErrorCode } from '#shared/texts/errors.ts';
import { HttpError } from '../http-error.ts';
import { imagesRepository } from './repository.ts';
import { saveImage } from './pipeline.ts';
import type { Api } from '../api.ts';

/** Room for the multipart envelope around one photo of the largest allowed size. */
const ENVELOPE_BYTES = 64 * 1024;

const errors = {
  400: imageUploadError,
  401: imageUploadError,
  403: imageUploadError,
  413: imageUploadError,
  415: imageUploadError,
  422: imageUploadError,
  429: imageUploadError,
  503: imageUploadError,
};

/** What the multipart and rate-limit plugins throw, as the image host's error shape. */
function describe(err: FastifyError): { status: number; code: ApiErrorCode; message?: string } {
  if (err instanceof HttpError) return { status: err.statusCode, code: err.code, message: err.message };
  switch (err.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, code: 'image-too-large' };
    case 'FST_FILES_LIMIT':
      return { status: 400, code: 'image-too-many' };
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
    case 'FST_PROTO_VIOLATION':
      return { status: 400, code: 'bad-request' };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'unsupported-media-type' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'image-too-large' };
    case 'ERR_STREAM_PREMATURE_CLOSE':
      // The body ended before its closing boundary: a cut-off or malformed upload.
      return { status: 400, code: 'bad-request' };
  }
  if (err.statusCode === 429) return { status: 429, code: 'too-many-requests' };
  // A malformed multipart body (busboy's "Unexpected end of form", bad boundaries) is the client's.
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return { status: 400, code: 'bad-request' };
  if (/multipart|boundary|unexpected end of form/i.test(err.message)) return { status: 400, code: 'bad-request' };
  return { status: 500, code: 'internal-error' };
}

function imageErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, code, message } = describe(err);
  // Busy decoders are expected under load: the client is told when to come back, nothing is broken.
  if (err instanceof HttpError && err.retryAfter) void reply.header('retry-after', String(err.retryAfter));
  else if (status >= 500) request.log.error({ err, cause: (err as { cause?: unknown }).cause }, 'image upload failed');
  void reply.status(status).send({ success: false, error: code, message: message ?? API_ERRORS[code] });
}

/**
 * POST /images: exactly one photo in the multipart field `image`, answered in the image host's shape. A
 * listing's photos are the sellers'; POST /images/message takes a photo for a message from anyone signed
 * in (buyers show the laptop they were sent, a seller its battery report), counted apart. Both go through
 * one pipeline to one store, and a message names only photos that store issued and holds
 * (conversations/routes.ts), as a listing does.
 */
export function imageRoutes(app: Api): void {
  const { db, guards, images, limits } = app.ctx;

  const upload = async (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length']);
    if (declared > LIMITS.imageBytes + ENVELOPE_BYTES) throw new HttpError(413, 'image-too-large');
    if (!request.isMultipart()) throw new HttpError(400, 'image-missing');

    // Read the whole request first, then decode: a second file refuses the request before
    // anything is decoded or stored.
    let image: Buffer | null = null;
    let files = 0;
    const parts = request.parts({ limits: { fileSize: LIMITS.imageBytes, files: 2, fields: 10, parts: 12 } });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      files += 1;
      if (files > 1) throw new HttpError(400, 'image-too-many');
      const buffer = await part.toBuffer();
      if (part.fieldname === 'image') image = buffer;
    }
    if (!image) throw new HttpError(400, 'image-missing');
    const saved = await saveImage(images, image);
    // Kept so that the same photo is recognised on another seller's listing (moderation/checks.ts).
    await imagesRepository(db).recordHashes(saved.photo, saved.hashes);
    return { success: true as const, data: { url: saved.url, largeUrl: saved.largeUrl } };
  };

  app.post(
    '/images',
    {
      // Counted per seller after the guard, not per address: many buyers and sellers in Bangladesh
      // share one carrier address, and anonymous calls never reach the decoder.
      preHandler: [guards.role('seller'), limits.images],
      schema: {
        tags: ['images'],
        summary: 'Upload a product photo (multipart field "image"); stored as WebP at two sizes',
        consumes: ['multipart/form-data'],
        response: { 200: imageUploadResult, ...errors },
      },
      errorHandler: imageErrorHandler,
    },
    upload,
  );

  app.post(
    '/images/message',
    {
      // Per user, as every write: a buyer has no listing's photos to upload, only what a conversation needs.
      preHandler: [guards.signedIn, limits.messagePhotos],
      schema: {
        tags: ['images'],
        summary: 'Upload a photo for a message (multipart field "image"), as any signed-in user; stored as a product photo is',
        consumes: ['multipart/form-data'],
        response: { 200: imageUploadResult, ...errors },
      },
      errorHandler: imageErrorHandler,
    },
    upload,
  );
}
