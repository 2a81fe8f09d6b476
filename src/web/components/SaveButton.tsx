import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import type { Product } from '#shared/schemas/products.ts';
import { laptopName } from '#shared/texts/laptop.ts';
import { errorMessage } from '../api/http.ts';
import { useSaveLaptop, useUnsaveLaptop } from '../api/mutations/saved.ts';
import { savedQuery } from '../api/saved.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { useTexts } from '../i18n/locale.tsx';
import { paths } from '../paths.ts';
import { useHydrated } from '../useHydrated.ts';
import { HeartIcon } from './icons.tsx';

/**
 * The heart on a laptop's card and page (product §2): a toggle button, pressed while the laptop is saved,
 * named for the laptop. Signed out, it leads to /login, which brings the reader back. It waits, disabled,
 * until the page is live and the sign-in check is done, as Book Now does. The saved list is read once for
 * every heart on a page (one query).
 */
export function SaveButton({ product, size = 'sm', className = '' }: { product: Product; size?: 'sm' | 'md'; className?: string }) {
  const texts = useTexts();
  const { SAVED_TEXTS } = texts;
  const { user, loading } = useAuth();
  const live = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const saved = useQuery({ ...savedQuery(), enabled: Boolean(user) });
  const onError = (err: Error) => void toast.error(errorMessage(err, texts));
  const save = useSaveLaptop({ onSuccess: () => void toast.success(SAVED_TEXTS.added), onError });
  const unsave = useUnsaveLaptop({ onSuccess: () => void toast.success(SAVED_TEXTS.removed), onError });
  // While a change is under way the heart shows where it is going.
  const pressed = save.isPending ? true : unsave.isPending ? false : (saved.data?.some((s) => s.productId === product._id) ?? false);
  const onClick = () => {
    if (!user) return void navigate(paths.login, { state: { from: location } });
    if (pressed) unsave.mutate(product._id);
    else save.mutate(product._id);
  };
  return (
    <button
      type="button"
      className={`btn btn-circle ${size === 'sm' ? 'btn-sm' : ''} border-base-300 bg-base-100/90 shadow-sm hover:bg-base-100 ${pressed ? 'text-error' : 'text-base-content/80'} ${className}`}
      aria-pressed={pressed}
      aria-label={SAVED_TEXTS.heart(laptopName(product.name, product.detail))}
      disabled={!live || loading || save.isPending || unsave.isPending}
      onClick={onClick}
    >
      <HeartIcon filled={pressed} className={size === 'sm' ? 'h-5 w-5' : 'h-6 w-6'} />
    </button>
  );
}
