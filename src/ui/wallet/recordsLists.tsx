import { useTranslation } from 'react-i18next';
import { moneyText, signedMoneyText } from '../../domain/wallet/money';
import {
  type GameRound,
  type MoneyRecord,
  netDirection,
  type RoundsSummary,
  type SummaryLine,
} from '../../domain/wallet/records';
import { SpinnerIcon } from '../icons';
import { summaryDay } from './recordsFormat';
import { timeText } from './timeText';
import './records.css';

/** What a list shows instead of rows: a spinner, its failure with a retry, or that the period holds nothing. */
export function RecordsListState({
  loading,
  failed,
  empty,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="records-state" role="status">
        <SpinnerIcon size={28} />
        <span className="visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (failed) {
    return (
      <div className="records-state">
        <p>{t('wallet.records.loadFailed')}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return empty ? <p className="records-state">{t('wallet.records.empty')}</p> : null;
}

/** A net amount: its sign and a word say gain or loss; the colour only repeats it. */
export function NetAmount({ value, symbol }: { value: number; symbol: string }) {
  const { t } = useTranslation();
  const direction = netDirection(value);
  return (
    <span className={`records-net records-net-${direction}`} data-net={value.toFixed(2)}>
      <span className="visually-hidden">{t(`wallet.records.net.${direction}`)} </span>
      {signedMoneyText(value, symbol)}
    </span>
  );
}

/** The summary of a period: its total, then one row per day with rounds (bets, wins, net). */
export function RoundsSummaryView({
  summary,
  symbol,
  language,
}: {
  summary: RoundsSummary;
  symbol: string;
  language: string;
}) {
  const { t } = useTranslation();
  const cells = (line: SummaryLine) => (
    <>
      <td>{line.rounds}</td>
      <td>{moneyText(line.bets, symbol)}</td>
      <td>{moneyText(line.wins, symbol)}</td>
      <td>
        <NetAmount value={line.net} symbol={symbol} />
      </td>
    </>
  );
  return (
    <section className="records-summary" aria-labelledby="records-summary-title" data-testid="rounds-summary">
      <h2 id="records-summary-title" className="records-subtitle">
        {t('wallet.records.summary.title')}
      </h2>
      <dl className="records-totals" data-testid="rounds-total">
        <div>
          <dt>{t('wallet.records.summary.rounds')}</dt>
          <dd data-total="rounds">{summary.total.rounds}</dd>
        </div>
        <div>
          <dt>{t('wallet.records.summary.bets')}</dt>
          <dd data-total="bets">{moneyText(summary.total.bets, symbol)}</dd>
        </div>
        <div>
          <dt>{t('wallet.records.summary.wins')}</dt>
          <dd data-total="wins">{moneyText(summary.total.wins, symbol)}</dd>
        </div>
        <div>
          <dt>{t('wallet.records.summary.net')}</dt>
          <dd data-total="net">
            <NetAmount value={summary.total.net} symbol={symbol} />
          </dd>
        </div>
      </dl>
      {summary.days.length > 0 && (
        <div className="records-table-wrap">
          <table className="records-table">
            <caption className="visually-hidden">{t('wallet.records.summary.byDay')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('wallet.records.summary.date')}</th>
                <th scope="col">{t('wallet.records.summary.rounds')}</th>
                <th scope="col">{t('wallet.records.summary.bets')}</th>
                <th scope="col">{t('wallet.records.summary.wins')}</th>
                <th scope="col">{t('wallet.records.summary.net')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{summaryDay(day.date, language)}</th>
                  {cells(day)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The rounds, newest first: game and vendor, time, then bet, win and net. */
export function RoundsList({ rounds, symbol, language }: { rounds: GameRound[]; symbol: string; language: string }) {
  const { t } = useTranslation();
  return (
    <ul className="records-list" aria-label={t('wallet.records.tabs.rounds')} data-testid="rounds-list">
      {rounds.map((r) => (
        <li key={r.roundId} className="records-item" data-round={r.roundId}>
          <div className="records-item-head">
            <span className="records-item-title">{r.gameName || r.roundId}</span>
            <span className="records-item-meta">{r.vendorName}</span>
          </div>
          <div className="records-item-meta">
            <time dateTime={r.createdAt}>{timeText(r.createdAt, language)}</time>
            {r.status === 'OPEN' && <span className="records-badge">{t('wallet.records.round.open')}</span>}
          </div>
          <dl className="records-figures">
            <div>
              <dt>{t('wallet.records.round.bet')}</dt>
              <dd>{moneyText(r.bet, symbol)}</dd>
            </div>
            <div>
              <dt>{t('wallet.records.round.win')}</dt>
              <dd>{moneyText(r.win, symbol)}</dd>
            </div>
            <div>
              <dt>{t('wallet.records.round.net')}</dt>
              <dd>
                <NetAmount value={r.net} symbol={symbol} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Deposits and withdrawals, newest first: kind and status, amount, channel, time, reference. */
export function MoneyList({ records, symbol, language }: { records: MoneyRecord[]; symbol: string; language: string }) {
  const { t } = useTranslation();
  return (
    <ul className="records-list" aria-label={t('wallet.records.tabs.money')} data-testid="money-list">
      {records.map((r) => (
        <li key={r.id} className="records-item" data-record={r.id} data-status={r.status}>
          <div className="records-item-head">
            <span className="records-item-title">{t(`wallet.records.money.${r.kind}`)}</span>
            <span className={`records-status records-status-${r.status.toLowerCase()}`}>
              {t(`wallet.records.status.${r.status}`, { defaultValue: r.status })}
            </span>
          </div>
          <dl className="records-figures">
            <div>
              <dt>{t('wallet.records.money.amount')}</dt>
              <dd className="records-amount">{moneyText(r.amount, symbol)}</dd>
            </div>
            <div>
              <dt>{t('wallet.records.money.channel')}</dt>
              <dd>{r.channelName || r.channel || '-'}</dd>
            </div>
            {r.fee > 0 && (
              <div>
                <dt>{t('wallet.records.money.fee')}</dt>
                <dd>{moneyText(r.fee, symbol)}</dd>
              </div>
            )}
          </dl>
          <div className="records-item-meta">
            <time dateTime={r.createdAt}>{timeText(r.createdAt, language)}</time>
            <span>
              {t('wallet.records.money.reference')}: <span className="records-ref">{r.reference || r.id}</span>
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "More" below a list while pages are left, and a retry when the next page failed. */
export function MoreRows({
  canLoadMore,
  loadingMore,
  moreFailed,
  onMore,
  onRetry,
}: {
  canLoadMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  onMore: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="records-more">
      {(canLoadMore || loadingMore) && (
        <button
          type="button"
          className="btn btn-secondary"
          disabled={loadingMore}
          aria-busy={loadingMore || undefined}
          onClick={onMore}
        >
          {t('wallet.records.more')}
        </button>
      )}
      {moreFailed && (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          {t('wallet.records.loadFailed')}
        </button>
      )}
    </div>
  );
}
