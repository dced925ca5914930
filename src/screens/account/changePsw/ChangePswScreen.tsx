import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppActor, useScreenActor } from '../../../app/system';
import type { RegisterSettings } from '../../../domain/account/validation';
import { pathTo } from '../../../domain/shell/paths';
import { type ChangePasswordField, changePasswordMachine } from '../../../machines/account/changePassword.machine';
import * as changePasswordView from '../../../machines/account/changePassword.view';
import {
  selectIsLoggedIn,
  selectPasswordChange,
  selectPasswordLogin,
  selectUserName,
} from '../../../machines/account/session.view';
import { PasswordField } from '../../../ui/form/PasswordField';
import { useFocusField } from '../../../ui/form/useFocusField';
import {
  AccountHero,
  AccountTop,
  ConfigPending,
  submitTo,
  useAccountConfig,
  useMessage,
} from '../shared/accountScreen';

/** /m/changePsw (spec §2 "Change password", §4, §5). */
export default function ChangePswScreen() {
  const config = useAccountConfig();
  if (!config.ready) return <ConfigPending />;
  return <ChangePswForm settings={config.settings} />;
}

function ChangePswForm({ settings }: { settings: RegisterSettings }) {
  const sessionActor = useAppActor('session');
  const { t } = useTranslation();
  const msg = useMessage();
  const loggedIn = useSelector(sessionActor, selectIsLoggedIn);
  const userName = useSelector(sessionActor, selectUserName);
  const passwordLogin = useSelector(sessionActor, selectPasswordLogin);
  // A forced change (issue 15): the shell keeps the player here; the reason says why, and logout stays possible.
  const forced = useSelector(sessionActor, selectPasswordChange);
  // The machine takes the session as it was on entry (§4 "on entry with no session go to /m/home").
  // biome-ignore lint/correctness/useExhaustiveDependencies: input is read once, on entry
  const input = useMemo(() => ({ loggedIn, userName, passwordLogin, settings }), [settings]);
  const actor = useScreenActor(changePasswordMachine, { input });
  const c = useSelector(actor, changePasswordView.form);
  const busy = useSelector(actor, changePasswordView.busy);
  useFocusField(c.focus, 'changePsw');

  const field = (name: ChangePasswordField, label: string, placeholder: string, autoComplete: string) => (
    <PasswordField
      id={`changePsw-${name}`}
      label={label}
      placeholder={placeholder}
      value={c.values[name]}
      onChange={(value) => actor.send({ type: 'CHANGE', field: name, value })}
      onBlur={() => actor.send({ type: 'BLUR', field: name })}
      error={msg(c.errors[name])}
      autoComplete={autoComplete}
    />
  );

  return (
    <div className="account-page">
      <AccountTop backTo={pathTo('memberHome')} />
      {forced ? (
        <AccountHero
          title={t('member.security.forced.title')}
          subtitle={t(forced === 'EXPIRED' ? 'member.security.forced.expired' : 'member.security.forced.firstLogin')}
        />
      ) : (
        <AccountHero title={t('account.changePsw.title')} subtitle={t('account.changePsw.subtitle')} />
      )}
      <div className="account-card">
        <form className="account-form" onSubmit={submitTo(actor)} noValidate>
          <div className="field">
            <label className="field-label" htmlFor="changePsw-username">
              {t('account.changePsw.username')}
            </label>
            <input id="changePsw-username" className="readonly-value" value={c.userName} readOnly />
          </div>
          {!c.passwordLogin &&
            field('oldPassword', t('account.changePsw.old'), t('account.changePsw.oldPlaceholder'), 'current-password')}
          {field('newPassword', t('account.changePsw.new'), t('account.changePsw.newPlaceholder'), 'new-password')}
          {field(
            'confirmPassword',
            t('account.changePsw.confirm'),
            t('account.changePsw.confirmPlaceholder'),
            'new-password',
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
            {t('account.changePsw.submit')}
          </button>
          {forced && (
            <button
              type="button"
              className="btn btn-secondary btn-block"
              onClick={() => sessionActor.send({ type: 'LOGOUT' })}
            >
              {t('member.security.forced.logout')}
            </button>
          )}
        </form>
      </div>
    </div>
  );
}
