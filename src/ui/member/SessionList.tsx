import { useTranslation } from 'react-i18next';
import type { ActiveSession } from '../../domain/member/sessions';
import { timeText } from '../wallet/timeText';

export interface SessionListProps {
  sessions: ActiveSession[];
  language: string;
  /** A sign-out call runs: the buttons wait. */
  busy: boolean;
  signingOutId: string | null;
  onSignOut: (id: string) => void;
}

/** The account's sessions: device, address, last seen; this device marked, each other one with its Sign out. */
export function SessionList({ sessions, language, busy, signingOutId, onSignOut }: SessionListProps) {
  const { t } = useTranslation();
  return (
    <ul className="security-sessions">
      {sessions.map((s) => {
        const device = s.device || t('member.security.sessions.unknownDevice');
        return (
          <li key={s.id} className="security-session" data-current={s.current}>
            <div className="security-session-text">
              <span className="security-session-device">
                {device}
                {s.current && <span className="security-badge">{t('member.security.sessions.thisDevice')}</span>}
              </span>
              <span className="security-session-meta">
                {t('member.security.sessions.lastSeen', { time: timeText(s.lastSeenAt, language) })}
                {s.ip && ` · ${s.ip}`}
              </span>
            </div>
            {!s.current && (
              <button
                type="button"
                className="btn btn-secondary security-small-button"
                aria-label={t('member.security.sessions.signOutOne', { device })}
                aria-disabled={busy}
                aria-busy={signingOutId === s.id}
                onClick={() => onSignOut(s.id)}
              >
                {t('member.security.sessions.signOut')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
