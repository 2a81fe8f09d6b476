/** A fixed-size product photo for table rows; its box is reserved so rows never jump. */
export function Thumb({ src, alt, size = 'md' }: { src: string; alt: string; size?: 'md' | 'lg' }) {
  const box = size === 'lg' ? 'h-20 w-20' : 'h-14 w-14';
  return (
    <div className={`${box} shrink-0 overflow-hidden rounded-lg bg-base-200`}>
      {src && <img src={src} alt={alt} width={80} height={80} loading="lazy" decoding="async" className="h-full w-full object-cover" />}
    </div>
  );
}
