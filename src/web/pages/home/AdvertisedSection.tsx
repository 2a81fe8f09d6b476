import { Link } from 'react-router';
import { BRANDS, CATEGORIES } from '#shared/constants.ts';
import type { Advertisement } from '#shared/schemas/advertisements.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { useAdvertised } from '../../api/advertisements.ts';
import { ListingPhoto } from '../../components/ListingPhoto.tsx';
import { TileList } from '../../components/TileList.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';
import { SectionHeader } from './SectionHeader.tsx';

/** An advert's width: most of a phone's width in the row to swipe, then the grid's column. */
const AD_PHOTO_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 78vw';
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** product §1 item 2: products sellers advertise, fresh on every visit. */
export function AdvertisedSection() {
  const { HOME_TEXTS } = useTexts();
  const t = HOME_TEXTS.advertised;
  const { data, isPending, isError, refetch, isFetching } = useAdvertised();
  return (
    <section id="advertised" aria-labelledby="advertised-title" aria-busy={isPending} className="scroll-mt-20">
      <SectionHeader id="advertised-title" title={t.title} subtitle={t.subtitle} />
      {isError && (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-box bg-base-200 p-8 text-center">
          <p>{t.failed}</p>
          <button type="button" className="btn btn-sm btn-outline" onClick={() => refetch()} disabled={isFetching}>
            {t.retry}
          </button>
        </div>
      )}
      {data && data.length === 0 && <p className="rounded-box bg-base-200 p-8 text-center">{t.empty}</p>}
      {/* On phones the adverts are a row to swipe through; from sm up, a grid. */}
      <TileList
        items={data}
        pending={isPending}
        loadingText={t.loading}
        placeholder={(i) => <AdvertPlaceholder key={i} first={i === 0} />}
        loadingClassName={GRID}
        listClassName="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 xl:grid-cols-4"
        itemClassName="flex w-[78%] shrink-0 snap-start sm:w-auto"
      >
        {(ad) => <AdvertisedCard ad={ad} />}
      </TileList>
    </section>
  );
}

/** An advert's shape while the adverts load; on a phone only the first shows, as only one fits. */
function AdvertPlaceholder({ first }: { first: boolean }) {
  return (
    <div className={`flex-col gap-3 rounded-box border border-base-300 ${first ? 'flex' : 'hidden sm:flex'}`} aria-hidden="true">
      <div className="skeleton aspect-[4/3] w-full rounded-b-none" />
      <div className="flex flex-col gap-2 p-5">
        <div className="skeleton h-5 w-1/2" />
        <div className="skeleton h-4 w-full" />
        <div className="skeleton h-4 w-3/4" />
        <div className="skeleton mt-2 h-8 w-1/3" />
      </div>
    </div>
  );
}

function AdvertisedCard({ ad }: { ad: Advertisement }) {
  const { HOME_TEXTS, CATEGORY_TEXTS } = useTexts();
  const t = HOME_TEXTS.advertised;
  const format = useFormat();
  const langOf = useLangOf();
  const index = BRANDS.indexOf(ad.name as (typeof BRANDS)[number]);
  const category = index >= 0 ? CATEGORIES[index] : undefined;
  const titleId = `ad-${ad._id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="card relative w-full border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md"
    >
      <figure className="relative aspect-[4/3] overflow-hidden rounded-t-box bg-base-200">
        <ListingPhoto src={ad.image} sizes={AD_PHOTO_SIZES} alt={`${ad.name} ${ad.detail}`} />
      </figure>
      <div className="card-body gap-2 p-5">
        <h3 id={titleId} lang={langOf(ad.name)} className="card-title text-lg">
          {/* The whole card leads to the product's page (the link stretched over it); an advert from before
              adverts named their product has no page to lead to. */}
          {ad.productId ? (
            <Link
              to={paths.product(ad.productId)}
              aria-label={laptopName(ad.name, ad.detail)}
              className="outline-none after:absolute after:inset-0 after:rounded-box hover:text-primary focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary"
            >
              {ad.name}
            </Link>
          ) : (
            ad.name
          )}
        </h3>
        <p lang={langOf(ad.detail)} className="line-clamp-2 text-sm">
          {ad.detail}
        </p>
        <p className="text-xl font-bold text-primary">
          <span className="sr-only">{t.price}: </span>
          {format.tk(ad.price)}
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/75">{t.used}:</dt>
          <dd lang={langOf(ad.use)}>{ad.use}</dd>
          <dt className="text-base-content/75">{t.location}:</dt>
          <dd lang={langOf(ad.location)}>{ad.location}</dd>
          <dt className="text-base-content/75">{t.contact}:</dt>
          <dd>{ad.phone ?? CATEGORY_TEXTS.card.chatOnly}</dd>
        </dl>
        {category && (
          <div className="card-actions relative z-10 mt-auto pt-2">
            <Link to={paths.category(category.id)} className="btn btn-sm btn-primary btn-block">
              {t.seeCategory(ad.name)}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}
