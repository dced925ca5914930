import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading, useScreen } from '../../../app/screen';
import { useScreenActor } from '../../../app/system';
import { useMemberCentreGate } from '../../../app/useMemberCentreGate';
import type { Day, Profile, ProfileField, ProfileProblem } from '../../../domain/member/profile';
import { latestBirthday } from '../../../domain/member/profile';
import { pathTo } from '../../../domain/shell/paths';
import { emailBindingMachine } from '../../../machines/member/emailBinding.machine';
import { type HeadIconNotice, headIconMachine } from '../../../machines/member/headIcon.machine';
import { mobileBindingMachine } from '../../../machines/member/mobileBinding.machine';
import * as view from '../../../machines/member/profile.view';
import { profileFormMachine } from '../../../machines/member/profileForm.machine';
import type { Message } from '../../../machines/shell/notifications.machine';
import { TextField } from '../../../ui/form/TextField';
import { HeadIconPicker } from '../../../ui/member/HeadIconPicker';
import './ProfileScreen.css';
import { FailedState, LoadingState } from '../../../ui/LoadingState';

const ICON_NOTICES: Record<HeadIconNotice, string> = {
  type: 'member.profile.icon.type',
  tooLarge: 'member.profile.icon.tooLarge',
  empty: 'member.profile.icon.empty',
  failed: 'member.profile.icon.failed',
};

function useText() {
  const { t } = useTranslation();
  return (message: Message | ProfileProblem | null | undefined): string | null =>
    message ? ('key' in message ? t(message.key, message.params) : message.text) : null;
}

