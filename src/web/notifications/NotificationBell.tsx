import { useEffect, useId, useRef, useState } from 'react';
import { unreadOf, useNotifications } from '../api/notifications.ts';
import { BellIcon } from '../components/icons.tsx';
import { NotificationPanel } from './NotificationPanel.tsx';
import { useFormat, useTexts } from '../i18n/locale.tsx';

/** More than this shows as "99+" on the badge; the bell's name still says the number. */
const BADGE_MAX = 99;

/**
 * The notification centre in the navbar (product §2, "Layouts"): a bell whose name and badge give the
 * unread count, opening a panel of the notifications. The panel is a non-modal dialog under the bell:
 * focus moves into it, Escape and the bell close it and bring focus back to the bell, and a click or
 * focus outside it closes it.
 */
export function NotificationBell() {
  const t = useTexts().NOTIFICATION_TEXTS;
  const format = useFormat();
  const query = useNotifications();
  const unread = unreadOf(query.data);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const outside = (target: EventTarget | null) => !wrapper.current?.contains(target as Node | null);
    // A click or a tap elsewhere, or focus moving elsewhere (Tab past the panel's last control), closes it.
    const away = (event: Event) => {
      if (outside(event.target)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={wrapper} className="sm:relative">
      <button
        ref={bell}
        type="button"
        className={`btn btn-ghost btn-sm btn-square relative ${open ? 'btn-active' : ''}`}
        aria-label={t.bell(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(!open)}
      >
        <BellIcon className="h-6 w-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="badge badge-error badge-xs absolute -top-0.5 -right-0.5 h-4 min-w-4 px-1 text-[0.65rem] leading-none font-bold"
          >
            {unread > BADGE_MAX ? `${format.number(BADGE_MAX)}+` : format.number(unread)}
          </span>
        )}
      </button>
      {open && <NotificationPanel id={panelId} query={query} onDone={() => setOpen(false)} />}
    </div>
  );
}
