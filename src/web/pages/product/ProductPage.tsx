import { useId } from 'react';
import { useQuery, useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import toast from 'react-hot-toast';
import { isPublic, isSold, PRODUCT_STATUS } from '#shared/constants.ts';
import type { OwnProductDetail } from '#shared/schemas/moderation.ts';
import type { ProductDetail } from '#shared/schemas/products.ts';
import { PhoneTick } from '../../components/PhoneTick.tsx';
import type { Catalogue } from '#shared/texts/catalogue.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { loadOnVisit, startLoading } from '../../api/load.ts';
import { errorMessage } from '../../api/http.ts';
import { useRenewProduct } from '../../api/mutations/products.ts';
import { ownListingQuery, productQuery, similarQuery } from '../../api/products.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import type { Head } from '../../head.ts';
import { ChatButton } from '../../components/ChatButton.tsx';
import { ProductActions } from '../../components/ProductActions.tsx';
import { SaveButton } from '../../components/SaveButton.tsx';
import { useProductDialogs } from '../../components/useProductDialogs.tsx';
import { textsOf } from '../../i18n/catalogues.ts';
import { useTexts } from '../../i18n/locale.tsx';
import { ListingStateNote } from '../../moderation/ListingStateNote.tsx';
import { paths } from '../../paths.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Gallery } from './Gallery.tsx';
import { ProductFacts } from './ProductFacts.tsx';
import { SellerBox } from './SellerBox.tsx';
import { SimilarLaptops } from './SimilarLaptops.tsx';
import { SpecsTable } from './SpecsTable.tsx';
import { ReviewDialogs } from '../../reviews/ReviewDialogs.tsx';
import { SellerReviews, startLoadingReviews } from '../../reviews/SellerReviews.tsx';

/** The seller's latest reviews a product's page shows; the rest are on their profile. */
const REVIEWS_SHOWN = 3;

/** A product's title and description name the laptop and its price. */
function productHead(product: ProductDetail, { HEAD_TEXTS }: Catalogue): Head {
  const name = laptopName(product.name, product.detail);
  const sold = isSold(product);
  return {
    title: HEAD_TEXTS.product.title(name, product.resell_price, sold),
    description: HEAD_TEXTS.product.description(name, product.resell_price, product.location, product.use, sold),
    image: product.image,
  };
}

/**
 * The product is loaded before the screen shows: the server needs it before rendering, for the page's
 * head and its status, the loader's data (routes.tsx): none when the product is gone, the 404 page.
 * Similar laptops and the seller's reviews are started once the product is found, and show when they come.
 */
export const productLoader =
  (client: QueryClient) =>
  async ({ params, request }: LoaderFunctionArgs): Promise<Head | null> => {
    const id = params.id ?? '';
    const product = await loadOnVisit(client, productQuery(id));
    if (!product) return null;
    startLoading(client, similarQuery(id));
    startLoadingReviews(client, product.sellerProfile.id);
    return productHead(product, await textsOf(request));
  };

/** A product's own page (product §2): every photo and spec, the price, the seller, Book Now and Report, similar laptops. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const { data: product } = useSuspenseQuery(productQuery(id));
  if (!product) return <OwnListing id={id} />;
  return <ProductView product={product} />;
}

/**
 * A listing nobody but its seller and the admins may see (waiting for review, rejected, expired: product §4):
 * the 404 page for anyone else, as the server rendered it; for them, once their sign-in is known, the page
 * with where it stands.
 */
function OwnListing({ id }: { id: string }) {
  const { user, loading } = useAuth();
  const own = useQuery(ownListingQuery(id, Boolean(user)));
  if (user && own.isPending) return <Spinner />;
  if (loading || !own.data || isPublic(own.data)) return <NotFound />;
  return <ProductView product={own.data} own={own.data} />;
}

/** What its seller (or an admin) may do with a listing that is not public: change and send it again, or renew it. */
function OwnListingActions({ listing }: { listing: OwnProductDetail }) {
  const texts = useTexts();
  const { MODERATION_TEXTS: m } = texts;
  const renew = useRenewProduct({
    onSuccess: () => void toast.success(m.renewed),
    onError: (err) => toast.error(errorMessage(err, texts)),
  });
  const { user } = useAuth();
  if (user?.uid !== listing.sellerProfile.id) return null;
  if (listing.status === PRODUCT_STATUS.expired) {
    return (
      <button type="button" className="btn btn-primary" disabled={renew.isPending} onClick={() => renew.mutate(listing._id)}>
        {renew.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {m.renew}
      </button>
    );
  }
  return (
    <Link to={paths.dashboard.editProduct(listing._id)} className="btn btn-primary">
      {m.editAndResend}
    </Link>
  );
}

/** The page of a product; `own` for a listing only its seller and the admins see, with where it stands instead of Book Now. */
function ProductView({ product, own }: { product: ProductDetail; own?: OwnProductDetail }) {
  const { PRODUCT_TEXTS: t, MODERATION_TEXTS: m } = useTexts();
  const titleId = useId();
  const { user, loading } = useAuth();
  const { book, report, dialogs } = useProductDialogs();

  const name = laptopName(product.name, product.detail);
  const sold = isSold(product);
  return (
    <ReviewDialogs>
      <div className="flex flex-col gap-8 sm:gap-10">
        <article aria-labelledby={titleId} className="flex flex-col gap-4">
          {own && (
            <div className="flex flex-col gap-3">
              <p className="text-sm font-medium text-base-content/75">{m.onlyYouSee}</p>
              <ListingStateNote listing={own} />
              <div>
                <OwnListingActions listing={own} />
              </div>
            </div>
          )}
          <Breadcrumbs product={product} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-x-10">
            <div className="lg:col-start-1 lg:row-start-1">
              {/* Another product's photos start again at the first. */}
              <Gallery key={product._id} photos={product.images} laptop={name} />
            </div>
            <div className="flex flex-col gap-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
              <ProductFacts product={product} titleId={titleId} />
              {sold && (
                <p role="note" className="rounded-box border border-warning/40 bg-warning/10 px-4 py-3 text-sm font-medium">
                  {t.soldNote}
                </p>
              )}
              {/* Not on sale: nothing to book, report, write about or call. */}
              {!own && (
                <>
                  {/* The buttons wait for the sign-in check, as on the category page; the check's status is for screen readers. */}
                  <div className="flex gap-3">
                    <ProductActions
                      product={product}
                      signedIn={Boolean(user)}
                      checking={loading}
                      describedBy={titleId}
                      onBook={book}
                      onReport={report}
                      size="md"
                    />
                    <SaveButton product={product} size="md" className="shrink-0" />
                  </div>
                  <ChatButton
                    product={product}
                    own={user?.uid === product.sellerProfile.id}
                    describedBy={titleId}
                    className="btn btn-secondary -mt-2"
                  />
                  {!sold && product.phone !== null && (
                    <a href={`tel:${product.phone.replace(/[^\d+]/g, '')}`} className="btn btn-outline -mt-2">
                      {t.call(product.phone)}
                      {product.phoneVerified && <PhoneTick className="h-5 w-5" />}
                    </a>
                  )}
                  {!sold && product.phone === null && <p className="-mt-2 text-sm text-base-content/75">{t.chatOnlyNote}</p>}
                  <p role="status" className="sr-only">
                    {loading ? t.checkingSignIn : ''}
                  </p>
                </>
              )}
              <SellerBox seller={product.sellerProfile} />
            </div>
            <div className="lg:col-start-1 lg:row-start-2">
              <SpecsTable product={product} />
            </div>
          </div>
        </article>
        {!own && (
          <>
            <SellerReviews
              key={product.sellerProfile.id}
              sellerId={product.sellerProfile.id}
              sellerName={product.sellerProfile.name}
              latest={REVIEWS_SHOWN}
            />
            <SimilarLaptops key={product._id} productId={product._id} />
          </>
        )}
        {dialogs}
      </div>
    </ReviewDialogs>
  );
}
