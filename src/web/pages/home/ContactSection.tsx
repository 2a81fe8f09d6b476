import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TOAST_MS } from '#shared/constants.ts';
import { Field } from '../../components/Field.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { useHydrated } from '../../useHydrated.ts';

type Values = { name: string; email: string; message: string };
const EMPTY: Values = { name: '', email: '', message: '' };

/**
 * product §1 item 9: the contact form. Plain inputs with the messages of product §5 (no form library, so the
 * home route stays light); the email input is of type email and the browser judges its format.
 */
export function ContactSection() {
  const { HOME_TEXTS, TOASTS, VALIDATION } = useTexts();
  const t = HOME_TEXTS.contact;
  const m = VALIDATION.contact;
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const live = useHydrated();

  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const emailInput = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
    const found: Partial<Values> = {};
    if (!values.name.trim()) found.name = VALIDATION.required.name;
    if (!values.email.trim()) found.email = VALIDATION.required.email;
    else if (emailInput?.validity.typeMismatch) found.email = m.emailInvalid;
    if (!values.message.trim()) found.message = VALIDATION.required.message;
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    toast.success(TOASTS.contact, { duration: TOAST_MS.contact });
    setValues(EMPTY);
  }

  return (
    <section id="contact" aria-labelledby="contact-title" className="scroll-mt-20">
      <div className="mx-auto grid max-w-5xl gap-8 rounded-box border border-base-300 bg-base-100 p-6 shadow-sm sm:p-10 lg:grid-cols-[1fr_1.4fr]">
        <div>
          <h2 id="contact-title" className="text-2xl font-bold sm:text-3xl">
            {t.title}
          </h2>
          <p className="mt-3 text-base-content/80">{t.subtitle}</p>
        </div>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t.name} error={errors.name}>
              {(c) => (
                <input
                  {...c}
                  name="name"
                  autoComplete="name"
                  required
                  className="input w-full scroll-mt-28 border-base-content/55"
                  value={values.name}
                  onChange={set('name')}
                />
              )}
            </Field>
            <Field label={t.email} error={errors.email}>
              {(c) => (
                <input
                  {...c}
                  name="email"
                  type="email"
                  autoComplete="email"
                  required
                  className="input w-full scroll-mt-28 border-base-content/55"
                  value={values.email}
                  onChange={set('email')}
                />
              )}
            </Field>
          </div>
          <Field label={t.message} error={errors.message}>
            {(c) => (
              <textarea
                {...c}
                name="message"
                rows={5}
                required
                className="textarea w-full scroll-mt-28 border-base-content/55"
                value={values.message}
                onChange={set('message')}
              />
            )}
          </Field>
          <button type="submit" className="btn btn-primary self-start" disabled={!live}>
            {HOME_TEXTS.contact.submit}
          </button>
        </form>
      </div>
    </section>
  );
}
