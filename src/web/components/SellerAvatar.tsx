/** A seller's initial in a circle: sellers have no photo of their own on Market yet. */
export function SellerAvatar({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-16 w-16 text-2xl sm:h-20 sm:w-20 sm:text-3xl' : 'h-12 w-12 text-lg';
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary ${box}`}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
