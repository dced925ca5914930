import { type KeyboardEvent, useRef } from 'react';
import './form.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

export interface TabsProps<K extends string> {
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  /** Id prefix: each tab controls the panel `${idPrefix}-panel`. */
  idPrefix: string;
}

/** Tabs (login method, registration method): a tablist with arrow-key support. */
export function Tabs<K extends string>({ label, items, selected, onSelect, idPrefix }: TabsProps<K>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, index: number) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const next = (index + (e.key === 'ArrowRight' ? 1 : items.length - 1)) % items.length;
    const item = items[next];
    if (!item) return;
    onSelect(item.key);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((item, i) => (
        <button
          key={item.key}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${item.key}`}
          aria-selected={item.key === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={item.key === selected ? 0 : -1}
          className={item.key === selected ? 'tab tab-active' : 'tab'}
          onClick={() => onSelect(item.key)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
