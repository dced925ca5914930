/** Helpers shared by the account screens (login, register, forget, changePsw, feedback, trail). */
import { useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../../app/screen';
import { useAppActor } from '../../../app/system';
import { useNavigator } from '../../../app/useNavigator';
import {
  parseRegisterSettings,
  type RegisterSettings,
  type ValidationMessage,
} from '../../../domain/account/validation';
import { pathTo } from '../../../domain/shell/paths';
import { selectConfig } from '../../../machines/shell/siteConfig.view';
import { BackIcon } from '../../../ui/icons';
import { Logo } from '../../../ui/Logo';
import '../../../ui/form/form.css';

/** Renders a validation message: a translation key (whose `field` parameter is itself a key) or a server's text. */
export function useMessage(): (message: ValidationMessage | null | undefined) => string | null {
  const { t } = useTranslation();
  return (message) => {
    if (!message) return null;
    if ('text' in message) return message.text;
    const params = Object.fromEntries(
      Object.entries(message.params ?? {}).map(([k, v]) => [k, typeof v === 'string' && v.includes('.') ? t(v) : v]),
    );
    return t(message.key, params);
  };
}

/** The account forms' submit: no native submit (the page stays), the form's machine gets SUBMIT. */
export function submitTo(actor: { send: (event: { type: 'SUBMIT' }) => void }) {
  return (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'SUBMIT' });
  };
}

/** The registration settings and flags from the site config (the status call carries them, §3). */
export function useAccountConfig(): {
  ready: boolean;
  settings: RegisterSettings;
  flags: Record<string, boolean>;
} {
  const siteConfigActor = useAppActor('siteConfig');
  const config = useSelector(siteConfigActor, selectConfig);
  return useMemo(
    () => ({
      ready: config !== null,
      settings: parseRegisterSettings(config?.register),
      flags: config?.flags ?? {},
    }),
    [config],
  );
}

/** The top of the full-page account screens (their routes hide the shell header, §2): back to home and the logo. */
export function AccountTop({ backTo = pathTo('home') }: { backTo?: string }) {
  const { t } = useTranslation();
  const nav = useNavigator();
  return (
    <div className="account-top">
      <button type="button" className="icon-button" aria-label={t('common.back')} onClick={() => nav.go(backTo)}>
        <BackIcon />
      </button>
      <Logo />
      <span style={{ width: '0.72rem' }} />
    </div>
  );
}

export function AccountHero({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="account-hero">
      <ScreenHeading>{title}</ScreenHeading>
      {subtitle && <p>{subtitle}</p>}
    </div>
  );
}

export function ConfigPending({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="account-page" aria-busy="true">
      <AccountTop />
      <p className="centered-state">{children ?? t('common.loading')}</p>
    </div>
  );
}
