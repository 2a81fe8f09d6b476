import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { LIMITS } from '#shared/constants.ts';
import { displayPhone } from '#shared/phone.ts';
import { phoneCode, phoneCodeRequest } from '#shared/schemas/phones.ts';
import { errorMessage } from '../../api/http.ts';
import { phonesQuery } from '../../api/phones.ts';
import { useConfirmPhoneCode, useSendPhoneCode } from '../../api/mutations/phones.ts';
import { Field } from '../../components/Field.tsx';
import { VerifiedIcon } from '../../components/icons.tsx';
import { useFormat, useTexts } from '../../i18n/locale.tsx';

/**
 * The seller's mobile numbers in their settings (product §6, "Verified numbers"): each with whether it is
 * verified, "Verify this number" for one that is not, and a number of their choice; then the code the
 * text message brought, typed in Latin or Bangla digits.
 */
export function PhonesSection() {
  const texts = useTexts();
  const { PHONE_TEXTS: t, MAIL_SETTINGS_TEXTS } = texts;
  const format = useFormat();
  const phones = useQuery(phonesQuery());
  /** The number a code was sent to, while its code is being typed. */
  const [pending, setPending] = useState<string | null>(null);
  const [typedPhone, setTypedPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const codeInput = useRef<HTMLInputElement>(null);
  const minutes = format.number(LIMITS.phoneCodeMinutes);

  const send = useSendPhoneCode({
    onSuccess: ({ phone }) => {
      setPending(phone);
      setCode('');
      setCodeError(undefined);
      setPhoneError(undefined);
      toast.success(t.codeSent(displayPhone(phone)));
    },
    onError: (err) => (pending ? setCodeError(errorMessage(err, texts)) : setPhoneError(errorMessage(err, texts))),
  });
  const confirm = useConfirmPhoneCode({
    onSuccess: ({ phone }) => {
      setPending(null);
      setTypedPhone('');
      toast.success(t.verifiedToast(displayPhone(phone)));
    },
    onError: (err) => setCodeError(errorMessage(err, texts)),
  });
  // The code's field takes the focus once the text is on its way: it is what the seller does next.
  useEffect(() => {
    if (pending) codeInput.current?.focus();
  }, [pending]);

  const askFor = (phone: string) => {
    const parsed = phoneCodeRequest.shape.phone.safeParse(phone);
    if (!parsed.success) return setPhoneError(parsed.error.issues[0]?.message);
    send.mutate({ phone: parsed.data });
  };
  const onSendTyped = (e: FormEvent) => {
    e.preventDefault();
    askFor(typedPhone);
  };
  const onConfirm = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) return;
    const parsed = phoneCode.safeParse(code);
    if (!parsed.success) return setCodeError(parsed.error.issues[0]?.message);
    confirm.mutate({ phone: pending, code: parsed.data });
  };
  const busy = send.isPending || confirm.isPending;

  return (
    <div className="card max-w-2xl border border-base-300 bg-base-100 shadow-sm">
      <section className="card-body gap-4 p-4 sm:p-6" aria-labelledby="phones-title" aria-describedby="phones-intro">
        <h2 id="phones-title" className="text-xl font-semibold">
          {t.heading}
        </h2>
        <p id="phones-intro" className="text-base-content/80">
          {t.intro}
        </p>
        {phones.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-error">
            {t.loadFailed}
            <button type="button" className="btn btn-sm" onClick={() => void phones.refetch()}>
              {MAIL_SETTINGS_TEXTS.retry}
            </button>
          </div>
        ) : phones.data && phones.data.phones.length === 0 ? (
          <p className="text-base-content/75">{t.empty}</p>
        ) : (
          <ul className="divide-y divide-base-300" aria-busy={phones.isPending || undefined}>
            {(phones.data?.phones ?? []).map((p) => (
              <li key={p.phone} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <span className="flex items-center gap-2">
                  <span className="font-medium tabular-nums">{displayPhone(p.phone)}</span>
                  {p.verified ? (
                    <span className="badge badge-success badge-soft gap-1">
                      {/* The word says it: the tick beside it is decoration here. */}
                      <VerifiedIcon className="h-3.5 w-3.5" />
                      {t.verified}
                    </span>
                  ) : (
                    <span className="badge badge-ghost">{t.notVerified}</span>
                  )}
                </span>
                {!p.verified && pending !== p.phone && (
                  <button
                    type="button"
                    className="btn btn-sm btn-primary btn-outline"
                    aria-label={t.verifyNamed(displayPhone(p.phone))}
                    disabled={busy}
                    onClick={() => askFor(p.phone)}
                  >
                    {t.verifyThis}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}

        {pending ? (
          <form onSubmit={onConfirm} noValidate className="flex flex-col gap-3 rounded-box bg-base-200 p-4">
            <Field label={t.codeLabel} hint={t.codeHint(displayPhone(pending), minutes)} error={codeError}>
              {(control) => (
                <input
                  {...control}
                  ref={codeInput}
                  className="input input-bordered w-full max-w-48 text-lg tracking-widest"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={20}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </Field>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={confirm.isPending || undefined}>
                {confirm.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                {t.confirm}
              </button>
              <button type="button" className="btn btn-outline" disabled={busy} onClick={() => askFor(pending)}>
                {t.resend}
              </button>
              <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => setPending(null)}>
                {t.cancel}
              </button>
            </div>
          </form>
        ) : (
          <form onSubmit={onSendTyped} noValidate className="flex flex-col gap-3 border-t border-base-300 pt-4">
            <h3 className="font-semibold">{t.addHeading}</h3>
            <div className="flex flex-wrap items-start gap-3">
              <Field label={t.phoneLabel} hint={t.phoneHint} error={phoneError} className="min-w-56 flex-1">
                {(control) => (
                  <input
                    {...control}
                    className="input input-bordered w-full"
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    value={typedPhone}
                    onChange={(e) => setTypedPhone(e.target.value)}
                  />
                )}
              </Field>
              <button type="submit" className="btn btn-primary mt-6" disabled={busy} aria-busy={send.isPending || undefined}>
                {send.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                {t.sendCode}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
