/** Inline SVG icons (no icon font or image requests). Decorative: the control around them carries the name. */

interface IconProps {
  size?: number;
}

/** One stroked 24x24 path: every icon of the site is drawn with it (member home's own icons too). */
export function Icon({ d, size = 22 }: IconProps & { d: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => <Icon d={'M4 6h16M4 12h16M4 18h16'} {...p} />;
export const GiftIcon = (p: IconProps) => (
  <Icon d={'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1'} {...p} />
);
export const HomeIcon = (p: IconProps) => <Icon d={'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10'} {...p} />;
export const WalletIcon = (p: IconProps) => (
  <Icon d={'M3 7h15a3 3 0 013 3v8a2 2 0 01-2 2H5a2 2 0 01-2-2zM3 7l12-4v4M16 14h2'} {...p} />
);
export const UserIcon = (p: IconProps) => (
  <Icon d={'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6'} {...p} />
);
export const BackIcon = (p: IconProps) => <Icon d={'M15 5l-7 7 7 7'} {...p} />;
export const CloseIcon = (p: IconProps) => <Icon d={'M6 6l12 12M18 6L6 18'} {...p} />;
export const FireIcon = (p: IconProps) => (
  <Icon d={'M12 3c1 4 6 6 6 11a6 6 0 01-12 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 1-5 1-9z'} {...p} />
);
export const StarIcon = (p: IconProps) => (
  <Icon d={'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'} {...p} />
);
export const TrophyIcon = (p: IconProps) => (
  <Icon d={'M8 4h8v5a4 4 0 01-8 0zM8 6H4a3 3 0 004 4M16 6h4a3 3 0 01-4 4M12 13v4M8 20h8M9 17h6'} {...p} />
);
export const RecordIcon = (p: IconProps) => <Icon d={'M6 3h9l4 4v14H6zM9 12h7M9 16h7M9 8h3'} {...p} />;
export const ChatIcon = (p: IconProps) => <Icon d={'M4 5h16v11H9l-5 4z'} {...p} />;
export const HelpIcon = (p: IconProps) => (
  <Icon d={'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9a2.5 2.5 0 015 .5c0 2-2.5 2-2.5 4M12 17h.01'} {...p} />
);
export const CalendarIcon = (p: IconProps) => <Icon d={'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4'} {...p} />;
export const CrownIcon = (p: IconProps) => <Icon d={'M3 8l4 4 5-7 5 7 4-4-2 11H5z'} {...p} />;
export const ShareIcon = (p: IconProps) => (
  <Icon
    d={'M16 6l-8 5 8 5M18 4a2 2 0 110 4 2 2 0 010-4zM6 10a2 2 0 110 4 2 2 0 010-4zM18 16a2 2 0 110 4 2 2 0 010-4z'}
    {...p}
  />
);
export const LoginIcon = (p: IconProps) => <Icon d={'M10 4h9v16h-9M3 12h11M10 8l4 4-4 4'} {...p} />;
export const LogoutIcon = (p: IconProps) => <Icon d={'M14 4H5v16h9M21 12H10M17 8l4 4-4 4'} {...p} />;
export const DownloadIcon = (p: IconProps) => <Icon d={'M12 3v12M7 10l5 5 5-5M4 20h16'} {...p} />;
export const BellIcon = (p: IconProps) => <Icon d={'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0'} {...p} />;
export const MailIcon = (p: IconProps) => <Icon d={'M3 6h18v12H3zM3 6l9 7 9-7'} {...p} />;
export const SunIcon = (p: IconProps) => (
  <Icon
    d={
      'M12 17a5 5 0 100-10 5 5 0 000 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4'
    }
    {...p}
  />
);
export const MoonIcon = (p: IconProps) => <Icon d={'M21 13A9 9 0 1111 3a7 7 0 0010 10z'} {...p} />;
export const GlobeIcon = (p: IconProps) => (
  <Icon d={'M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18'} {...p} />
);
export const GameIcon = (p: IconProps) => (
  <Icon
    d={
      'M6 8h12a4 4 0 014 4v2a3 3 0 01-5 2l-2-2H9l-2 2a3 3 0 01-5-2v-2a4 4 0 014-4zM8 11v3M6.5 12.5h3M16 12h.01M18 14h.01'
    }
    {...p}
  />
);
export const LinkIcon = (p: IconProps) => (
  <Icon d={'M10 14a4 4 0 006 0l3-3a4 4 0 00-6-6l-1 1M14 10a4 4 0 00-6 0l-3 3a4 4 0 006 6l1-1'} {...p} />
);
export const PauseIcon = (p: IconProps) => <Icon d={'M9 5v14M15 5v14'} {...p} />;
export const PlayIcon = (p: IconProps) => <Icon d={'M8 5l11 7-11 7z'} {...p} />;
export const SpinnerIcon = (p: IconProps) => <Icon d={'M12 3a9 9 0 109 9'} {...p} />;
