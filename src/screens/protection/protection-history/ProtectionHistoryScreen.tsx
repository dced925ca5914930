import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useAppActor, useScreenActor } from '../../../app/system';
import { useMemberCentreGate } from '../../../app/useMemberCentreGate';
import { type AuditEntry, describeEntry } from '../../../domain/protection/auditEntry';
import { selectWallet } from '../../../machines/account/session.view';
import { protectionHistoryMachine } from '../../../machines/protection/protectionHistory.machine';
import * as view from '../../../machines/protection/protectionHistory.view';
import * as languageView from '../../../machines/shell/language.view';
import { type PhraseSettings, paramText, phrasesText } from '../../../ui/protection/phraseText';
import { timeText } from '../../../ui/wallet/timeText';
import '../../../ui/protection/hub.css';
import { FailedState, LoadingState } from '../../../ui/LoadingState';

/**
 * /m/member/protectionHistory (issue 16 "Audit trail"): every change of a limit, reality check, time-out or
 * self-exclusion and every refusal they caused, newest first, in the player's language: when, which tool, what
 * changed (before and after) or what was refused, and who. Members only (the member centre's gate).
 */
export default function ProtectionHistoryScreen() {
  const { titleBar } = useScreen();
  const decision = useMemberCentreGate();
  return (
    <div className="hub-page" data-testid="protection-history">
      {!titleBar && <ScreenHeading hidden />}
      {decision?.kind === 'go' && <History />}
    </div>
  );
}

function History() {
  const { t } = useTranslation();
  const actor = useScreenActor(protectionHistoryMachine);
  const entries = useSelector(actor, view.historyEntries);
  const loading = useSelector(actor, view.historyLoading);
  const failed = useSelector(actor, view.historyFailed);
  const empty = useSelector(actor, view.historyEmpty);
  const canLoadMore = useSelector(actor, view.historyCanLoadMore);
  const loadingMore = useSelector(actor, view.historyLoadingMore);
  const moreFailed = useSelector(actor, view.historyMoreFailed);
  const symbol = useSelector(useAppActor('session'), selectWallet)?.currencySymbol ?? '';
  const language = useSelector(useAppActor('language'), languageView.language);
  const settings: PhraseSettings = { symbol, language };
  const H = 'protection.hub.history';
  return (
    <>
      {loading && <LoadingState size={24} />}
      {failed && <FailedState message={t(`${H}.failed`)} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {empty && <p className="hub-note">{t(`${H}.empty`)}</p>}
      {entries.length > 0 && (
        <ol className="hub-history">
          {entries.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} settings={settings} />
          ))}
        </ol>
      )}
      {moreFailed && <FailedState message={t(`${H}.moreFailed`)} onRetry={() => actor.send({ type: 'RETRY' })} />}
      {(canLoadMore || loadingMore) && (
        <button
          type="button"
          className="btn btn-secondary btn-block"
          aria-busy={loadingMore}
          aria-disabled={loadingMore}
          onClick={() => actor.send({ type: 'MORE' })}
        >
          {t(`${H}.more`)}
        </button>
      )}
    </>
  );
}

function HistoryRow({ entry, settings }: { entry: AuditEntry; settings: PhraseSettings }) {
  const { t } = useTranslation();
  const described = describeEntry(entry);
  const H = 'protection.hub.history';
  const headingId = `history-${entry.id}`;
  return (
    <li className="hub-entry" aria-labelledby={headingId} data-testid="history-entry" data-action={entry.action}>
      <h2 id={headingId}>
        {paramText(described.tool, t, settings)}: {paramText(described.action, t, settings)}
      </h2>
      <time dateTime={entry.at}>{timeText(entry.at, settings.language) || entry.at}</time>
      {(described.refused || described.from || described.to) && (
        <dl>
          {described.refused && (
            <>
              <dt className="hub-refused">{t(`${H}.refused`)}</dt>
              <dd>{phrasesText(described.refused, t, settings)}</dd>
            </>
          )}
          {described.from && (
            <>
              <dt>{t(`${H}.from`)}</dt>
              <dd>{phrasesText(described.from, t, settings)}</dd>
            </>
          )}
          {described.to && (
            <>
              <dt>{t(`${H}.to`)}</dt>
              <dd>{phrasesText(described.to, t, settings)}</dd>
            </>
          )}
        </dl>
      )}
      <p className="hub-by">{t(`${H}.by`, { source: paramText(described.source, t, settings) })}</p>
    </li>
  );
}
