import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useScreenActor } from '../../../app/system';
import type { RegisterSettings } from '../../../domain/account/validation';
import { pathTo } from '../../../domain/shell/paths';
import { countriesMachine } from '../../../machines/account/countries.machine';
import * as countriesView from '../../../machines/account/countries.view';
import { type ForgotField, forgotPasswordMachine } from '../../../machines/account/forgotPassword.machine';
import * as forgotPasswordView from '../../../machines/account/forgotPassword.view';
import { PasswordField } from '../../../ui/form/PasswordField';
import { PhoneCodeFields } from '../../../ui/form/PhoneCodeFields';
import { useFocusField } from '../../../ui/form/useFocusField';
import { SmsButton } from '../shared/AccountWidgets';
import {
  AccountHero,
  AccountTop,
  ConfigPending,
  submitTo,
  useAccountConfig,
  useMessage,
} from '../shared/accountScreen';

/**
 * /m/forget: reset a forgotten password by SMS. The spec names the route only; this is what a player expects:
 * the account's mobile number, an SMS code, a new password and its confirmation, then the login screen.
 */
export default function ForgetScreen() {
  const config = useAccountConfig();
  if (!config.ready) return <ConfigPending />;
  return <ForgetForm settings={config.settings} />;
}

function ForgetForm({ settings }: { settings: RegisterSettings }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const input = useMemo(() => ({ settings }), [settings]);
  const actor = useScreenActor(forgotPasswordMachine, { input });
  const countries = useScreenActor(countriesMachine);
  const c = useSelector(actor, forgotPasswordView.form);
  const busy = useSelector(actor, forgotPasswordView.busy);
  const sms = useSelector(actor, forgotPasswordView.sms);
  const countryList = useSelector(countries, countriesView.countries);
  useFocusField(c.focus, 'forget');

  const set = (field: ForgotField | 'countryDialingCode') => (value: string) =>
    actor.send({ type: 'CHANGE', field, value });
  const blur = (field: ForgotField) => () => actor.send({ type: 'BLUR', field });
  const field = (name: ForgotField) => ({
    id: `forget-${name}`,
    value: c.values[name],
    onChange: set(name),
    onBlur: blur(name),
    error: msg(c.errors[name]),
  });

  const password = (name: 'newPassword' | 'confirmPassword', label: string, placeholder: string) => (
    <PasswordField {...field(name)} label={label} placeholder={placeholder} autoComplete="new-password" />
  );

  return (
    <div className="account-page">
      <AccountTop />
      <AccountHero title={t('account.forget.title')} subtitle={t('account.forget.subtitle')} />
      <div className="account-card">
        <form className="account-form" onSubmit={submitTo(actor)} noValidate>
          <PhoneCodeFields
            mobile={field('mobileNum')}
            dialingCode={c.values.countryDialingCode}
            dialingCodes={countryList}
            onDialingCodeChange={set('countryDialingCode')}
            code={{
              ...field('verificationCode'),
              sendButton: sms && <SmsButton sms={sms} onSend={() => actor.send({ type: 'SEND_SMS' })} />,
            }}
          />
          {password('newPassword', t('account.forget.new'), t('account.changePsw.newPlaceholder'))}
          {password('confirmPassword', t('account.forget.confirm'), t('account.changePsw.confirmPlaceholder'))}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={busy}>
            {t('account.forget.submit')}
          </button>
          <p className="field-hint">{t('account.forget.noMobile')}</p>
        </form>
      </div>
      <p className="account-links">
        <Link href={pathTo('login')}>{t('account.forget.back')}</Link>
      </p>
    </div>
  );
}
