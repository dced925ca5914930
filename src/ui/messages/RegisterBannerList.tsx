/** A registration banner as shown (spec §2 "Registration", §3 m_reg). */
export interface RegisterBannerView {
  key: string;
  src: string;
  alt: string;
  /** Where a tap leads, when somewhere else than this screen. */
  href?: string;
}

/** The banners over the registration form: a picture each, a button when it leads somewhere. */
export function RegisterBannerList({
  banners,
  label,
  onOpen,
}: {
  banners: RegisterBannerView[];
  label: string;
  onOpen: (banner: RegisterBannerView) => void;
}) {
  if (banners.length === 0) return null;
  return (
    <section className="register-banners" aria-label={label}>
      {banners.map((b) =>
        b.href ? (
          <button key={b.key} type="button" className="register-banner" aria-label={b.alt} onClick={() => onOpen(b)}>
            <img src={b.src} alt="" width={750} height={300} loading="lazy" decoding="async" />
          </button>
        ) : (
          <img
            key={b.key}
            className="register-banner"
            src={b.src}
            alt={b.alt}
            width={750}
            height={300}
            decoding="async"
          />
        ),
      )}
    </section>
  );
}
