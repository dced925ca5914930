import { useTranslation } from 'react-i18next';
import { languageTag } from '../../domain/shell/languages';

interface Props {
  languages: { code: string; name: string; flag: string }[];
  current: string;
  onChange: (code: string) => void;
}

/**
 * Member home's language choice: the languages of the footer's picker (§2: flags, the current one marked), in the
 * sheet the language entry opens. Its own copy, so home's first load keeps the footer's picker inside its chunk.
 */
export function LanguageChoice({ languages, current, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <section className="mc-language-list" aria-labelledby="mc-language-title">
      <h2 id="mc-language-title">{t('home.language')}</h2>
      <ul>
        {languages.map((l) => (
          <li key={l.code}>
            <button
              type="button"
              lang={languageTag(l.code) ?? undefined}
              aria-pressed={l.code === current}
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
