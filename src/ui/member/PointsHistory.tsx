import { useTranslation } from 'react-i18next';
import type { PointsEntry } from '../../domain/member/rewards';
import { moneyText } from '../../domain/wallet/money';
import { timeText } from '../wallet/timeText';

export interface PointsHistoryProps {
  entries: PointsEntry[];
  symbol: string;
  language: string;
  canMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore: () => void;
}

/** Points earned from rounds (with the bet that earned them) and exchanged, newest first, in pages. */
export function PointsHistory({
  entries,
  symbol,
  language,
  canMore,
  loadingMore,
  moreFailed,
  onMore,
}: PointsHistoryProps) {
  const { t } = useTranslation();
  return (
    <section className="reward-section" aria-labelledby="points-history-title">
      <h2 id="points-history-title">{t('member.rewards.historyTitle')}</h2>
      {entries.length === 0 && <p className="reward-note">{t('member.rewards.noPoints')}</p>}
      {entries.length > 0 && (
        <ul className="points-list" data-testid="points-history">
          {entries.map((e) => (
            <li key={e.id} className="points-entry" data-kind={e.kind}>
              <div>
                <span>
                  {e.kind === 'ROUND'
                    ? t('member.rewards.fromRound', { bet: moneyText(e.turnover, symbol) })
                    : t('member.rewards.exchanged')}
                </span>
                <span className="reward-meta">{timeText(e.createdAt, language)}</span>
              </div>
              <strong className={e.points > 0 ? 'points-plus' : 'points-minus'}>
                {e.points > 0 ? `+${e.points}` : String(e.points)}
              </strong>
            </li>
          ))}
        </ul>
      )}
      {moreFailed && (
        <p className="reward-refusal" role="alert">
          {t('member.rewards.moreFailed')}
        </p>
      )}
      {canMore && (
        <button type="button" className="btn btn-ghost btn-small" disabled={loadingMore} onClick={onMore}>
          {t(moreFailed ? 'member.rewards.retry' : 'member.rewards.more')}
        </button>
      )}
    </section>
  );
}
