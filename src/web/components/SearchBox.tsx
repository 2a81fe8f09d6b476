import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LIMITS } from '#shared/constants.ts';
import { paths } from '../paths.ts';
import { SearchIcon } from './icons.tsx';
import { useLocale, useTexts } from '../i18n/locale.tsx';

/**
 * The navbar's search: a brand, a processor or a model, and Enter goes to /search?q=…, a new search
 * without the filters of the last one. A plain GET form, so it works before the page's script has run.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const t = useTexts().SEARCH_TEXTS.box;
  const { prefix } = useLocale();
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = pathname === paths.search ? (new URLSearchParams(search).get('q') ?? '') : '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    const q = typeof typed === 'string' ? typed.trim() : '';
    void navigate(paths.searchFor(q));
  };
  return (
    <form role="search" action={prefix + paths.search} method="get" onSubmit={onSubmit} className={`join ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t.label}
      </label>
      <input
        // The box shows the search on screen; another search elsewhere starts empty.
        key={current}
        id={id}
        type="search"
        name="q"
        defaultValue={current}
        placeholder={t.placeholder}
        maxLength={LIMITS.searchText}
        enterKeyHint="search"
        autoComplete="off"
        className="input input-bordered input-sm join-item w-full min-w-0"
      />
      <button type="submit" className="btn btn-primary btn-sm join-item" aria-label={t.submit}>
        <SearchIcon className="h-4 w-4" />
      </button>
    </form>
  );
}
