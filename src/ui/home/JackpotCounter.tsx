import { CrownIcon } from '../icons';

/** The jackpot banner (spec §2): currency symbol and a growing figure with thousands separators, no decimals. */
export function JackpotCounter({ label, symbol, value }: { label: string; symbol: string; value: string }) {
  return (
    <section className="jackpot" aria-label={label}>
      <span className="jackpot-title">
        <CrownIcon size={18} />
        {label}
      </span>
      <output className="jackpot-value" aria-live="off">
        <span className="jackpot-symbol">{symbol}</span>
        {value}
      </output>
    </section>
  );
}
