import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GoogleButton } from './GoogleButton.tsx';
import { useHydrated } from '../useHydrated.ts';
import { useTexts } from '../i18n/locale.tsx';

/** The centred card that holds the Login and Sign Up forms. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex justify-center py-4 sm:py-10">
      <section aria-labelledby="auth-title" className="card w-full max-w-md border border-base-300 bg-base-100 shadow-md">
        <div className="card-body gap-5 p-6 sm:p-8">
          <h1 id="auth-title" className="text-center text-2xl font-bold sm:text-3xl">
            {title}
          </h1>
          {children}
        </div>
      </section>
    </div>
  );
}

/** The form's submit button: disabled, with a spinner and `busyLabel`, while the request runs. */
export function AuthSubmit({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  const live = useHydrated();
  return (
    <button type="submit" className="btn btn-primary mt-2 w-full" disabled={busy || !live}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

/** The server's answer to a failed sign-in or sign-up, in red (product §5). */
export function AuthError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-center text-sm font-medium text-error">
      {message}
    </p>
  );
}

/** Below the form: the link to the other form, then Google sign-in returning to `returnTo`. */
export function AuthAlternatives({
  question,
  to,
  linkText,
  returnTo,
}: {
  question: string;
  to: string;
  linkText: string;
  returnTo: string;
}) {
  const { AUTH_TEXTS } = useTexts();
  return (
    <>
      <p className="text-center text-sm">
        {question}{' '}
        <Link to={to} className="link link-primary font-medium">
          {linkText}
        </Link>
      </p>
      <div className="divider my-0 text-sm">{AUTH_TEXTS.or}</div>
      <GoogleButton returnTo={returnTo} />
    </>
  );
}
