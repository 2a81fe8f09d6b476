import { errorBody } from '#shared/schemas/common.ts';
import { sellerIdParams, sellerProfile as sellerProfileBody } from '#shared/schemas/sellers.ts';
import { notFound } from '../http-error.ts';
import type { Api } from '../api.ts';
import { sellerProfile } from './profile.ts';

/** Sellers as anyone may see them (product §7): the public profile a product page links to. */
export function sellerRoutes(app: Api): void {
  // A public read: the read replica when there is one (ctx.readDb).
  const { readDb } = app.ctx;

  app.get(
    '/sellers/:id',
    {
      schema: {
        tags: ['sellers'],
        summary: "A seller's public profile: name, badge, member since, items sold and items on sale",
        params: sellerIdParams,
        response: { 200: sellerProfileBody, 400: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const profile = await sellerProfile(readDb, request.params.id);
      if (!profile) throw notFound('seller-not-found');
      return profile;
    },
  );
}
