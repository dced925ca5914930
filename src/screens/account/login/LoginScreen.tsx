import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppActor, useScreenActor } from '../../../app/system';
import type { LoginMethod } from '../../../domain/account/login';
import { pathTo } from '../../../domain/shell/paths';
import { countriesMachine } from '../../../machines/account/countries.machine';
import * as countriesView from '../../../machines/account/countries.view';
import { type LoginField, loginMachine } from '../../../machines/account/login.machine';
import * as loginView from '../../../machines/account/login.view';
import { selectStartingFreePlay } from '../../../machines/account/session.view';
import { Checkbox } from '../../../ui/form/Checkbox';
import { LockIcon, UserIcon } from '../../../ui/form/FormIcons';
import { PasswordField } from '../../../ui/form/PasswordField';
import { PhoneCodeFields } from '../../../ui/form/PhoneCodeFields';
import { TabPanel, Tabs } from '../../../ui/form/Tabs';
import { TextField } from '../../../ui/form/TextField';
import { useFocusField } from '../../../ui/form/useFocusField';
import { CaptchaInput, SmsButton } from '../shared/AccountWidgets';
import {
  AccountHero,
  AccountTop,
  ConfigPending,
  submitTo,
  useAccountConfig,
  useMessage,
} from '../shared/accountScreen';

/** /m/login (spec §2 "Login", §4, §5): reads the login machine and sends it what the player does. */
export default function LoginScreen() {
  const config = useAccountConfig();
  if (!config.ready) return <ConfigPending />;
  return <LoginForm />;
}

/** The form follows the site config and the language itself (the login machine hears them through the system). */
export interface LoginFormProps {
  /** 'modal': the login popup variant (LoginModal): the popup machine decides what follows the login. */
  variant?: 'page' | 'modal';
}

