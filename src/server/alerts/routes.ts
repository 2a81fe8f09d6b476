import { LIMITS } from '#shared/constants.ts';
import { alert, alertInput, alertList, alertUpdate } from '#shared/schemas/alerts.ts';
import { deletedCount, errorBody, idParams } from '#shared/schemas/common.ts';
import { searchPairs, type SearchFilters } from '#shared/search-params.ts';
import { searchText } from '#shared/search-text.ts';
import type { Api } from '../api.ts';
import { conflict, notFound } from '../http-error.ts';
import { callerOf } from '../plugins/guards.ts';
import { alertsRepository, type AlertColumns } from './repository.ts';
import { alertWordKeys, anchorOf } from './words.ts';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody };

/** A search's query string as a search link writes it, keys in their order (`searchPairs`): one search, one string. */
export const canonicalQuery = (filters: SearchFilters) => new URLSearchParams(searchPairs(filters)).toString();

/**
 * The columns an alert stores of its search (schema.ts `alerts`), its words as alerts/words.ts keys them;
 * `wordsOf` splits a text as the database does (the repository's). Exported so that the alerts benchmark
 * (scripts/bench-alerts.ts) writes its rows exactly as a save would.
 */
export async function alertColumns(filters: SearchFilters, wordsOf: (text: string) => Promise<string[]>): Promise<AlertColumns> {
  const words = filters.q ? alertWordKeys(await wordsOf(searchText(filters.q))) : [];
  return {
    categories: filters.category ?? null,
    minPrice: filters.minPrice ?? null,
    maxPrice: filters.maxPrice ?? null,
    ram: filters.ram ?? null,
    storage: filters.storage ?? null,
    storageType: filters.storageType ?? null,
    conditions: filters.condition ?? null,
    division: filters.division ?? null,
    district: filters.district ?? null,
    verified: filters.verified === '1',
    trusted: filters.trusted === '1',
    words,
    anchor: anchorOf(filters, words),
  };
}

/**
 * Alerts: saved searches, each signed-in user's own (product §7, "Saved laptops and alerts"). A search is
 * saved once per user: saving it again changes how often it tells. Another user's alert is answered 404,
 * as if it did not exist.
 */
export function alertRoutes(app: Api): void {
  const { db, guards, limits } = app.ctx;
  const repo = alertsRepository(db);

  const columnsOf = (filters: SearchFilters) => alertColumns(filters, (text) => repo.wordsOf(text));

  app.post(
    '/alerts',
    {
      preHandler: [guards.signedIn, limits.alerts],
      schema: {
        tags: ['alerts'],
        summary:
          "Saves a search as an alert ({ query: /search's query string, frequency: instant | daily }); the same search again changes its frequency",
        body: alertInput,
        response: { 200: alert, 201: alert, ...errors },
      },
    },
    async (request, reply) => {
      const userId = callerOf(request).user.id;
      const filters = request.body.query;
      const saved = await repo.save(
        userId,
        canonicalQuery(filters),
        request.body.frequency,
        await columnsOf(filters),
        LIMITS.alertsPerUser,
      );
      if (!saved) throw conflict('alert-limit-reached');
      return reply.status(saved.created ? 201 : 200).send(saved.alert);
    },
  );

  app.get(
    '/alerts',
    {
      preHandler: guards.signedIn,
      schema: { tags: ['alerts'], summary: "The caller's alerts, newest first", response: { 200: alertList, ...errors } },
    },
    async (request) => repo.listOwn(callerOf(request).user.id),
  );

  app.patch(
    '/alerts/:id',
    {
      preHandler: [guards.signedIn, limits.alerts],
      schema: {
        tags: ['alerts'],
        summary: "Changes how often one of the caller's alerts tells: instant or daily",
        params: idParams,
        body: alertUpdate,
        response: { 200: alert, ...errors },
      },
    },
    async (request) => {
      const changed = await repo.setFrequency(request.params.id, callerOf(request).user.id, request.body.frequency);
      if (!changed) throw notFound('alert-not-found');
      return changed;
    },
  );

  app.delete(
    '/alerts/:id',
    {
      preHandler: [guards.signedIn, limits.alerts],
      schema: {
        tags: ['alerts'],
        summary: "Deletes one of the caller's alerts",
        params: idParams,
        response: { 200: deletedCount, ...errors },
      },
    },
    async (request) => {
      const deleted = await repo.deleteOwn(request.params.id, callerOf(request).user.id);
      if (deleted === 0) throw notFound('alert-not-found');
      return { deletedCount: deleted };
    },
  );
}
