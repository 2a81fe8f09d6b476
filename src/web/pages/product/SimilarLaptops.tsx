import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ListingPhoto } from '../../components/ListingPhoto.tsx';
import type { Product } from '#shared/schemas/products.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { similarQuery } from '../../api/products.ts';
import { TileList } from '../../components/TileList.tsx';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** A tile's width: half a phone, then a quarter of the page (max-w-7xl). */
const TILE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 25vw, 50vw';
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/**
 * Laptops on sale like this one (the same brand, or a similar price), to keep a buyer looking when this
 * one is not quite it, or is sold. Comes with the page from the server; nothing shows when there are none.
 */
export function SimilarLaptops({ productId }: { productId: string }) {
  const { PRODUCT_TEXTS: t } = useTexts();
  const { data, isPending } = useQuery(similarQuery(productId));
  if (!isPending && !data?.length) return null;
  return (
    <section aria-labelledby="similar-heading" aria-busy={isPending} className="flex flex-col gap-4">
      <header>
        <h2 id="similar-heading" className="text-xl font-bold sm:text-2xl">
          {t.similarTitle}
        </h2>
        <p className="text-base-content/75">{t.similarSubtitle}</p>
      </header>
      <TileList
        items={data}
        pending={isPending}
        loadingText={t.similarLoading}
        placeholder={(i) => <div key={i} className="skeleton aspect-[4/5] w-full" aria-hidden="true" />}
        loadingClassName={GRID}
        listClassName={GRID}
        itemClassName="flex"
      >
        {(product) => <SimilarTile product={product} />}
      </TileList>
    </section>
  );
}

function SimilarTile({ product }: { product: Product }) {
  const format = useFormat();
  const langOf = useLangOf();
  const name = laptopName(product.name, product.detail);
  return (
    <Link
      to={paths.product(product._id)}
      className="group flex w-full flex-col overflow-hidden rounded-box border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <span className="block aspect-[4/3] overflow-hidden bg-base-200">
        <ListingPhoto
          src={product.image}
          sizes={TILE_SIZES}
          alt=""
          className="h-full w-full object-cover motion-safe:transition-transform motion-safe:duration-300 group-hover:scale-[1.03]"
        />
      </span>
      <span className="flex flex-1 flex-col gap-1 p-3">
        <span lang={langOf(name)} className="line-clamp-2 text-sm font-semibold group-hover:text-primary">
          {name}
        </span>
        <span className="mt-auto pt-1 text-base font-bold text-primary">{format.tk(product.resell_price)}</span>
        <span lang={langOf(product.location)} className="truncate text-xs text-base-content/75">
          {product.location}
        </span>
      </span>
    </Link>
  );
}
