import { useTranslation } from 'react-i18next';
import { languageTag } from '../../domain/shell/languages';

interface Props {
  languages: { code: string; name: string; flag: string }[];
  current: string;
  onChange: (code: string) => void;
}

/** The language picker (spec §2): supported languages with their flags, the current one marked. */
export function LanguagePicker({ languages, current, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <section className="language-picker" aria-labelledby="language-title">
      <h2 id="language-title">{t('home.language')}</h2>
      <ul>
        {languages.map((l) => (
          <li key={l.code}>
            <button
              type="button"
              lang={languageTag(l.code) ?? undefined}
              aria-pressed={l.code === current}
              aria-current={l.code === current ? 'true' : undefined}
              onClick={() => onChange(l.code)}
            >
              <span className="flag" aria-hidden="true">
                {l.flag}
              </span>
              {l.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
