interface Props {
  vassalage: string;
  name: string;
  logo?: string;
  selected: boolean;
  onSelect: (vassalage: string) => void;
}

/** A vendor logo chip (spec §2 filter and slot block): tapping the selected chip again clears it. */
export function VendorChip({ vassalage, name, logo, selected, onSelect }: Props) {
  return (
    <button
      type="button"
      className={`vendor-chip${selected ? ' selected' : ''}`}
      aria-pressed={selected}
      onClick={() => onSelect(vassalage)}
    >
      {logo ? <img src={logo} alt="" width={120} height={48} loading="lazy" decoding="async" /> : null}
      <span>{name}</span>
    </button>
  );
}

interface TileProps extends Omit<Props, 'selected'> {
  count?: string;
  /** The vendor the page was opened for (the providers page's `vassalage`). */
  current?: boolean;
}

/** A vendor tile (SPORTS and COCKFIGHT lobbies, providers page): a large logo leading to that vendor. */
export function VendorTile({ vassalage, name, logo, onSelect, count, current }: TileProps) {
  return (
    <button
      type="button"
      className={`vendor-tile${current ? ' current' : ''}`}
      aria-current={current ? 'true' : undefined}
      onClick={() => onSelect(vassalage)}
    >
      {logo ? <img src={logo} alt="" width={240} height={96} loading="lazy" decoding="async" /> : null}
      <span className="vendor-tile-name">{name}</span>
      {count ? <span className="vendor-tile-count">{count}</span> : null}
    </button>
  );
}
