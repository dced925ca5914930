import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useScreenActor } from '../../../app/system';
import {
  isRequiredField,
  methodsEnabled,
  type RegistrationMethod,
  registrationFlags,
} from '../../../domain/account/registration';
import type { RegisterField, RegisterSettings } from '../../../domain/account/validation';
import { LEGAL_AGE } from '../../../domain/constants';
import { pathTo } from '../../../domain/shell/paths';
import { countriesMachine } from '../../../machines/account/countries.machine';
import * as countriesView from '../../../machines/account/countries.view';
import { registrationMachine, shownFields } from '../../../machines/account/registration.machine';
import * as registrationView from '../../../machines/account/registration.view';
import { Checkbox } from '../../../ui/form/Checkbox';
import { PasswordField } from '../../../ui/form/PasswordField';
import { PhoneCodeFields } from '../../../ui/form/PhoneCodeFields';
import { TabPanel, Tabs } from '../../../ui/form/Tabs';
import { TextField } from '../../../ui/form/TextField';
import { useFocusField } from '../../../ui/form/useFocusField';
import { RegisterBanners } from '../../messages/registerBanners/RegisterBanners';
import { CaptchaInput, SmsButton } from '../shared/AccountWidgets';
import {
  AccountHero,
  AccountTop,
  ConfigPending,
  submitTo,
  useAccountConfig,
  useMessage,
} from '../shared/accountScreen';

/** /m/register (spec §2 "Registration", §4, §5): reads the registration machine and sends it what the player does. */
export default function RegisterScreen() {
  const config = useAccountConfig();
  if (!config.ready) return <ConfigPending />;
  return <RegisterForm settings={config.settings} flags={config.flags} />;
}

const PASSWORDS = new Set<RegisterField>(['password', 'confirmPassword', 'paymentPassword']);
const AUTOCOMPLETE: Partial<Record<RegisterField, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  email: 'email',
  nickname: 'nickname',
  payeeName: 'name',
  verificationCode: 'one-time-code',
};

