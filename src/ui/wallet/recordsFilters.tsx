import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RANGE_KEYS, type RangeKey } from '../../domain/wallet/dateRange';
import './records.css';

export interface Choice<K extends string> {
  key: K;
  label: string;
}

interface ChoiceProps<K extends string> {
  label: string;
  name: string;
  choices: Choice<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/**
 * A filter with a few choices (date range, kind of record) as a row of radio buttons styled as chips: one group with
 * its name, arrow keys move between the choices, and the chosen one reads as checked without relying on colour.
 */
export function ChoiceGroup<K extends string>(props: ChoiceProps<K>) {
  const { label, name, choices, selected, onSelect } = props;
  const id = useId();
  return (
    <fieldset className="records-choices" data-filter={name}>
      <legend className="records-filter-label">{label}</legend>
      <div className="records-chips">
        {choices.map((c) => (
          <label key={c.key} className={c.key === selected ? 'records-chip records-chip-on' : 'records-chip'}>
            <input
              type="radio"
              name={`${name}-${id}`}
              value={c.key}
              checked={c.key === selected}
              onChange={() => onSelect(c.key)}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A filter with many choices (the game category) as a labelled select. */
export function ChoiceSelect<K extends string>(props: ChoiceProps<K>) {
  const { label, name, choices, selected, onSelect } = props;
  const id = useId();
  return (
    <div className="records-select" data-filter={name}>
      <label className="records-filter-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} value={selected} onChange={(e) => onSelect(e.target.value as K)}>
        {choices.map((c) => (
          <option key={c.key} value={c.key}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The date range filter both records tabs show (today, 7 days, 30 days). */
export function RangeChoice(props: { selected: RangeKey; onSelect: (key: RangeKey) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup<RangeKey>
      label={t('wallet.records.range.label')}
      name="range"
      choices={RANGE_KEYS.map((key) => ({ key, label: t(`wallet.records.range.${key}`) }))}
      selected={props.selected}
      onSelect={props.onSelect}
    />
  );
}
