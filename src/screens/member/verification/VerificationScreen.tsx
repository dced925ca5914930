import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useScreenActor } from '../../../app/system';
import { useMemberCentreGate } from '../../../app/useMemberCentreGate';
import { VERIFICATION_SIDES } from '../../../domain/member/verification';
import { verificationMachine } from '../../../machines/member/verification.machine';
import * as view from '../../../machines/member/verification.view';
import { VerificationSidePicker } from '../../../ui/member/VerificationSidePicker';
import '../../../ui/member/verification.css';
import { LoadingState, RetryState } from '../../../ui/LoadingState';

type VerificationActor = Actor<typeof verificationMachine>;

/**
 * /m/member/verification (issue 15 item 6, spec §4): the account's verification state; while not signed the ID
 * images and Submit. A visitor goes to login and a trial member gets the register alert (the member centre's rule).
 */
export default function VerificationScreen() {
  const { t } = useTranslation();
  const { titleBar } = useScreen();
  const decision = useMemberCentreGate();

  return (
    <div className="verify-page" data-testid="verification">
      {!titleBar && <ScreenHeading hidden />}
      {decision?.kind === 'go' ? (
        <VerificationPanes />
      ) : decision?.kind === 'registerPrompt' ? (
        <p className="verify-card verify-muted">{t('member.verification.trial')}</p>
      ) : (
        <LoadingState />
      )}
    </div>
  );
}

function VerificationPanes() {
  const { t } = useTranslation();
  const actor = useScreenActor(verificationMachine);
  const pane = useSelector(actor, view.selectPane);
  if (pane === 'loading') return <LoadingState />;
  if (pane === 'failed') {
    return <RetryState label={t('member.verification.loadFailed')} onRetry={() => actor.send({ type: 'RETRY' })} />;
  }
  const status = pane === 'verified' ? 'VERIFIED' : pane === 'underReview' ? 'UNDER_REVIEW' : 'NOT_SIGNED';
  return (
    <>
      <section className="verify-card" aria-labelledby="verify-status-title" data-status={status}>
        <div className="verify-status">
          <h2 id="verify-status-title">{t('member.verification.statusLabel')}</h2>
          <span className="verify-badge" data-status={status} data-testid="verification-status">
            {t(`member.verification.status.${status}`)}
          </span>
        </div>
        {pane === 'notSigned' && <p className="verify-muted">{t('member.verification.intro')}</p>}
        {pane === 'underReview' && (
          <>
            <p className="verify-muted">{t('member.verification.underReview')}</p>
            <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'REFRESH' })}>
              {t('member.verification.checkAgain')}
            </button>
          </>
        )}
        {pane === 'verified' && <p className="verify-muted">{t('member.verification.verified')}</p>}
      </section>
      {pane === 'notSigned' && <NotSigned actor={actor} />}
    </>
  );
}

function NotSigned({ actor }: { actor: VerificationActor }) {
  const { t } = useTranslation();
  const reason = useSelector(actor, view.selectReason);
  const notice = useSelector(actor, view.selectNotice);
  const uploadingSide = useSelector(actor, view.selectUploadingSide);
  const uploaded = useSelector(actor, view.selectUploaded);
  const busy = useSelector(actor, view.selectBusy);
  const submitting = useSelector(actor, view.selectSubmitting);
  const canRetry = useSelector(actor, view.selectCanRetryUpload);
  const formNotice = notice && notice.side === null ? t(`member.verification.${notice.problem}`) : null;
  return (
    <section className="verify-card" aria-labelledby="verify-documents-title">
      <h2 id="verify-documents-title">{t('member.verification.documentsTitle')}</h2>
      {reason && (
        <p className="verify-reason" role="status" data-testid="verification-reason">
          {t('member.verification.rejected', { reason })}
        </p>
      )}
      <p className="verify-muted">{t('member.verification.hint')}</p>
      <ul className="verify-sides">
        {VERIFICATION_SIDES.map((side) => (
          <VerificationSidePicker
            key={side}
            side={side}
            uploaded={uploaded[side]}
            uploading={uploadingSide === side}
            disabled={busy}
            notice={notice && notice.side === side ? t(`member.verification.${notice.problem}`) : null}
            canRetry={canRetry && notice?.side === side}
            onPick={(file) => actor.send({ type: 'PICK', side, file })}
            onRetry={() => actor.send({ type: 'RETRY_UPLOAD' })}
          />
        ))}
      </ul>
      {formNotice && (
        <p className="verify-error" role="alert">
          {formNotice}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        aria-disabled={busy}
        aria-busy={submitting}
        onClick={() => actor.send({ type: 'SUBMIT' })}
      >
        {submitting ? t('member.verification.submitting') : t('member.verification.submit')}
      </button>
    </section>
  );
}
