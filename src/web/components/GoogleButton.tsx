import { useState } from 'react';
import { errorMessage } from '../api/http.ts';
import { useClientConfig } from '../api/config.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { GoogleIcon } from './icons.tsx';
import { useHydrated } from '../useHydrated.ts';
import { useTexts } from '../i18n/locale.tsx';

/**
 * Continue with Google. When the server has no Google credentials the button stays visible and
 * says so when pressed, instead of failing silently.
 */
export function GoogleButton({ returnTo }: { returnTo: string }) {
  const texts = useTexts();
  const { AUTH_TEXTS, API_ERRORS } = texts;
  const { providerLogin } = useAuth();
  const config = useClientConfig();
  const [notice, setNotice] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  async function onClick() {
    setNotice(null);
    if (config.isError) return setNotice(errorMessage(config.error, texts));
    if (!config.data?.google) return setNotice(API_ERRORS['google-not-configured']);
    setStarting(true);
    try {
      await providerLogin(returnTo);
    } catch (err) {
      setNotice(errorMessage(err, texts));
      setStarting(false);
    }
  }

  const live = useHydrated();
  const busy = config.isPending || starting;
  return (
    <div className="flex flex-col gap-2">
      <button type="button" className="btn btn-outline w-full" onClick={onClick} disabled={busy || !live} aria-busy={busy}>
        {busy ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : <GoogleIcon />}
        {AUTH_TEXTS.googleContinue}
      </button>
      {notice && (
        <p role="alert" className="rounded-box border border-warning/50 bg-warning/10 px-3 py-2 text-sm font-medium text-base-content">
          {notice}
        </p>
      )}
    </div>
  );
}
