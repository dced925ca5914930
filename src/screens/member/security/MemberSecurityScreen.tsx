import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useAppActor, useScreenActor } from '../../../app/system';
import { useMemberCentreGate } from '../../../app/useMemberCentreGate';
import { otherSessionCount } from '../../../domain/member/sessions';
import { pathTo } from '../../../domain/shell/paths';
import { selectMember } from '../../../machines/account/session.view';
import { activeSessionsMachine } from '../../../machines/member/activeSessions.machine';
import * as sessionsView from '../../../machines/member/activeSessions.view';
import * as languageView from '../../../machines/shell/language.view';
import { paymentPasswordMachine } from '../../../machines/wallet/paymentPassword.machine';
import * as withdrawView from '../../../machines/wallet/withdraw.view';
import { useFocusField } from '../../../ui/form/useFocusField';
import { SessionList } from '../../../ui/member/SessionList';
import { WithdrawPaymentPasswordForm } from '../../../ui/wallet/WithdrawPaymentPasswordForm';
import { useWalletMessage } from '../../../ui/wallet/withdrawText';
import '../../../ui/wallet/withdraw.css';
import '../../../ui/member/security.css';
import { LoadingState } from '../../../ui/LoadingState';

/**
 * /m/member/security (issue 15 item 7): login password (change password), payment password (set or change, the
 * wallet's machine), mobile binding (the profile's), and the account's active sessions. A visitor goes to login, a
 * trial member gets the register alert (the member centre's rule, §4).
 */
export default function MemberSecurityScreen() {
  const { titleBar } = useScreen();
  const decision = useMemberCentreGate();
  return (
    <div className="security-page" data-testid="member-security">
      {!titleBar && <ScreenHeading hidden />}
      {decision?.kind === 'go' && <SecuritySections />}
    </div>
  );
}

function SecuritySections() {
  const { t } = useTranslation();
  const session = useAppActor('session');
  const member = useSelector(session, selectMember);
  const mobile = typeof member?.mobileNum === 'string' ? member.mobileNum : '';
  const verified = member?.mobileVerified === true;
  return (
    <>
      <section className="security-card" aria-labelledby="security-login-title">
        <div className="security-row">
          <div>
            <h2 id="security-login-title">{t('member.security.loginPassword.title')}</h2>
            <p className="security-note">{t('member.security.loginPassword.note')}</p>
          </div>
          <a className="btn btn-secondary security-small-button" href={pathTo('changePsw')}>
            {t('member.security.loginPassword.change')}
          </a>
        </div>
      </section>
      <PaymentPasswordCard hasPassword={member?.hasPaymentPassword === true} />
      <section className="security-card" aria-labelledby="security-mobile-title">
        <div className="security-row">
          <div>
            <h2 id="security-mobile-title">{t('member.security.mobile.title')}</h2>
            <p className="security-note" data-testid="security-mobile-state">
              {mobile === ''
                ? t('member.security.mobile.none')
                : t(verified ? 'member.security.mobile.verified' : 'member.security.mobile.unverified', { mobile })}
            </p>
          </div>
          <a className="btn btn-secondary security-small-button" href={`${pathTo('memberProfile')}?section=mobile`}>
            {t(mobile !== '' && verified ? 'member.security.mobile.change' : 'member.security.mobile.bind')}
          </a>
        </div>
      </section>
      <SessionsCard />
    </>
  );
}

/** Set (or change) the payment password with the login password; the form opens on a tap, closes once saved. */
function PaymentPasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(0);
  return (
    <section className="security-card" aria-labelledby="security-payment-title" data-testid="security-payment">
      <div className="security-row">
        <div>
          <h2 id="security-payment-title">{t('member.security.payment.title')}</h2>
          <p className="security-note">
            {t(hasPassword ? 'member.security.payment.set' : 'member.security.payment.notSet')}
          </p>
        </div>
        {open === 0 && (
          <button type="button" className="btn btn-secondary security-small-button" onClick={() => setOpen(1)}>
            {t(hasPassword ? 'member.security.payment.change' : 'member.security.payment.setButton')}
          </button>
        )}
      </div>
      {open > 0 && <PaymentPasswordForm key={open} hasPassword={hasPassword} onDone={() => setOpen(0)} />}
    </section>
  );
}

function PaymentPasswordForm({ hasPassword, onDone }: { hasPassword: boolean; onDone: () => void }) {
  const { t } = useTranslation();
  const session = useAppActor('session');
  const actor = useScreenActor(paymentPasswordMachine);
  const form = useSelector(actor, withdrawView.passwordForm);
  const saving = useSelector(actor, withdrawView.passwordSaving);
  const done = useSelector(actor, withdrawView.passwordDone);
  useFocusField(form.focus, 'paymentPassword');
  useEffect(() => {
    if (!done) return;
    // Member info says whether a payment password is set.
    session.send({ type: 'REFRESH_MEMBER' });
    onDone();
  }, [done, onDone, session]);
  return (
    <WithdrawPaymentPasswordForm
      form={form}
      saving={saving}
      onChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      texts={{
        title: t(hasPassword ? 'member.security.payment.changeTitle' : 'member.security.payment.setTitle'),
        note: t('member.security.payment.intro'),
        submit: t('member.security.payment.save'),
      }}
    />
  );
}

function SessionsCard() {
  const { t } = useTranslation();
  const msg = useWalletMessage();
  const language = useSelector(useAppActor('language'), languageView.language);
  const actor = useScreenActor(activeSessionsMachine);
  const loading = useSelector(actor, sessionsView.sessionsLoading);
  const failed = useSelector(actor, sessionsView.sessionsFailed);
  const sessions = useSelector(actor, sessionsView.sessionList);
  const refusal = useSelector(actor, sessionsView.sessionsRefusal);
  const busy = useSelector(actor, sessionsView.signingOut);
  const signingOutId = useSelector(actor, sessionsView.signingOutId);
  const others = otherSessionCount(sessions);
  return (
    <section className="security-card" aria-labelledby="security-sessions-title" data-testid="security-sessions">
      <h2 id="security-sessions-title">{t('member.security.sessions.title')}</h2>
      {loading && <LoadingState size={24} />}
      {failed && (
        <div className="centered-state">
          <p>{t('member.security.sessions.failed')}</p>
          <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('member.security.sessions.retry')}
          </button>
        </div>
      )}
      {!loading && !failed && (
        <>
          <SessionList
            sessions={sessions}
            language={language}
            busy={busy}
            signingOutId={signingOutId}
            onSignOut={(id) => actor.send({ type: 'SIGN_OUT', id })}
          />
          {refusal && (
            <p className="withdraw-refusal" role="alert">
              {msg(refusal)}
            </p>
          )}
          {others > 0 ? (
            <button
              type="button"
              className="btn btn-primary btn-block"
              aria-disabled={busy}
              aria-busy={busy}
              onClick={() => actor.send({ type: 'SIGN_OUT_OTHERS' })}
            >
              {t('member.security.sessions.signOutOthers', { count: others })}
            </button>
          ) : (
            <p className="security-note">{t('member.security.sessions.onlyThis')}</p>
          )}
        </>
      )}
    </section>
  );
}
