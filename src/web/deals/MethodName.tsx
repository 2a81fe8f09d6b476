import type { PaymentMethod } from '#shared/constants.ts';
import { useTexts } from '../i18n/locale.tsx';

/** How a booking is paid, once chosen; nothing before. */
export function MethodName({ method }: { method: PaymentMethod | null }) {
  const { METHOD_NAMES } = useTexts();
  if (!method) return null;
  return <span className="whitespace-nowrap text-sm text-base-content/80">{METHOD_NAMES[method]}</span>;
}
