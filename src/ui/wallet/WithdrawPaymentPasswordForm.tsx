import { useTranslation } from 'react-i18next';
import type { FieldErrors, ValidationMessage } from '../../domain/account/validation';
import { PasswordField } from '../form/PasswordField';
import { WithdrawFormSection } from './WithdrawFormSection';
import { useWalletMessage } from './withdrawText';

type Field = 'loginPassword' | 'newPassword' | 'confirmPassword';

export interface WithdrawPaymentPasswordFormProps {
  form: { values: Record<Field, string>; errors: FieldErrors<Field>; refusal: ValidationMessage | null };
  saving: boolean;
  onChange: (field: Field, value: string) => void;
  onSubmit: () => void;
  /** The security centre's own words (set or change, not "before a withdrawal"); the withdraw screen's by default. */
  texts?: { title: string; note: string; submit: string };
}

/** Setting the payment password before the first withdrawal: login password, 6-digit payment password, confirm. */
export function WithdrawPaymentPasswordForm({
  form,
  saving,
  onChange,
  onSubmit,
  texts,
}: WithdrawPaymentPasswordFormProps) {
  const { t } = useTranslation();
  const msg = useWalletMessage();
  const field = (name: Field, label: string, autoComplete: string, numeric: boolean) => (
    <PasswordField
      id={`paymentPassword-${name}`}
      label={label}
      value={form.values[name]}
      onChange={(value) => onChange(name, value)}
      error={msg(form.errors[name])}
      autoComplete={autoComplete}
      inputMode={numeric ? 'numeric' : undefined}
      maxLength={numeric ? 6 : undefined}
    />
  );
  return (
    <WithdrawFormSection
      titleId="payment-password-title"
      title={texts?.title ?? t('wallet.withdraw.setPasswordTitle')}
      note={texts?.note ?? t('wallet.withdraw.setPasswordIntro')}
      refusal={msg(form.refusal)}
      busy={saving}
      submitLabel={texts?.submit ?? t('wallet.withdraw.setPassword')}
      onSubmit={onSubmit}
    >
      {field('loginPassword', t('wallet.withdraw.loginPassword'), 'current-password', false)}
      {field('newPassword', t('wallet.withdraw.newPaymentPassword'), 'new-password', true)}
      {field('confirmPassword', t('wallet.withdraw.confirmPaymentPassword'), 'new-password', true)}
    </WithdrawFormSection>
  );
}
