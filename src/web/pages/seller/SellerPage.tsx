import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import type { SellerProfile } from '#shared/schemas/sellers.ts';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { loadOnVisit } from '../../api/load.ts';
import { sellerQuery } from '../../api/sellers.ts';
import { NotFound } from '../../components/NotFound.tsx';
import type { Head } from '../../head.ts';
import { ProductGrid } from '../../components/ProductGrid.tsx';
import { SellerAvatar } from '../../components/SellerAvatar.tsx';
import { SellerBadge } from '../../components/SellerBadge.tsx';
import { TrustedBadge, TrustedMeaning } from '../../components/TrustedBadge.tsx';
import { ReviewDialogs } from '../../reviews/ReviewDialogs.tsx';
import { SellerReviews, startLoadingReviews, useSellerStanding } from '../../reviews/SellerReviews.tsx';
import { RatingSummary } from '../../reviews/Stars.tsx';
import { textsOf } from '../../i18n/catalogues.ts';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';

function sellerHead(seller: SellerProfile, { HEAD_TEXTS }: Catalogue): Head {
  return {
    title: HEAD_TEXTS.seller.title(seller.name),
    description: HEAD_TEXTS.seller.description(seller.name, seller.items.length, seller.soldCount),
    image: seller.items[0]?.image,
  };
}

/** Loaded as a product's page is: the loader's data is the page's head, none for no such seller (routes.tsx). */
export const sellerLoader =
  (client: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<Head | null> => {
    const seller = await loadOnVisit(client, sellerQuery(params.id ?? ''));
    // Their reviews, rating and badge come with the page, without holding it back.
    if (seller) startLoadingReviews(client, seller.id);
    return seller && sellerHead(seller, await textsOf(request));
  };

/** A seller's public profile (product §2): who they are, how much they have sold, and what they have on sale. */
export default function SellerPage() {
  const { id = '' } = useParams();
  const { data: seller } = useSuspenseQuery(sellerQuery(id));
  if (!seller) return <NotFound />;
  return <SellerProfile seller={seller} />;
}

/** The profile itself, with the reviews' rating and the trusted badge as they come. */
function SellerProfile({ seller }: { seller: SellerProfile }) {
  const { SELLER_TEXTS: t } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const standing = useSellerStanding(seller.id);
  const trusted = standing?.trusted ?? false;

  const stats = [t.soldCount(seller.soldCount), t.onSaleCount(seller.items.length)];
  return (
    <ReviewDialogs>
      <section aria-labelledby="seller-name" className="flex flex-col gap-8">
        <header className="flex flex-col items-center gap-4 rounded-box border border-base-300 bg-base-100 p-5 text-center sm:flex-row sm:p-8 sm:text-left">
          <SellerAvatar name={seller.name} size="lg" />
          <div className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:items-start">
            <p className="text-sm font-medium text-base-content/75">{t.title}</p>
            <h1 id="seller-name" lang={langOf(seller.name)} className="text-2xl font-bold break-words sm:text-3xl">
              {seller.name}
            </h1>
            <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
              <SellerBadge verified={seller.verified} />
              <TrustedBadge trusted={trusted} />
            </div>
            <TrustedMeaning trusted={trusted} className="max-w-prose" />
            <p className="text-sm text-base-content/75">{t.memberSince(format.month(seller.memberSince))}</p>
            {standing && <RatingSummary average={standing.average} count={standing.count} />}
          </div>
          <ul className="flex gap-3">
            {stats.map((stat) => (
              <li key={stat} className="rounded-box bg-base-200 px-4 py-3 text-center text-sm font-semibold">
                {stat}
              </li>
            ))}
          </ul>
        </header>
        <section aria-labelledby="seller-items" className="flex flex-col gap-4">
          <h2 id="seller-items" className="text-xl font-bold sm:text-2xl">
            {t.itemsTitle}
          </h2>
          {seller.items.length > 0 ? (
            <ProductGrid items={seller.items} />
          ) : (
            <p className="rounded-box bg-base-200 p-8 text-center">{t.empty}</p>
          )}
        </section>
        <SellerReviews sellerId={seller.id} sellerName={seller.name} />
      </section>
    </ReviewDialogs>
  );
}
