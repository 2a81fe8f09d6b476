import { useState, type FormEvent } from 'react';
import { useConfirmSandboxCard } from '../../api/mutations/payments.ts';
import { errorMessage } from '../../api/http.ts';
import { Field } from '../../components/Field.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import type { CardFormProps } from './cardForm.ts';
import { digits, formatCardNumber, formatExpiry } from './cardInput.ts';

const CARD_ERROR_ID = 'card-error';

/**
 * The built-in provider's card form (architecture §7): number, expiry and CVC, checked by the server the
 * way the card provider checks them; its message shows in red and nothing is recorded on failure.
 */
export function SandboxCardForm({ clientSecret, onConfirmed }: CardFormProps) {
  const texts = useTexts();
  const T = texts.PAYMENT_TEXTS;
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync: confirmSandboxCard } = useConfirmSandboxCard();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!clientSecret || processing) return;
    setProcessing(true);
    setError(null);
    try {
      const { id } = await confirmSandboxCard({ clientSecret, number, expiry, cvc });
      await onConfirmed(id);
    } catch (err) {
      setError(errorMessage(err, texts));
      setProcessing(false);
    }
  };

  const disabled = !clientSecret || processing;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={processing || undefined} className="flex flex-col gap-4">
      <fieldset disabled={processing} className="grid grid-cols-2 gap-x-4 gap-y-3">
        <legend className="col-span-2 mb-1 font-semibold">{T.cardDetails}</legend>
        {/* font-medium: the digits keep the weight they had when the labels wrapped the inputs. */}
        <Field label={T.cardNumber} className="col-span-2">
          {(c) => (
            <input
              {...c}
              name="cardnumber"
              className="input w-full font-mono font-medium tracking-wider"
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder={T.placeholders.cardNumber}
              maxLength={23}
              value={number}
              onChange={(e) => setNumber(formatCardNumber(e.target.value))}
              // The provider's one message (below the fieldset) is about the card as a whole, which the number stands for.
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? CARD_ERROR_ID : undefined}
            />
          )}
        </Field>
        <Field label={T.expiry}>
          {(c) => (
            <input
              {...c}
              name="exp-date"
              className="input w-full font-mono font-medium"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={T.placeholders.expiry}
              maxLength={5}
              value={expiry}
              onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            />
          )}
        </Field>
        <Field label={T.cvc}>
          {(c) => (
            <input
              {...c}
              name="cvc"
              className="input w-full font-mono font-medium"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder={T.placeholders.cvc}
              maxLength={4}
              value={cvc}
              onChange={(e) => setCvc(digits(e.target.value, 4))}
            />
          )}
        </Field>
      </fieldset>
      <p id={CARD_ERROR_ID} role="alert" className="min-h-6 text-sm font-medium text-error">
        {error}
      </p>
      <button type="submit" className="btn btn-primary w-full" disabled={disabled}>
        {(processing || !clientSecret) && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {T.pay}
      </button>
      <p className="text-sm text-base-content/70" aria-live="polite">
        {processing ? T.processing : !clientSecret ? T.preparing : T.sandboxNote}
      </p>
    </form>
  );
}
