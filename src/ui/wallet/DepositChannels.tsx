import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '../../domain/wallet/deposit';
import { Tabs } from '../form/Tabs';
import { kindKey, money } from './depositText';
import './deposit.css';

/** The limits and fee of a channel in one line. */
function ChannelTerms({ channel, symbol }: { channel: DepositChannel; symbol: string }) {
  const { t } = useTranslation();
  return (
    <span className="dep-terms">
      {t('wallet.deposit.limits', { min: money(channel.min, symbol), max: money(channel.max, symbol) })}
      {' · '}
      {channel.feePercent > 0 ? t('wallet.deposit.fee', { percent: channel.feePercent }) : t('wallet.deposit.noFee')}
    </span>
  );
}

/** The channel's kind, unless its name already says it. */
function KindLine({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const kind = t(kindKey(channel.kind));
  if (kind.toLowerCase() === channel.name.toLowerCase()) return null;
  return <span className="dep-channel-kind">{kind}</span>;
}

/** The channel list of the detail view (dep_func 1): one button per channel, to its detail page. */
export function DepositChannelList({
  channels,
  symbol,
  onPick,
}: {
  channels: DepositChannel[];
  symbol: string;
  onPick: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="dep-card" aria-labelledby="dep-channels-title">
      <h2 id="dep-channels-title" className="dep-card-title">
        {t('wallet.deposit.channelsTitle')}
      </h2>
      {channels.length === 0 ? (
        <p className="dep-muted">{t('wallet.deposit.noChannels')}</p>
      ) : (
        <ul className="dep-channel-list">
          {channels.map((c) => (
            <li key={c.code}>
              <button type="button" className="dep-channel" data-channel={c.code} onClick={() => onPick(c.code)}>
                <span className={`dep-channel-icon dep-kind-${c.kind}`} aria-hidden="true">
                  {c.name.slice(0, 1)}
                </span>
                <span className="dep-channel-text">
                  <span className="dep-channel-name">{c.name}</span>
                  <KindLine channel={c} />
                  <ChannelTerms channel={c} symbol={symbol} />
                </span>
                <span className="dep-chevron" aria-hidden="true">
                  ›
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The channel tabs of the compact form (dep_func not 1). */
export function DepositChannelTabs({
  channels,
  selected,
  onPick,
}: {
  channels: DepositChannel[];
  selected: string;
  onPick: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      label={t('wallet.deposit.channelTabs')}
      items={channels.map((c) => ({ key: c.code, label: c.name }))}
      selected={selected}
      onSelect={onPick}
      idPrefix="dep"
    />
  );
}

/** The head of a channel's detail page: its name, kind, limits and fee. */
export function DepositChannelHead({ channel, symbol }: { channel: DepositChannel; symbol: string }) {
  return (
    <div className="dep-channel-head">
      <span className={`dep-channel-icon dep-kind-${channel.kind}`} aria-hidden="true">
        {channel.name.slice(0, 1)}
      </span>
      <div className="dep-channel-text">
        <h2 className="dep-channel-name">{channel.name}</h2>
        <KindLine channel={channel} />
        <ChannelTerms channel={channel} symbol={symbol} />
      </div>
    </div>
  );
}
