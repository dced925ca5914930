import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The list could not be loaded: say so and offer a retry. */
  failed: boolean;
  /** The list loaded and holds no games. */
  empty: boolean;
  /** What an empty list says (default: no games). */
  emptyText?: ReactNode;
  onRetry: () => void;
}

/** What a game list shows instead of games: its load failure with a retry, or that it is empty. */
export function ListOutcome({ failed, empty, emptyText, onRetry }: Props) {
  const { t } = useTranslation();
  if (failed) {
    return (
      <div className="lobby-empty">
        <p>{t('games.loadFailed')}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return empty ? <div className="lobby-empty">{emptyText ?? t('games.noGames')}</div> : null;
}
