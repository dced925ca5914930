import { type KeyboardEvent, type ReactNode, useRef } from 'react';
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

/**
 * The panel `Tabs` with the same `idPrefix` controls, labelled by the selected tab; without tabs (`tabbed` false: one
 * method only) just its content. A wrapper of its own: the form inside keeps its role.
 */
export function TabPanel<K extends string>({
  idPrefix,
  selected,
  tabbed,
  children,
}: {
  idPrefix: string;
  selected: K;
  tabbed: boolean;
  children: ReactNode;
}) {
  if (!tabbed) return children;
  return (
    <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${selected}`}>
      {children}
    </div>
  );
}
