import { Link } from 'react-router';
import { useAuth } from '../../auth/AuthProvider.tsx';
import { useFormat, useTexts } from '../../i18n/locale.tsx';
import { paths } from '../../paths.ts';

/** product §1 item 1: the welcome banner. */
export function Banner() {
  const { HOME_TEXTS } = useTexts();
  const t = HOME_TEXTS.banner;
  const { user } = useAuth();
  return (
    <section
      aria-labelledby="welcome-title"
      className="overflow-hidden rounded-box bg-gradient-to-br from-primary to-[#1e3a8a] text-primary-content"
    >
      <div className="grid items-center gap-8 px-6 py-10 sm:px-10 md:grid-cols-[1.2fr_1fr] md:py-14">
        <div className="flex flex-col items-start gap-4">
          <p className="rounded-full bg-white/15 px-3 py-1 text-sm font-medium">{t.eyebrow}</p>
          <h1 id="welcome-title" className="text-3xl leading-tight font-extrabold sm:text-5xl">
            {t.title}
          </h1>
          <p className="max-w-xl text-base sm:text-lg">{t.body}</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <a href="#categories" className="btn border-0 bg-white text-primary hover:bg-white/90">
              {t.browse}
            </a>
            <Link
              to={user ? paths.dashboard.root : paths.signup}
              className="btn btn-outline border-white text-white hover:bg-white hover:text-primary"
            >
              {t.sell}
            </Link>
          </div>
        </div>
        <BannerArt />
      </div>
    </section>
  );
}

function BannerArt() {
  const format = useFormat();
  return (
    <svg viewBox="0 0 400 280" className="mx-auto hidden w-full max-w-md md:block" aria-hidden="true">
      <ellipse cx="200" cy="250" rx="170" ry="14" fill="#0b1f5c" opacity="0.35" />
      <g transform="rotate(-6 200 140)">
        <rect x="70" y="40" width="260" height="170" rx="14" fill="#0f172a" />
        <rect x="82" y="52" width="236" height="146" rx="6" fill="#dbeafe" />
        <rect x="98" y="70" width="96" height="64" rx="6" fill="#93c5fd" />
        <rect x="206" y="70" width="96" height="10" rx="5" fill="#1d4ed8" />
        <rect x="206" y="90" width="70" height="8" rx="4" fill="#60a5fa" />
        <rect x="206" y="106" width="84" height="8" rx="4" fill="#60a5fa" />
        <rect x="206" y="124" width="46" height="14" rx="7" fill="#b45309" />
        <rect x="98" y="148" width="204" height="8" rx="4" fill="#bfdbfe" />
        <rect x="98" y="164" width="150" height="8" rx="4" fill="#bfdbfe" />
        <path d="M40 214 H360 L380 238 Q382 246 372 246 H28 Q18 246 20 238 Z" fill="#cbd5e1" />
        <rect x="170" y="222" width="60" height="8" rx="4" fill="#94a3b8" />
      </g>
      <g transform="translate(300 44)">
        <circle r="34" fill="#b45309" />
        <text y="6" textAnchor="middle" fontSize="18" fontWeight="700" fill="#ffffff">
          {format.taka}
        </text>
      </g>
    </svg>
  );
}
