import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from '../../components/icons.tsx';
import { Thumb } from '../../dashboard/Thumb.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** The top of the inbox's right-hand pane: the product's photo and what the pane is about, with the way back to the list on a phone. */
export function PaneHeader({ image, children }: { image: string; children: ReactNode }) {
  const { INBOX_TEXTS: t } = useTexts();
  return (
    <header className="flex items-center gap-3 border-b border-base-300 pb-3">
      <Link to={paths.inbox.root} className="btn btn-ghost btn-sm btn-square md:hidden" aria-label={t.back}>
        <ChevronIcon direction="left" />
      </Link>
      <Thumb src={image} alt="" />
      <div className="min-w-0 flex-1">{children}</div>
    </header>
  );
}
