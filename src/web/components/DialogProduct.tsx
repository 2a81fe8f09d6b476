import type { Product } from '#shared/schemas/products.ts';

/** The top of the booking and report popups: their title, and the photo of the item they are about. */
export function DialogProduct({ titleId, title, product }: { titleId: string; title: string; product: Product }) {
  return (
    <>
      <h2 id={titleId} className="pr-10 text-xl font-bold">
        {title}
      </h2>
      <img
        src={product.image}
        alt={`${product.name} ${product.detail}`}
        width={640}
        height={480}
        className="aspect-[4/3] max-h-36 w-full rounded-box bg-base-200 object-cover sm:max-h-56"
      />
    </>
  );
}