export function LoginForm(props: LoginFormProps) {
  const sessionActor = useAppActor('session');
  const modal = props.variant === 'modal';
  const { t } = useTranslation();
  const msg = useMessage();
  const login = useScreenActor(loginMachine, { input: { redirectTo: modal ? null : undefined } });
  const countries = useScreenActor(countriesMachine);
  const c = useSelector(login, loginView.form);
  // A refusal the site knows (a time-out with its end, issue 16) in the player's language, else the server's text.
  const serverText =
    c.serverError && (c.serverMessage ? t(c.serverMessage.key, c.serverMessage.params) : c.serverError);
  const submitting = useSelector(login, loginView.submitting);
  const captcha = useSelector(login, loginView.captcha);
  const sms = useSelector(login, loginView.sms);
  const countryList = useSelector(countries, countriesView.countries);
  const freePlayStarting = useSelector(sessionActor, selectStartingFreePlay);
  useFocusField(c.focus, 'login');

  const change = (field: Parameters<typeof login.send>[0] & { type: 'CHANGE' }) => login.send(field);
  const set =
    (field: 'username' | 'password' | 'mobile' | 'smsCode' | 'captcha' | 'countryDialingCode') => (value: string) =>
      change({ type: 'CHANGE', field, value });
  const blur = (field: LoginField) => () => login.send({ type: 'BLUR', field });
  const error = (field: LoginField) => msg(c.errors[field]);
  const field = (name: 'mobile' | 'smsCode') => ({
    id: `login-${name}`,
    value: c.values[name],
    onChange: set(name),
    onBlur: blur(name),
    error: error(name),
  });

  const tabs: { key: LoginMethod; label: string }[] = [
    { key: 'username', label: t('account.login.tabPassword') },
    { key: 'sms', label: t('account.login.tabSms') },
  ];

  return (
    <div className={modal ? 'login-modal-body' : 'account-page'}>
      {!modal && <AccountTop />}
      {!modal && <AccountHero title={t('account.login.title')} subtitle={t('account.login.subtitle')} />}
      <div className="account-card">
        {c.saved ? (
          // A remembered device: one tap logs in with its device token (no password is kept on the device).
          <form className="account-form" onSubmit={submitTo(login)} noValidate>
            <p className="saved-login" id="login-saved">
              <UserIcon /> {t('account.login.savedAs', { name: c.saved.username })}
            </p>
            <FormAlert text={serverText} />
            <SubmitButton submitting={submitting} />
            <button
              type="button"
              className="btn btn-secondary btn-block"
              disabled={submitting}
              onClick={() => login.send({ type: 'FORGET_SAVED' })}
            >
              {t('account.login.useAnother')}
            </button>
          </form>
        ) : (
          <>
            {c.smsLoginEnabled && (
              <Tabs
                label={t('account.login.methodLabel')}
                items={tabs}
                selected={c.method}
                onSelect={(method) => login.send({ type: 'SWITCH_METHOD', method })}
                idPrefix="login-method"
              />
            )}
            <TabPanel idPrefix="login-method" selected={c.method} tabbed={c.smsLoginEnabled}>
              <form className="account-form" onSubmit={submitTo(login)} noValidate>
                {c.method === 'username' ? (
                  <>
                    <TextField
                      id="login-username"
                      label={t('account.fields.username')}
                      placeholder={t('account.placeholders.username')}
                      value={c.values.username}
                      onChange={set('username')}
                      onBlur={blur('username')}
                      error={error('username')}
                      autoComplete="username"
                      autoCapitalize="off"
                      spellCheck={false}
                      leading={<UserIcon />}
                    />
                    <PasswordField
                      id="login-password"
                      label={t('account.fields.password')}
                      placeholder={t('account.placeholders.password')}
                      value={c.values.password}
                      onChange={set('password')}
                      onBlur={blur('password')}
                      error={error('password')}
                      autoComplete="current-password"
                      leading={<LockIcon />}
                    />
                  </>
                ) : (
                  <PhoneCodeFields
                    mobile={field('mobile')}
                    dialingCode={c.values.countryDialingCode}
                    dialingCodes={countryList}
                    onDialingCodeChange={set('countryDialingCode')}
                    code={{
                      ...field('smsCode'),
                      sendButton: sms && <SmsButton sms={sms} onSend={() => login.send({ type: 'SEND_SMS' })} />,
                    }}
                  />
                )}
                {c.captchaShown && captcha && (
                  <CaptchaInput
                    captcha={captcha}
                    id="login-captcha"
                    value={c.values.captcha}
                    error={error('captcha')}
                    onChange={set('captcha')}
                    onRefresh={() => login.send({ type: 'CAPTCHA_REFRESH' })}
                  />
                )}
                <FormAlert text={serverText} />
                <FormAlert text={c.savedLoginExpired ? t('account.login.savedLoginExpired') : null} />
                <div className="form-row">
                  <Checkbox
                    id="login-remember"
                    checked={c.remember}
                    onChange={() => login.send({ type: 'TOGGLE_REMEMBER' })}
                  >
                    {t('account.login.remember')}
                  </Checkbox>
                  <Link href={pathTo('forget')}>{t('account.login.forgot')}</Link>
                </div>
                <SubmitButton submitting={submitting} />
              </form>
            </TabPanel>
          </>
        )}
        <div className="divider">{t('account.login.or')}</div>
        <button
          type="button"
          className="btn btn-secondary btn-block"
          disabled={freePlayStarting}
          onClick={() => sessionActor.send({ type: 'FREE_PLAY' })}
        >
          {t('account.freePlay.start')}
        </button>
      </div>
      <p className="account-links">
        <span>{t('account.login.noAccount')}</span>
        <Link href={pathTo('register')}>{t('account.login.signUp')}</Link>
      </p>
    </div>
  );
}

function FormAlert({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="form-alert" role="alert">
      {text}
    </p>
  );
}

/** Log in, for the saved-login and the full form alike. */
function SubmitButton({ submitting }: { submitting: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={submitting} aria-busy={submitting}>
      {submitting ? t('account.login.submitting') : t('account.login.submit')}
    </button>
  );
}
