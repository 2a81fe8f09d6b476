import { isSold } from '#shared/constants.ts';
import type { Product } from '#shared/schemas/products.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { useFormat, useLangOf, useTexts } from '../../i18n/locale.tsx';

/** The top of a product's page: its name, whether it is sold, its price, and where, how old and when listed. */
export function ProductFacts({ product, titleId }: { product: Product; titleId: string }) {
  const { PRODUCT_TEXTS: t } = useTexts();
  const format = useFormat();
  const langOf = useLangOf();
  const sold = isSold(product);
  const saving = product.price - product.resell_price;
  const name = laptopName(product.name, product.detail);
  // Each fact, and whether it is the seller's own words (their `lang`).
  const facts: [string, string, boolean?][] = [
    [t.location, product.location, true],
    [t.used, product.use, true],
    [t.posted, `${product.date} · ${t.listedOn(format.day(product.createdAt))}`],
  ];
  return (
    <>
      <header className="flex flex-col gap-2">
        {sold && <span className="badge badge-lg badge-error font-bold tracking-wide uppercase">{t.sold}</span>}
        <h1 id={titleId} lang={langOf(name)} className="text-2xl leading-tight font-bold break-words sm:text-3xl">
          {name}
        </h1>
      </header>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 rounded-box bg-base-200 px-4 py-3">
        <p className="flex flex-col">
          <span className="text-sm text-base-content/75">{t.resellPrice}</span>
          <span className={`text-3xl font-bold ${sold ? 'text-base-content/75' : 'text-primary'}`}>{format.tk(product.resell_price)}</span>
        </p>
        <p className="flex flex-col text-right">
          <span className="text-sm text-base-content/75">{t.originalPrice}</span>
          <span className="line-through decoration-1">{format.tk(product.price)}</span>
        </p>
        {saving > 0 && !sold && <p className="w-full text-sm font-medium text-success">{t.saving(saving)}</p>}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value, written]) => (
          <div key={label} className="contents">
            <dt className="text-base-content/75">{label}</dt>
            <dd lang={written ? langOf(value) : undefined} className="min-w-0 font-medium break-words">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
