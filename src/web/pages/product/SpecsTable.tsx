import type { Product } from '#shared/schemas/products.ts';
import { useLangOf, useTexts } from '../../i18n/locale.tsx';

/** Every spec of a listing, one row each; a spec the seller did not give says so rather than vanishing. */
export function SpecsTable({ product }: { product: Product }) {
  const { SPEC_TEXTS: t, PRODUCT_TEXTS, CONDITION_MEANINGS, VALUE_NAMES } = useTexts();
  const langOf = useLangOf();
  const given = (value: React.ReactNode | null) => value ?? <span className="text-base-content/75">{t.notGiven}</span>;
  // Each row, and the seller's own words in it when it holds them (for its `lang`).
  const rows: [string, React.ReactNode, (string | null)?][] = [
    [t.brand, product.name, product.name],
    [t.version, product.detail, product.detail],
    [t.processor, given(product.processor), product.processor],
    [t.ram, given(product.ram === null ? null : t.size(product.ram))],
    [t.storage, given(product.storage === null ? null : [t.size(product.storage), product.storageType].filter(Boolean).join(' '))],
    [t.screen, given(product.screen === null ? null : t.inches(product.screen))],
    [
      t.condition,
      given(
        product.condition && (
          <>
            {VALUE_NAMES.condition[product.condition]}
            <span className="block text-sm text-base-content/75">{CONDITION_MEANINGS[product.condition]}</span>
          </>
        ),
      ),
    ],
    [t.used, product.use, product.use],
    [t.location, product.location, product.location],
    [
      t.district,
      given(
        product.district &&
          t.districtOf(VALUE_NAMES.district[product.district], product.division && VALUE_NAMES.division[product.division]),
      ),
    ],
    [t.posted, product.date, product.date],
  ];
  return (
    <section aria-labelledby="specs-heading" className="rounded-box border border-base-300 bg-base-100">
      <h2 id="specs-heading" className="border-b border-base-300 px-4 py-3 text-lg font-bold sm:px-5">
        {PRODUCT_TEXTS.specsTitle}
      </h2>
      <table className="table">
        <tbody>
          {rows.map(([label, value, written]) => (
            <tr key={label} className="border-base-300 last:border-0">
              <th scope="row" className="w-2/5 align-top font-medium text-base-content/75 sm:w-1/3 sm:pl-5">
                {label}
              </th>
              <td lang={written ? langOf(written) : undefined} className="break-words [overflow-wrap:anywhere]">
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
