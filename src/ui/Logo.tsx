/** The brand mark and name. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#2b1d5c" />
        <path d="M14 44 20 20l12 12 12-12 6 24z" fill="#f5c542" />
        <circle cx="20" cy="18" r="4" fill="#f5c542" />
        <circle cx="32" cy="28" r="4" fill="#f5c542" />
        <circle cx="44" cy="18" r="4" fill="#f5c542" />
      </svg>
      <span>
        Royal<em>Play</em>
      </span>
    </span>
  );
}
