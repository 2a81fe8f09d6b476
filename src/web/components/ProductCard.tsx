import { useId } from 'react';
import { Link } from 'react-router';
import type { Product } from '#shared/schemas/products.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { paths } from '../paths.ts';
import { VerifiedIcon } from './icons.tsx';
import { PhoneTick } from './PhoneTick.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { ChatButton } from './ChatButton.tsx';
import { ProductActions } from './ProductActions.tsx';
import { SaveButton } from './SaveButton.tsx';
import { ListingPhoto } from './ListingPhoto.tsx';
import { useFormat, useLangOf, useTexts } from '../i18n/locale.tsx';

/** The card's width in the grid: one column on a phone, up to four from xl (max-w-7xl). */
export const CARD_PHOTO_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw';

/**
 * product §2 product card. The whole card leads to the product's page (its title is the link, stretched
 * over the card); the heart, the phone number, Book Now and Report sit above it and keep their own actions.
 */
export function ProductCard({
  product,
  signedIn,
  checking = false,
  first = false,
  onBook,
  onReport,
}: {
  product: Product;
  signedIn: boolean;
  /** While the sign-in check runs, the buttons wait: a signed-in reader must not be sent to /login. */
  checking?: boolean;
  /** The first card of a list: its photo is likely the largest thing on a phone's first screen, so it loads at once. */
  first?: boolean;
  onBook: (product: Product) => void;
  onReport: (product: Product) => void;
}) {
  const t = useTexts().CATEGORY_TEXTS.card;
  const format = useFormat();
  const langOf = useLangOf();
  const titleId = useId();
  const { user } = useAuth();
  // Each row, and the `lang` of the seller's own words in it.
  const rows: [string, React.ReactNode, string?][] = [
    [t.used, product.use, langOf(product.use)],
    [t.location, product.location, langOf(product.location)],
    [t.posted, product.date],
    [
      t.seller,
      <span className="inline-flex items-center gap-1">
        <span lang={langOf(product.seller)}>{product.seller}</span>
        {product.sellerVerified && <VerifiedIcon className="h-4 w-4 shrink-0 text-info" label={t.verified} />}
      </span>,
    ],
    [
      t.contact,
      // A chat-only listing has no number in any public answer (product §6): the card says so instead.
      product.phone === null ? (
        t.chatOnly
      ) : (
        <span className="inline-flex items-center gap-1">
          <a href={`tel:${product.phone.replace(/[^\d+]/g, '')}`} className="link link-hover relative z-10">
            {product.phone}
          </a>
          {product.phoneVerified && <PhoneTick />}
        </span>
      ),
    ],
  ];
  return (
    <article
      className="card relative w-full border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md"
      aria-labelledby={titleId}
    >
      <figure className="aspect-[4/3] overflow-hidden rounded-t-box bg-base-200">
        <ListingPhoto src={product.image} sizes={CARD_PHOTO_SIZES} alt={t.photoOf(product.name, product.detail)} first={first} />
      </figure>
      {/* Above the card's stretched link, as the buttons below are. */}
      <SaveButton product={product} className="absolute top-2 right-2 z-10" />
      <div className="card-body gap-3 p-5">
        <div>
          <h2 id={titleId} className="card-title text-lg">
            <span className="text-sm font-normal text-base-content/75">{t.brand}:</span>{' '}
            <Link
              to={paths.product(product._id)}
              lang={langOf(product.name)}
              aria-label={laptopName(product.name, product.detail)}
              className="outline-none after:absolute after:inset-0 after:rounded-box hover:text-primary focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary"
            >
              {product.name}
            </Link>
          </h2>
          <p className="mt-1 text-sm">
            <span className="text-base-content/75">{t.version}:</span> <span lang={langOf(product.detail)}>{product.detail}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1 rounded-box bg-base-200 px-3 py-2">
          <p className="flex flex-col">
            <span className="text-xs text-base-content/75">{t.resellPrice}</span>
            <span className="text-xl font-bold text-primary">{format.tk(product.resell_price)}</span>
          </p>
          <p className="flex flex-col text-right">
            <span className="text-xs text-base-content/75">{t.originalPrice}</span>
            <span className="text-sm line-through decoration-1">{format.tk(product.price)}</span>
          </p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map(([label, value, lang]) => (
            <div key={label} className="contents">
              <dt className="text-base-content/75">{label}:</dt>
              <dd lang={lang} className="min-w-0 break-words">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <div className="card-actions relative z-10 mt-auto pt-2">
          <ChatButton product={product} own={user !== null && user.email === product.email} describedBy={titleId} />
          <ProductActions
            product={product}
            signedIn={signedIn}
            checking={checking}
            describedBy={titleId}
            onBook={onBook}
            onReport={onReport}
          />
        </div>
      </div>
    </article>
  );
}
