import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import toast from 'react-hot-toast';
import { loginForm, type LoginForm } from '#shared/forms.ts';
import { errorMessage } from '../../api/http.ts';
import { useUpsertUser } from '../../api/mutations/users.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { AuthAlternatives, AuthCard, AuthError, AuthSubmit } from '../../components/AuthCard.tsx';
import { Field } from '../../components/Field.tsx';
import { returnPath } from '../../components/redirect.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** product §2 Login, and the return from Google sign-in (?provider=google). */
export default function LoginPage() {
  const texts = useTexts();
  const { AUTH_TEXTS: t, TOASTS } = texts;
  const { user, loading, signIn, storeAccessToken } = useAuth();
  const navigate = useNavigate();
  const { mutateAsync: upsertUser } = useUpsertUser();
  const location = useLocation();
  const [params] = useSearchParams();
  const [authError, setAuthError] = useState<string | null>(null);
  const from = returnPath((location.state as { from?: Parameters<typeof returnPath>[0] } | null)?.from);

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: zodResolver(loginForm), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setAuthError(null);
    try {
      const signedIn = await signIn(email.trim(), password);
      await storeAccessToken(signedIn.email);
      toast.success(TOASTS.login);
      await navigate(from, { replace: true });
    } catch (err) {
      setAuthError(errorMessage(err, texts));
    }
  });

  // Back from Google: record the user (Google users keep their stored option), then continue.
  const fromGoogle = params.get('provider') === 'google';
  const googleFailed = fromGoogle && params.get('failed') !== null;
  const finishing = useRef(false);
  const [googleError, setGoogleError] = useState<string | null>(
    googleFailed ? (params.get('error') === 'account_not_linked' ? t.googleNotLinked : t.googleFailed) : null,
  );
  // Back from Google with no signed-in user: the sign-in did not take.
  const googleLost = fromGoogle && !googleFailed && !loading && !user;
  const googleMessage = googleError ?? (googleLost ? t.googleFailed : null);
  useEffect(() => {
    if (!fromGoogle || googleFailed || loading || !user || finishing.current) return;
    finishing.current = true;
    void (async () => {
      try {
        await upsertUser({ name: user.displayName || user.email.split('@')[0]!, email: user.email });
        await storeAccessToken(user.email);
        toast.success(texts.TOASTS.login);
        await navigate(returnPath(params.get('from')), { replace: true });
      } catch (err) {
        setGoogleError(errorMessage(err, texts));
      }
    })();
  }, [fromGoogle, googleFailed, loading, user, params, navigate, storeAccessToken, upsertUser, texts]);

  if (fromGoogle && !googleFailed && !googleMessage) return <Spinner label={t.googleFinishing} />;

  return (
    <AuthCard title={t.loginTitle}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={isSubmitting}>
        <Field label={t.email} error={errors.email?.message}>
          {(c) => <input {...c} {...register('email')} type="email" autoComplete="email" className="input w-full border-base-content/55" />}
        </Field>
        <Field label={t.password} error={errors.password?.message}>
          {(c) => (
            <input
              {...c}
              {...register('password')}
              type="password"
              autoComplete="current-password"
              className="input w-full border-base-content/55"
            />
          )}
        </Field>
        <AuthSubmit busy={isSubmitting} label={t.loginSubmit} busyLabel={t.submitting} />
        <AuthError message={authError ?? googleMessage} />
      </form>
      <AuthAlternatives question={t.newHere} to={paths.signup} linkText={t.createAccount} returnTo={from} />
    </AuthCard>
  );
}
