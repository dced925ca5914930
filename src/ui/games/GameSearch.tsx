import { useTranslation } from 'react-i18next';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter (or the search button) asks for `value` as typed; the caller decides whether to trim. */
  onSearch: (value: string) => void;
  /** With a search button beside the box (home); without, Enter searches (the lobby's LIVE search). */
  withButton?: boolean;
}

/** The game-name search box of home's search view and of the lobby (spec §2), with its label. */
export function GameSearch({ id, value, onChange, onSearch, withButton }: Props) {
  const { t } = useTranslation();
  const box = (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {t('games.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        value={value}
        placeholder={t('games.searchPlaceholder')}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
  return (
    <form
      className={withButton ? 'home-search' : 'search-box'}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value);
      }}
    >
      {withButton ? (
        <>
          <div className="search-box">{box}</div>
          <button type="submit" className="btn btn-primary btn-small">
            {t('games.search')}
          </button>
        </>
      ) : (
        box
      )}
    </form>
  );
}
