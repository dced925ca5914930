/** Inline SVG icons (no icon font or image requests). Decorative: the control around them carries the name. */

interface IconProps {
  size?: number;
}

function svg(path: string) {
  return function Icon({ size = 22 }: IconProps) {
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
        <path d={path} />
      </svg>
    );
  };
}

export const MenuIcon = svg('M4 6h16M4 12h16M4 18h16');
export const GiftIcon = svg('M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1');
export const HomeIcon = svg('M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10');
export const WalletIcon = svg('M3 7h15a3 3 0 013 3v8a2 2 0 01-2 2H5a2 2 0 01-2-2zM3 7l12-4v4M16 14h2');
export const UserIcon = svg('M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6');
export const BackIcon = svg('M15 5l-7 7 7 7');
export const CloseIcon = svg('M6 6l12 12M18 6L6 18');
export const FireIcon = svg('M12 3c1 4 6 6 6 11a6 6 0 01-12 0c0-3 2-4 2-7 2 1 3 3 3 5 1-2 1-5 1-9z');
export const StarIcon = svg('M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z');
export const TrophyIcon = svg('M8 4h8v5a4 4 0 01-8 0zM8 6H4a3 3 0 004 4M16 6h4a3 3 0 01-4 4M12 13v4M8 20h8M9 17h6');
export const RecordIcon = svg('M6 3h9l4 4v14H6zM9 12h7M9 16h7M9 8h3');
export const ChatIcon = svg('M4 5h16v11H9l-5 4z');
export const HelpIcon = svg('M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9a2.5 2.5 0 015 .5c0 2-2.5 2-2.5 4M12 17h.01');
export const CalendarIcon = svg('M4 6h16v14H4zM4 10h16M8 3v4M16 3v4');
export const CrownIcon = svg('M3 8l4 4 5-7 5 7 4-4-2 11H5z');
export const ShareIcon = svg(
  'M16 6l-8 5 8 5M18 4a2 2 0 110 4 2 2 0 010-4zM6 10a2 2 0 110 4 2 2 0 010-4zM18 16a2 2 0 110 4 2 2 0 010-4z',
);
export const LoginIcon = svg('M10 4h9v16h-9M3 12h11M10 8l4 4-4 4');
export const LogoutIcon = svg('M14 4H5v16h9M21 12H10M17 8l4 4-4 4');
export const DownloadIcon = svg('M12 3v12M7 10l5 5 5-5M4 20h16');
export const BellIcon = svg('M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0');
export const MailIcon = svg('M3 6h18v12H3zM3 6l9 7 9-7');
export const SunIcon = svg(
  'M12 17a5 5 0 100-10 5 5 0 000 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
);
export const MoonIcon = svg('M21 13A9 9 0 1111 3a7 7 0 0010 10z');
export const GlobeIcon = svg('M12 21a9 9 0 100-18 9 9 0 000 18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18');
export const GameIcon = svg(
  'M6 8h12a4 4 0 014 4v2a3 3 0 01-5 2l-2-2H9l-2 2a3 3 0 01-5-2v-2a4 4 0 014-4zM8 11v3M6.5 12.5h3M16 12h.01M18 14h.01',
);
export const LinkIcon = svg('M10 14a4 4 0 006 0l3-3a4 4 0 00-6-6l-1 1M14 10a4 4 0 00-6 0l-3 3a4 4 0 006 6l1-1');
export const SpinnerIcon = svg('M12 3a9 9 0 109 9');
