import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CentreEntryId, CentreGroupId, CentreLayout } from '../../domain/member/centre';
import { UnreadBadge } from '../messages/UnreadBadge';
import { ENTRY_ICONS } from './centreIcons';

export interface EntryView {
  id: CentreEntryId;
  /** Which icon: the invite entry of an agent shows the agent's. */
  icon: CentreEntryId | 'agent';
  label: string;
  /** A second line (the classic list) or a small note (the tiles): the theme, the language, "contact service". */
  hint?: string;
  /** A plain navigation: a link. Without it the entry is a button (entry rules, dialogs, toggles). */
  href?: string;
  unread?: number;
  unreadLabel?: string;
  onActivate: () => void;
}

export interface EntryGroupView {
  id: CentreGroupId;
  title: string;
  entries: EntryView[];
}

/**
 * Member home's entries in their groups: a plain list of rows (classic layout) or a grid of shortcut tiles (new
 * layout). The same entries either way; a link when the entry only navigates, else a button.
 */
export function CentreEntries({ layout, groups }: { layout: CentreLayout; groups: EntryGroupView[] }) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.id} className="mc-group" aria-labelledby={`mc-group-${group.id}`}>
          <h2 id={`mc-group-${group.id}`}>{group.title}</h2>
          <ul className={layout === 'new' ? 'mc-grid' : 'mc-list'}>
            {group.entries.map((entry) => (
              <li key={entry.id}>
                <Entry entry={entry} layout={layout} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function Entry({ entry, layout }: { entry: EntryView; layout: CentreLayout }) {
  const { t } = useTranslation();
  const Icon = ENTRY_ICONS[entry.icon];
  const content = (
    <>
      <span className="mc-entry-icon" aria-hidden="true">
        <Icon size={layout === 'new' ? 24 : 20} />
      </span>
      <span className="mc-entry-text">
        <span className="mc-entry-label">{entry.label}</span>
        {entry.hint && <span className="mc-entry-hint">{entry.hint}</span>}
      </span>
      <UnreadBadge count={entry.unread ?? 0} label={entry.unreadLabel ?? t('centre.unread', { count: entry.unread })} />
      {layout === 'classic' && (
        <span className="mc-entry-chevron" aria-hidden="true">
          ›
        </span>
      )}
    </>
  );
  return entry.href ? (
    <Link href={entry.href} className="mc-entry" data-entry={entry.id}>
      {content}
    </Link>
  ) : (
    <button type="button" className="mc-entry" data-entry={entry.id} onClick={entry.onActivate}>
      {content}
    </button>
  );
}
