import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  totalPages: number;
  /** How many games the list shows: the pager shows whenever there are any. */
  shown: number;
  canMore: boolean;
  busy: boolean;
  onMore: () => void;
}

/** The page indicator 'n / total' and the 'more games' button under a game list (§2 "Game lobby", §4 "Lobby"). */
export function Pager({ page, totalPages, shown, canMore, busy, onMore }: Props) {
  const { t } = useTranslation();
  if (shown === 0) return null;
  return (
    <div className="lobby-pager">
      <span data-testid="page-indicator">
        {page} / {totalPages}
      </span>
      <button type="button" className="btn btn-primary" disabled={!canMore} aria-busy={busy} onClick={onMore}>
        {busy ? t('common.loading') : t('games.moreGames')}
      </button>
    </div>
  );
}
