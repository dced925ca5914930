import { useTranslation } from 'react-i18next';
import type { ValidationMessage } from '../../domain/account/validation';
import type { Reward } from '../../domain/member/rewards';
import { moneyText } from '../../domain/wallet/money';
import { timeText } from '../wallet/timeText';
import { useWalletMessage } from '../wallet/withdrawText';

export interface RewardCardProps {
  reward: Reward;
  symbol: string;
  language: string;
  /** The claim machine's state, for data-state. */
  state: string;
  busy: boolean;
  failed: boolean;
  refusal: ValidationMessage | null;
  onClaim: () => void;
}

/** One reward: its title in the player's language, amount, claim state and dates, and the Claim button. */
export function RewardCard({ reward, symbol, language, state, busy, failed, refusal, onClaim }: RewardCardProps) {
  const { t } = useTranslation();
  const message = useWalletMessage();
  const title = t(`member.rewards.titles.${reward.titleKey}`, { defaultValue: reward.title });
  const refusalText = message(refusal);
  return (
    <article
      className="reward-card"
      aria-label={title}
      data-reward={reward.id}
      data-status={reward.status}
      data-state={state}
    >
      <div className="reward-row">
        <h2 className="reward-title">{title}</h2>
        <span className={`reward-status reward-status-${reward.status.toLowerCase()}`}>
          {t(`member.rewards.status.${reward.status}`)}
        </span>
      </div>
      <div className="reward-row">
        <strong className="reward-amount">{moneyText(reward.amount, symbol)}</strong>
        {reward.status === 'AVAILABLE' && (
          <button
            type="button"
            className="btn btn-primary btn-small"
            disabled={busy}
            aria-busy={busy}
            onClick={onClaim}
            aria-label={t(failed ? 'member.rewards.retryClaimNamed' : 'member.rewards.claimNamed', { title })}
          >
            {t(failed ? 'member.rewards.retryClaim' : 'member.rewards.claim')}
          </button>
        )}
      </div>
      <p className="reward-meta">
        {reward.status === 'CLAIMED' && t('member.rewards.claimedAt', { time: timeText(reward.claimedAt, language) })}
        {reward.status !== 'CLAIMED' &&
          (reward.expiresAt
            ? t(reward.status === 'EXPIRED' ? 'member.rewards.expiredAt' : 'member.rewards.expiresAt', {
                time: timeText(reward.expiresAt, language),
              })
            : t('member.rewards.noExpiry'))}
      </p>
      {refusalText && (
        <p className="reward-refusal" role="alert">
          {refusalText}
        </p>
      )}
    </article>
  );
}
