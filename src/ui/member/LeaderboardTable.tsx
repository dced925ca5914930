import { useTranslation } from 'react-i18next';
import type { LeaderboardRow } from '../../domain/member/leaderboard';
import { moneyText } from '../../domain/wallet/money';

/** The ranked, masked names with what they won in the period. */
export function LeaderboardTable({ rows, symbol }: { rows: LeaderboardRow[]; symbol: string }) {
  const { t } = useTranslation();
  return (
    <table className="vip-table" data-testid="leaderboard-rows">
      <caption className="visually-hidden">{t('member.leaderboard.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('member.leaderboard.rank')}</th>
          <th scope="col">{t('member.leaderboard.player')}</th>
          <th scope="col">{t('member.leaderboard.won')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rank}>
            <td>{row.rank}</td>
            <td>{row.customerName}</td>
            <td>{moneyText(row.winAmount, symbol)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
