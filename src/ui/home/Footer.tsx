import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { pathTo } from '../../domain/shell/paths';

export interface FooterProps {
  social: { type: string; url: string }[];
  categories: { key: string; label: string; href: string }[];
  providers: { code: string; name: string; logo: string }[];
  help: { key: string; title: string; href: string }[];
  age: number;
  languagePicker: ReactNode;
  onOpenExternal: (url: string) => void;
}

const SOCIAL_GLYPH: Record<string, string> = {
  FACEBOOK: 'f',
  INSTAGRAM: 'IG',
  TELEGRAM: 'TG',
  YOUTUBE: '▶',
  WHATSAPP: 'WA',
  TIKTOK: '♪',
  KWAI: 'K',
  TWITTER: 'X',
};

const PAYMENTS = ['VISA', 'Mastercard', 'USDT', 'Bank', 'E-Wallet'];

/**
 * The home footer (spec §2): social icons for the link types the server supplies, payment and licence images, the
 * legal note (age from the template), game categories, a provider strip with view-all, the help list (only with
 * items) and the language picker.
 */
export function Footer({ social, categories, providers, help, age, languagePicker, onOpenExternal }: FooterProps) {
  const { t } = useTranslation();
  return (
    <footer className="home-footer">
      {categories.length > 0 && (
        <nav aria-labelledby="footer-games">
          <h2 id="footer-games">{t('home.footer.games')}</h2>
          <ul className="footer-links">
            {categories.map((c) => (
              <li key={c.key}>
                <Link href={c.href}>{c.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {providers.length > 0 && (
        <section aria-labelledby="footer-providers">
          <div className="footer-head">
            <h2 id="footer-providers">{t('home.footer.providers')}</h2>
            <Link href="/m/providers?gameCategory=PROVIDER" className="link-button">
              {t('games.viewAll')}
              <span className="visually-hidden"> {t('home.footer.providers')}</span>
            </Link>
          </div>
          <ul className="provider-strip">
            {providers.map((p) => (
              <li key={p.code}>
                <Link href={pathTo('gameList', { gameType: 'RNG', vassalage: p.code })} aria-label={p.name}>
                  <img src={p.logo} alt="" width={120} height={48} loading="lazy" decoding="async" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {help.length > 0 && (
        <nav aria-labelledby="footer-help">
          <h2 id="footer-help">{t('home.footer.help')}</h2>
          <ul className="footer-links">
            {help.map((h) => (
              <li key={h.key}>
                <Link href={h.href}>{h.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {social.length > 0 && (
        <ul className="social-icons" aria-label={t('home.footer.social')}>
          {social.map((s) => (
            <li key={s.type}>
              <button
                type="button"
                className={`social-${s.type.toLowerCase()}`}
                aria-label={t(`home.social.${s.type}`, { defaultValue: s.type })}
                onClick={() => onOpenExternal(s.url)}
              >
                {/* The glyph stands in for the network's logo: drawn by CSS, it is a picture, not a second label
                    beside the button's name (WCAG 2.5.3 would have "IG" in the name "Instagram"). */}
                <span
                  aria-hidden="true"
                  className="social-glyph"
                  data-glyph={SOCIAL_GLYPH[s.type] ?? s.type.slice(0, 1)}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="footer-badges">
        <svg role="img" aria-label={t('home.footer.payments')} viewBox="0 0 400 40" width="400" height="40">
          {PAYMENTS.map((p, i) => (
            <g key={p} transform={`translate(${i * 80} 0)`}>
              <rect x="2" y="4" width="74" height="32" rx="6" fill="none" stroke="currentColor" opacity="0.4" />
              <text x="39" y="25" textAnchor="middle" fontSize="12" fontWeight="700" fill="currentColor">
                {p}
              </text>
            </g>
          ))}
        </svg>
        <svg role="img" aria-label={t('home.footer.licence')} viewBox="0 0 220 40" width="220" height="40">
          <rect x="2" y="4" width="216" height="32" rx="16" fill="none" stroke="currentColor" opacity="0.4" />
          <text x="110" y="25" textAnchor="middle" fontSize="12" fontWeight="700" fill="currentColor">
            {t('home.footer.licenceText', { age })}
          </text>
        </svg>
      </div>
      <p className="legal-note">{t('home.footer.legal', { age })}</p>
      {languagePicker}
    </footer>
  );
}
