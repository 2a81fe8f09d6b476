import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { ACCOUNT_OPTIONS, BUYER_OPTION } from '#shared/constants.ts';
import { signupForm } from '#shared/forms.ts';
import { errorMessage } from '../../api/http.ts';
import { useUpsertUser } from '../../api/mutations/users.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { AuthAlternatives, AuthCard, AuthError, AuthSubmit } from '../../components/AuthCard.tsx';
import { Field } from '../../components/Field.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

type SignupInput = z.input<typeof signupForm>;
type SignupOutput = z.output<typeof signupForm>;

/** product §2 Sign Up: name, email, password and account option (Buyers Account by default). */
export default function SignupPage() {
  const texts = useTexts();
  const { AUTH_TEXTS: t, TOASTS, VALUE_NAMES } = texts;
  const { createUser, updateUserProfile, storeAccessToken } = useAuth();
  const navigate = useNavigate();
  const { mutateAsync: upsertUser } = useUpsertUser();
  const [authError, setAuthError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignupInput, unknown, SignupOutput>({
    resolver: zodResolver(signupForm),
    defaultValues: { name: '', email: '', password: '', option: BUYER_OPTION },
  });

  const onSubmit = handleSubmit(async ({ name, email, password, option }) => {
    setAuthError(null);
    try {
      const created = await createUser({ name: name.trim(), email: email.trim(), password, option });
      await updateUserProfile({ displayName: name.trim() });
      await upsertUser({ name: name.trim(), email: created.email, option });
      await storeAccessToken(created.email);
      toast.success(TOASTS.signup);
      await navigate(paths.home, { replace: true });
    } catch (err) {
      setAuthError(errorMessage(err, texts));
    }
  });

  return (
    <AuthCard title={t.signupTitle}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={isSubmitting}>
        <Field label={t.name} error={errors.name?.message}>
          {(c) => <input {...c} {...register('name')} autoComplete="name" className="input w-full border-base-content/55" />}
        </Field>
        <Field label={t.email} error={errors.email?.message}>
          {(c) => <input {...c} {...register('email')} type="email" autoComplete="email" className="input w-full border-base-content/55" />}
        </Field>
        <Field label={t.password} error={errors.password?.message}>
          {(c) => (
            <input
              {...c}
              {...register('password')}
              type="password"
              autoComplete="new-password"
              className="input w-full border-base-content/55"
            />
          )}
        </Field>
        <Field label={t.option} error={errors.option?.message}>
          {(c) => (
            <select {...c} {...register('option')} className="select w-full border-base-content/55">
              {ACCOUNT_OPTIONS.map((o) => (
                <option key={o} value={o}>
                  {VALUE_NAMES.account[o]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <AuthSubmit busy={isSubmitting} label={t.signupSubmit} busyLabel={t.submitting} />
        <AuthError message={authError} />
      </form>
      <AuthAlternatives question={t.haveAccount} to={paths.login} linkText={t.loginLink} returnTo={paths.home} />
    </AuthCard>
  );
}
