/** Captcha and SMS-code pieces bound to the child actors of the account machines. */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { captchaMachine } from '../../../machines/account/captcha.machine';
import * as captchaView from '../../../machines/account/captcha.view';
import type { smsCountdownMachine } from '../../../machines/account/smsCountdown.machine';
import * as smsView from '../../../machines/account/smsCountdown.view';
import { CaptchaField } from '../../../ui/form/CaptchaField';

type CaptchaRef = ActorRefFrom<typeof captchaMachine>;
type SmsRef = ActorRefFrom<typeof smsCountdownMachine>;

export function CaptchaInput(props: {
  captcha: CaptchaRef;
  id: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onRefresh: () => void;
  maxLength?: number;
  label?: string;
  hint?: string;
  inputMode?: 'numeric' | 'text';
}) {
  const { t } = useTranslation();
  const image = useSelector(props.captcha, captchaView.image);
  const loading = useSelector(props.captcha, captchaView.loading);
  const failed = useSelector(props.captcha, captchaView.failed);
  return (
    <CaptchaField
      id={props.id}
      label={props.label ?? t('account.fields.captcha')}
      placeholder={t('account.placeholders.captcha')}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      hint={props.hint}
      maxLength={props.maxLength ?? 6}
      inputMode={props.inputMode ?? 'numeric'}
      image={image}
      loading={loading}
      failed={failed}
      refreshLabel={t('account.captcha.refresh')}
      failedLabel={t('account.captcha.failed')}
      onRefresh={props.onRefresh}
    />
  );
}

export function SmsButton({ sms, onSend }: { sms: SmsRef; onSend: () => void }) {
  const { t } = useTranslation();
  const sending = useSelector(sms, smsView.sending);
  const counting = useSelector(sms, smsView.counting);
  const seconds = useSelector(sms, smsView.seconds);
  return (
    <button type="button" className="field-send" disabled={sending || counting} onClick={onSend} aria-live="polite">
      {counting
        ? t('account.sms.resendIn', { seconds })
        : sending
          ? t('account.sms.sendingShort')
          : t('account.sms.send')}
    </button>
  );
}
