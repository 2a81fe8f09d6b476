import { lazy, Suspense, useState } from 'react';
import type { Product } from '#shared/schemas/products.ts';
import { useAuth } from '../auth/AuthProvider.tsx';

/**
 * Only a signed-in reader can open the popups, so their code (and the form library's) loads once the
 * reader is known to be signed in, not with the page a visitor's phone has to run first.
 */
const BookingDialog = lazy(() => import('./BookingDialog.tsx').then((m) => ({ default: m.BookingDialog })));
const ReportDialog = lazy(() => import('./ReportDialog.tsx').then((m) => ({ default: m.ReportDialog })));

/** The booking and report popups of a page that shows products: `book` and `report` open them, `dialogs` is where they render. */
export function useProductDialogs() {
  const { user } = useAuth();
  const [booking, setBooking] = useState<Product | null>(null);
  const [reporting, setReporting] = useState<Product | null>(null);
  const dialogs = user ? (
    <Suspense fallback={null}>
      <BookingDialog product={booking} onClose={() => setBooking(null)} />
      <ReportDialog product={reporting} onClose={() => setReporting(null)} />
    </Suspense>
  ) : null;
  return { book: setBooking, report: setReporting, dialogs };
}
