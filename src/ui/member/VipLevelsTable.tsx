import { useTranslation } from 'react-i18next';
import type { VipLevel } from '../../domain/member/vip';
import { moneyText } from '../../domain/wallet/money';

/** Every level with its threshold and benefits; the member's level is marked. */
export function VipLevelsTable({ levels, current, symbol }: { levels: VipLevel[]; current: number; symbol: string }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="vip-table-wrap" tabIndex={0} aria-label={t('member.vip.levelsCaption')}>
      <table className="vip-table" data-testid="vip-levels">
        <caption className="visually-hidden">{t('member.vip.levelsCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('member.vip.level')}</th>
            <th scope="col">{t('member.vip.threshold')}</th>
            <th scope="col">{t('member.vip.rebate')}</th>
            <th scope="col">{t('member.vip.upgradeBonus')}</th>
            <th scope="col">{t('member.vip.birthdayBonus')}</th>
            <th scope="col">{t('member.vip.monthlySalary')}</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((level) => (
            <tr
              key={level.level}
              className={level.level === current ? 'is-current' : undefined}
              aria-current={level.level === current ? 'true' : undefined}
            >
              <th scope="row">{level.name}</th>
              <td>{moneyText(level.threshold, symbol)}</td>
              <td>{`${level.rebatePercent.toFixed(2)}%`}</td>
              <td>{moneyText(level.upgradeBonus, symbol)}</td>
              <td>{moneyText(level.birthdayBonus, symbol)}</td>
              <td>{moneyText(level.monthlySalary, symbol)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
