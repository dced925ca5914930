import type { ComponentType, ReactNode } from 'react';
import { UnreadBadge } from './UnreadBadge';

interface Props {
  id: string;
  icon: ComponentType<{ size?: number }>;
  title: string;
  hint: string;
  unread?: number;
  unreadLabel?: string;
  /** The row's action is running (the chat is being launched). */
  busy?: boolean;
  busyText?: string;
  onActivate: () => void;
  /** Extra attributes for tests (the chat's phase). */
  data?: Record<`data-${string}`, string>;
  trailing?: ReactNode;
}

/** One row of the message centre hub (spec §2 "Message center"): icon, title, hint, unread badge, chevron. */
export function CentreRow({
  id,
  icon: Icon,
  title,
  hint,
  unread = 0,
  unreadLabel = '',
  busy,
  busyText,
  onActivate,
  data,
}: Props) {
  return (
    <li>
      <button
        type="button"
        className="msg-row"
        data-row={id}
        aria-busy={busy || undefined}
        onClick={onActivate}
        {...data}
      >
        <span className="msg-row-icon" aria-hidden="true">
          <Icon size={22} />
        </span>
        <span className="msg-row-text">
          <span className="msg-row-title">{title}</span>
          <span className="msg-row-hint">{busy && busyText ? busyText : hint}</span>
        </span>
        <UnreadBadge count={unread} label={unreadLabel} />
        <span className="msg-row-chevron" aria-hidden="true">
          ›
        </span>
      </button>
    </li>
  );
}
