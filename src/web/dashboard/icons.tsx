/** Small inline icons; decorative, so hidden from assistive technology (the text beside them speaks). */
const base = {
  xmlns: 'http://www.w3.org/2000/svg',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  'aria-hidden': true,
} as const;

export const TrashIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path strokeLinecap="round" strokeLinejoin="round" d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </svg>
);

export const MegaphoneIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12"
    />
  </svg>
);

export const CardIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path strokeLinecap="round" d="M3 10h18M7 15h3" />
  </svg>
);

export const PlusIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path strokeLinecap="round" d="M12 5v14M5 12h14" />
  </svg>
);

export const ListIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path strokeLinecap="round" d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
  </svg>
);

export const UsersIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path
      strokeLinecap="round"
      strokeLinejoin="round"
      d="M16 19v-1a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v1M9.5 10a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM21 19v-1a4 4 0 0 0-3-3.87M16 3.13a3.5 3.5 0 0 1 0 6.75"
    />
  </svg>
);

export const FlagIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path strokeLinecap="round" strokeLinejoin="round" d="M5 21V4M5 4h11l-2 4 2 4H5" />
  </svg>
);

export const ShieldIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path strokeLinecap="round" strokeLinejoin="round" d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z" />
  </svg>
);

export const BagIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path strokeLinecap="round" strokeLinejoin="round" d="M5 8h14l-1 12H6L5 8zM9 8V6a3 3 0 0 1 6 0v2" />
  </svg>
);

/** The seller-verified badge: a filled check seal. Its label is given by the caller. */
export const VerifiedBadge = ({ label, className = 'h-5 w-5' }: { label: string; className?: string }) => (
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" className={`${className} shrink-0 text-info`} role="img" aria-label={label}>
    <title>{label}</title>
    <path
      fill="currentColor"
      d="M12 1.5l2.6 1.9 3.2-.2 1 3.1 2.7 1.8-.9 3.1.9 3.1-2.7 1.8-1 3.1-3.2-.2L12 22.5l-2.6-1.9-3.2.2-1-3.1-2.7-1.8.9-3.1-.9-3.1 2.7-1.8 1-3.1 3.2.2z"
    />
    <path fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M8 12.2l2.7 2.7L16.2 9.4" />
  </svg>
);

export const MailIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path strokeLinecap="round" strokeLinejoin="round" d="m3 7 9 6 9-6" />
  </svg>
);

export const TagIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path strokeLinecap="round" strokeLinejoin="round" d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9-9-9z" />
    <circle cx="7.5" cy="7.5" r="1.5" />
  </svg>
);

export const WalletIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path strokeLinecap="round" strokeLinejoin="round" d="M4 7a2 2 0 0 1 2-2h12v4M4 7v10a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2z" />
    <circle cx="16" cy="14" r="1" />
  </svg>
);

export const CheckListIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <svg {...base} className={className}>
    <path strokeLinecap="round" strokeLinejoin="round" d="M3 6l1.5 1.5L7 5M3 12l1.5 1.5L7 11M3 18l1.5 1.5L7 17M11 6h10M11 12h10M11 18h10" />
  </svg>
);
