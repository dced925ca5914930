import { badgeText } from '../../domain/messages/centre';
import './badge.css';

/**
 * A row's unread count, capped at 99+ (spec §9): nothing for zero. The number is for the eye; `label` (e.g. "5
 * unread", the exact count) is what a screen reader hears.
 */
export function UnreadBadge({ count, label }: { count: number; label: string }) {
  const text = badgeText(count);
  if (!text) return null;
  return (
    <span className="msg-badge" data-testid="unread-badge">
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