function RegisterForm({ settings, flags }: { settings: RegisterSettings; flags: Record<string, boolean> }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const input = useMemo(
    () => ({
      settings,
      flags: registrationFlags(flags),
      hostName: location.hostname,
      domain: location.hostname,
      affiliateCode: new URLSearchParams(location.search).get('affiliateCode') ?? undefined,
    }),
    [settings, flags],
  );
  const reg = useScreenActor(registrationMachine, { input });
  const countries = useScreenActor(countriesMachine);
  const c = useSelector(reg, registrationView.form);
  const busy = useSelector(reg, registrationView.busy);
  const captcha = useSelector(reg, registrationView.captcha);
  const sms = useSelector(reg, registrationView.sms);
  const countryList = useSelector(countries, countriesView.countries);
  useFocusField(c.focus, 'register');

  const fields = shownFields(c);
  const enabled = methodsEnabled(c.settings, c.flags);
  const tabs: { key: RegistrationMethod; label: string }[] = [];
  if (enabled.username) tabs.push({ key: 'username', label: t('account.register.tabUsername') });
  if (enabled.mobileNum) tabs.push({ key: 'mobileNum', label: t('account.register.tabMobile') });

  const set = (field: RegisterField | 'countryDialingCode') => (value: string) =>
    reg.send({ type: 'CHANGE', field, value });
  const label = (f: RegisterField) => {
    const text = t(`account.register.fields.${f}`);
    return isRequiredField(c.settings, f) ? text : `${text} (${t('account.register.optional')})`;
  };
  const placeholder = (f: RegisterField) => {
    const key = `account.register.placeholders.${f}`;
    const text = t(key);
    return text === key ? undefined : text;
  };

  const binding = (f: RegisterField) => ({
    id: `register-${f}`,
    label: label(f),
    value: c.values[f],
    onChange: set(f),
    onBlur: () => reg.send({ type: 'BLUR', field: f }),
    error: msg(c.errors[f]),
    placeholder: placeholder(f),
  });

  const renderField = (f: RegisterField) => {
    const common = binding(f);
    if (PASSWORDS.has(f)) {
      return (
        <PasswordField
          key={f}
          {...common}
          autoComplete={AUTOCOMPLETE[f] ?? 'off'}
          inputMode={f === 'paymentPassword' ? 'numeric' : undefined}
        />
      );
    }
    if (f === 'mobileNum') {
      // The SMS code is only ever shown right after the number (visibleFields), so the pair renders together.
      return (
        <PhoneCodeFields
          key={f}
          mobile={{
            ...common,
            label: c.method === 'mobileNum' ? t('account.register.fields.mobileNum') : label(f),
          }}
          dialingCode={c.values.countryDialingCode}
          dialingCodes={countryList}
          onDialingCodeChange={set('countryDialingCode')}
          code={
            fields.includes('verificationCode')
              ? {
                  ...binding('verificationCode'),
                  label: t('account.register.fields.verificationCode'),
                  sendButton: sms && <SmsButton sms={sms} onSend={() => reg.send({ type: 'SEND_SMS' })} />,
                }
              : undefined
          }
        />
      );
    }
    if (f === 'verificationCode') return null;
    if (f === 'captcha') {
      return captcha ? (
        <CaptchaInput
          key={f}
          captcha={captcha}
          id="register-captcha"
          value={c.values.captcha}
          error={msg(c.errors.captcha)}
          onChange={set('captcha')}
          onRefresh={() => reg.send({ type: 'CAPTCHA_REFRESH' })}
        />
      ) : null;
    }
    return (
      <TextField
        key={f}
        {...common}
        type={f === 'email' ? 'email' : 'text'}
        autoComplete={AUTOCOMPLETE[f] ?? 'off'}
        autoCapitalize="off"
        spellCheck={false}
      />
    );
  };

  return (
    <div className="account-page">
      <AccountTop />
      <AccountHero title={t('account.register.title')} subtitle={t('account.register.subtitle')} />
      <RegisterBanners />
      <div className="account-card">
        {tabs.length > 1 && (
          <Tabs
            label={t('account.register.methodLabel')}
            items={tabs}
            selected={c.method}
            onSelect={(method) => reg.send({ type: 'SWITCH_METHOD', method })}
            idPrefix="register-method"
          />
        )}
        <TabPanel idPrefix="register-method" selected={c.method} tabbed={tabs.length > 1}>
          <form className="account-form" onSubmit={submitTo(reg)} noValidate>
            {fields.map(renderField)}
            <Checkbox id="register-agree" checked={c.agreed} onChange={() => reg.send({ type: 'TOGGLE_AGREE' })}>
              {t('account.register.agree', { age: LEGAL_AGE })}{' '}
              <button
                type="button"
                className="link-button"
                onClick={(e) => {
                  e.preventDefault();
                  reg.send({ type: 'READ_TERMS' });
                }}
              >
                {t('account.register.terms')}
              </button>
            </Checkbox>
            {/* Why Register is off: the box starts unticked (spec §5, issue 16 tool 7). */}
            {!c.agreed && (
              <p id="register-agree-hint" className="field-hint">
                {t('account.register.agreementRequired')}
              </p>
            )}
            <button
              type="submit"
              className="btn btn-primary btn-block"
              disabled={!c.agreed || busy}
              aria-busy={busy}
              aria-describedby={c.agreed ? undefined : 'register-agree-hint'}
            >
              {busy ? t('account.register.submitting') : t('account.register.submit')}
            </button>
          </form>
        </TabPanel>
      </div>
      <p className="account-links">
        <span>{t('account.register.haveAccount')}</span>
        <Link href={pathTo('login')}>{t('account.register.login')}</Link>
      </p>
    </div>
  );
}
