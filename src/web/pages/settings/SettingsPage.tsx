import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { LANGUAGES, type Lang } from '#shared/language.ts';
import { MAIL_KINDS, type MailKind } from '#shared/schemas/mail.ts';
import { errorMessage } from '../../api/http.ts';
import { mailSettingsQuery } from '../../api/mail.ts';
import { useUpdateMailSettings } from '../../api/mutations/mail.ts';
import { useRoles } from '../../api/users.ts';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { PageHeading } from '../../dashboard/PageHeading.tsx';
import { useTexts } from '../../i18n/locale.tsx';
import { PhonesSection } from './PhonesSection.tsx';

/**
 * /dashboard/settings (every signed-in user): a switch per kind of e-mail, each saved as it is flipped,
 * with a toast; the same switches as the one-click unsubscribe of every e-mail; and the language the
 * e-mails are written in, the sign-up page's until changed here. A seller also finds their mobile numbers
 * here, and verifies them (PhonesSection).
 */
export default function SettingsPage() {
  const texts = useTexts();
  const { DASHBOARD_TITLES, MAIL_KIND_NAMES, MAIL_SETTINGS_TEXTS } = texts;
  const settings = useQuery(mailSettingsQuery());
  const { user } = useAuth();
  const { isSeller } = useRoles(user?.email);
  const update = useUpdateMailSettings({
    onSuccess: (saved, changes) => {
      if (changes.language)
        return void toast.success(MAIL_SETTINGS_TEXTS.language.saved(MAIL_SETTINGS_TEXTS.language.names[changes.language]));
      const kind = Object.keys(changes)[0] as MailKind;
      const name = MAIL_KIND_NAMES[kind].inSentence;
      toast.success(saved[kind] ? MAIL_SETTINGS_TEXTS.turnedOn(name) : MAIL_SETTINGS_TEXTS.turnedOff(name));
    },
    onError: (err) => toast.error(errorMessage(err, texts)),
  });
  // The switch being saved shows its new position until the answer comes. None is disabled meanwhile: a
  // switch that is disabled under the keyboard's focus would drop it.
  const pending = update.isPending ? update.variables : undefined;

  return (
    <section aria-labelledby="settings-title">
      <PageHeading id="settings-title" title={DASHBOARD_TITLES.settings} />
      <div className="flex flex-col gap-6">
        <div className="card max-w-2xl border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body gap-4 p-4 sm:p-6">
            <fieldset aria-describedby="mail-intro" disabled={!settings.data}>
              <legend className="text-xl font-semibold">{MAIL_SETTINGS_TEXTS.mailHeading}</legend>
              <p id="mail-intro" className="mt-1 text-base-content/80">
                {MAIL_SETTINGS_TEXTS.intro}
              </p>
              {settings.isError ? (
                <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-error">
                  {MAIL_SETTINGS_TEXTS.loadFailed}
                  <button type="button" className="btn btn-sm" onClick={() => void settings.refetch()}>
                    {MAIL_SETTINGS_TEXTS.retry}
                  </button>
                </div>
              ) : (
                <ul className="mt-4 divide-y divide-base-300">
                  {MAIL_KINDS.map((kind) => {
                    const id = `mail-${kind}`;
                    const checked = pending?.[kind] ?? settings.data?.[kind] ?? true;
                    return (
                      <li key={kind} className="flex items-start justify-between gap-4 py-3">
                        <div className="min-w-0">
                          <label htmlFor={id} className="cursor-pointer font-medium">
                            {MAIL_KIND_NAMES[kind].label}
                          </label>
                          <p id={`${id}-hint`} className="text-sm text-base-content/75">
                            {MAIL_SETTINGS_TEXTS.hints[kind]}
                          </p>
                        </div>
                        <input
                          id={id}
                          type="checkbox"
                          role="switch"
                          className="toggle toggle-primary mt-1 shrink-0"
                          aria-describedby={`${id}-hint`}
                          checked={checked}
                          onChange={(e) => update.mutate({ [kind]: e.target.checked })}
                        />
                      </li>
                    );
                  })}
                </ul>
              )}
              <div className="mt-2 flex flex-wrap items-start justify-between gap-4 border-t border-base-300 pt-4">
                <div className="min-w-0">
                  <label htmlFor="mail-language" className="font-medium">
                    {MAIL_SETTINGS_TEXTS.language.label}
                  </label>
                  <p id="mail-language-hint" className="text-sm text-base-content/75">
                    {MAIL_SETTINGS_TEXTS.language.hint}
                  </p>
                </div>
                <select
                  id="mail-language"
                  className="select select-bordered select-sm"
                  aria-describedby="mail-language-hint"
                  value={pending?.language ?? settings.data?.language ?? 'en'}
                  onChange={(e) => update.mutate({ language: e.target.value as Lang })}
                >
                  {LANGUAGES.map((lang) => (
                    <option key={lang} value={lang} lang={lang}>
                      {MAIL_SETTINGS_TEXTS.language.names[lang]}
                    </option>
                  ))}
                </select>
              </div>
            </fieldset>
          </div>
        </div>
        {isSeller && <PhonesSection />}
      </div>
    </section>
  );
}
