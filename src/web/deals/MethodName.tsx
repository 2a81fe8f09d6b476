import type { PaymentMethod } from '#shared/constants.ts';
import { METHOD_NAMES } from '#shared/texts/deals.ts';

/** How a booking is paid, once chosen; nothing before. */
export function MethodName({ method }: { method: PaymentMethod | null }) {
  if (!method) return null;
  return <span className="whitespace-nowrap text-sm text-base-content/80">{METHOD_NAMES[method]}</span>;
}
