import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { MAIL_KINDS, type MailKind } from '#shared/schemas/mail.ts';
import { errorMessage } from '../../api/http.ts';
import { useUnsubscribe } from '../../api/mutations/mail.ts';
import { NotFound } from '../../components/NotFound.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

const isKind = (kind: string | undefined): kind is MailKind => MAIL_KINDS.includes(kind as MailKind);

/**
 * /unsubscribe/:kind/:token, the page an e-mail's link opens: it says what will stop and asks. Only its
 * button unsubscribes (a POST, as a mail client's one-click does): opening the page changes nothing, since
 * mail scanners open every link of an e-mail. No sign-in: the token is the proof.
 */
export default function UnsubscribePage() {
  const texts = useTexts();
  const { MAIL_KIND_NAMES, UNSUBSCRIBE_TEXTS } = texts;
  const { kind, token = '' } = useParams();
  const mutation = useUnsubscribe();
  const done = useRef<HTMLHeadingElement>(null);

  // The button is gone once it worked: the confirmation takes the focus, and a screen reader reads it.
  useEffect(() => {
    if (mutation.isSuccess) done.current?.focus();
  }, [mutation.isSuccess]);

  if (!isKind(kind)) return <NotFound />;
  const name = MAIL_KIND_NAMES[kind].inSentence;
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col justify-center gap-4 px-4 py-10">
      {mutation.isSuccess ? (
        <>
          <h1 ref={done} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
            {UNSUBSCRIBE_TEXTS.done(name)}
          </h1>
          <p>
            <Link to={paths.dashboard.settings} className="link link-primary">
              {UNSUBSCRIBE_TEXTS.settings}
            </Link>
          </p>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold sm:text-3xl">{UNSUBSCRIBE_TEXTS.question(name)}</h1>
          <p className="text-base-content/80">{UNSUBSCRIBE_TEXTS.explain}</p>
          {mutation.isError && (
            <p role="alert" className="rounded-box border border-error/40 bg-error/10 px-3 py-2 text-sm font-medium text-error">
              {errorMessage(mutation.error, texts)}
            </p>
          )}
          <div className="flex flex-wrap items-center gap-4">
            <button
              type="button"
              className="btn btn-primary"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate({ kind, token })}
            >
              {mutation.isPending ? UNSUBSCRIBE_TEXTS.busy : UNSUBSCRIBE_TEXTS.button}
            </button>
            <Link to={paths.dashboard.settings} className="link">
              {UNSUBSCRIBE_TEXTS.settings}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