function todayOf(now: Date): Day {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** /m/member/profile (issue 15 item 5): profile fields, email and mobile binding, head icon. `?section=mobile` focuses the mobile binding. */
export default function ProfileScreen() {
  const { titleBar } = useScreen();
  const decision = useMemberCentreGate();
  return (
    <div className="member-profile">
      {!titleBar && <ScreenHeading hidden />}
      {decision?.kind === 'go' ? <ProfileBody /> : <LoadingState />}
    </div>
  );
}

function ProfileBody() {
  const { t } = useTranslation();
  const text = useText();
  const input = useMemo(() => ({ today: todayOf(new Date()) }), []);
  const form = useScreenActor(profileFormMachine, { input });
  const c = useSelector(form, view.formContext);
  const loading = useSelector(form, view.formLoading);
  const loadFailed = useSelector(form, view.formLoadFailed);
  const saving = useSelector(form, view.formSaving);

  if (loading) return <LoadingState />;
  if (loadFailed || !c.profile) {
    return <FailedState message={text(c.refusal)} onRetry={() => form.send({ type: 'RETRY' })} />;
  }
  const profile = c.profile;
  const options = profile.options;
  const field = (name: ProfileField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      id={`profile-${name}`}
      label={label}
      value={c.values[name]}
      onChange={(value) => form.send({ type: 'CHANGE', field: name, value })}
      error={text(c.errors[name])}
      {...extra}
    />
  );
  const select = (name: ProfileField, label: string, choices: { value: string; label: string }[]) => (
    <div className={`field${c.errors[name] ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={`profile-${name}`}>
        {label}
      </label>
      <select
        id={`profile-${name}`}
        className="profile-select"
        value={c.values[name]}
        aria-invalid={c.errors[name] ? true : undefined}
        aria-describedby={c.errors[name] ? `profile-${name}-error` : undefined}
        onChange={(event) => form.send({ type: 'CHANGE', field: name, value: event.currentTarget.value })}
      >
        <option value="">{t('member.profile.choose')}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {c.errors[name] && (
        <p id={`profile-${name}-error`} className="field-error" role="alert">
          {text(c.errors[name])}
        </p>
      )}
    </div>
  );

  return (
    <>
      <HeadIcon profile={profile} />
      <form
        className="profile-card"
        aria-labelledby="profile-fields-title"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          form.send({ type: 'SAVE' });
        }}
      >
        <h2 id="profile-fields-title" className="profile-section-title">
          {t('member.profile.fields')}
        </h2>
        {field('nickname', t('member.profile.nickname'), { maxLength: 40, autoComplete: 'nickname' })}
        {field('birthday', t('member.profile.birthday'), {
          type: 'date',
          max: latestBirthday(todayOf(new Date()), options.rules.minAgeYears),
          hint: t('member.profile.birthdayHint', { age: options.rules.minAgeYears }),
        })}
        {field('address', t('member.profile.address'), { maxLength: 200, autoComplete: 'street-address' })}
        {select(
          'nationality',
          t('member.profile.nationality'),
          options.nationalities.map((country) => ({ value: country.code, label: country.name })),
        )}
        {field('occupation', t('member.profile.occupation'), { maxLength: 100 })}
        {select(
          'sourceOfIncome',
          t('member.profile.sourceOfIncome'),
          options.incomeSources.map((code) => ({ value: code, label: t(`member.profile.income.${code}`, code) })),
        )}
        {c.refusal && (
          <p className="field-error" role="alert">
            {text(c.refusal)}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={saving} aria-busy={saving}>
          {t('member.profile.save')}
        </button>
        <p className="profile-id-link">
          <a href={pathTo('memberVerification')}>{t('member.profile.idImages')}</a>
        </p>
      </form>
      <EmailBinding profile={profile} />
      <MobileBinding profile={profile} />
    </>
  );
}

function HeadIcon({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const input = useMemo(() => ({ icon: profile.headIcon }), [profile.headIcon]);
  const actor = useScreenActor(headIconMachine, { input });
  const c = useSelector(actor, view.iconContext);
  const saving = useSelector(actor, view.iconSaving);
  const canRetry = useSelector(actor, view.iconCanRetry);
  return (
    <div className="profile-card">
      <HeadIconPicker
        icon={c.icon}
        presets={profile.options.headIcons}
        saving={saving}
        notice={c.notice ? t(ICON_NOTICES[c.notice]) : null}
        canRetry={canRetry}
        onPreset={(id) => actor.send({ type: 'PRESET', id })}
        onPick={(file) => actor.send({ type: 'PICK', file })}
        onRetry={() => actor.send({ type: 'RETRY' })}
      />
    </div>
  );
}

function Binding({
  kind,
  current,
  actor,
}: {
  kind: 'email' | 'mobile';
  current: string;
  actor: ReturnType<typeof useScreenActor<typeof emailBindingMachine>>;
}) {
  const { t } = useTranslation();
  const text = useText();
  const c = useSelector(actor, view.bindingContext);
  const sending = useSelector(actor, view.bindingSending);
  const seconds = useSelector(actor, view.bindingSecondsLeft);
  const verifying = useSelector(actor, view.bindingVerifying);
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (kind !== 'mobile') return;
    if (new URLSearchParams(window.location.search).get('section') !== 'mobile') return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    sectionRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [kind]);
  return (
    <section ref={sectionRef} id={`profile-${kind}`} className="profile-card" aria-labelledby={`profile-${kind}-title`}>
      <h2 id={`profile-${kind}-title`} className="profile-section-title">
        {t(`member.profile.${kind}.title`)}
      </h2>
      <p className="profile-current">
        {t(`member.profile.${kind}.current`)}: <strong>{c.bound ?? (current || t('member.profile.none'))}</strong>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          actor.send({ type: 'VERIFY' });
        }}
      >
        <TextField
          id={`profile-${kind}-target`}
          label={t(`member.profile.${kind}.new`)}
          value={c.target}
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'numeric'}
          autoComplete={kind === 'email' ? 'email' : 'tel-national'}
          maxLength={kind === 'email' ? 254 : 20}
          leading={kind === 'mobile' ? <span className="profile-dial">+{c.countryDialingCode}</span> : undefined}
          onChange={(value) => actor.send({ type: 'CHANGE_TARGET', value })}
          error={text(c.targetProblem)}
        />
        <TextField
          id={`profile-${kind}-code`}
          label={t('member.profile.code')}
          value={c.code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={10}
          onChange={(value) => actor.send({ type: 'CHANGE_CODE', value })}
          error={text(c.codeProblem)}
          trailing={
            <button
              type="button"
              className="btn btn-secondary btn-small"
              disabled={sending || seconds > 0}
              onClick={() => actor.send({ type: 'SEND' })}
            >
              {seconds > 0 ? t('member.profile.resendIn', { seconds }) : t('member.profile.sendCode')}
            </button>
          }
        />
        {c.refusal && (
          <p className="field-error" role="alert">
            {text(c.refusal)}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={verifying} aria-busy={verifying}>
          {t(`member.profile.${kind}.bind`)}
        </button>
      </form>
    </section>
  );
}

function EmailBinding({ profile }: { profile: Profile }) {
  const input = useMemo(() => ({ rule: profile.options.rules.email }), [profile]);
  const actor = useScreenActor(emailBindingMachine, { input });
  return <Binding kind="email" current={profile.email} actor={actor} />;
}

function MobileBinding({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const input = useMemo(
    () => ({
      rule: profile.options.rules.mobileNum,
      countryDialingCode: profile.countryDialingCode || profile.options.defaultCountryDialingCode,
    }),
    [profile],
  );
  const actor = useScreenActor(mobileBindingMachine, { input });
  const current = profile.mobileNum
    ? `+${profile.countryDialingCode} ${profile.mobileNum} (${t(profile.mobileVerified ? 'member.profile.mobile.verified' : 'member.profile.mobile.unverified')})`
    : '';
  return <Binding kind="mobile" current={current} actor={actor} />;
}
