import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FieldErrors, ValidationMessage } from '../../domain/account/validation';
import { pathTo } from '../../domain/shell/paths';
import { moneyText } from '../../domain/wallet/money';
import type { WithdrawSettings } from '../../domain/wallet/withdraw';
import { PasswordField } from '../form/PasswordField';
import { TextField } from '../form/TextField';
import { WithdrawFormSection } from './WithdrawFormSection';
import { useWalletMessage } from './withdrawText';

type Field = 'amount' | 'bankCardId' | 'paymentPassword';

export interface WithdrawFormProps {
  settings: WithdrawSettings;
  form: { values: Record<Field, string>; errors: FieldErrors<Field>; refusal: ValidationMessage | null };
  submitting: boolean;
  onChange: (field: Field, value: string) => void;
  onSubmit: () => void;
}

/** The withdrawal: amount (min-max shown) and payment password; the card is chosen in the bank cards above. */
export function WithdrawForm({ settings, form, submitting, onChange, onSubmit }: WithdrawFormProps) {
  const { t } = useTranslation();
  const msg = useWalletMessage();
  const symbol = settings.currencySymbol;
  return (
    <WithdrawFormSection
      titleId="withdraw-form-title"
      title={t('wallet.withdraw.formTitle')}
      refusal={msg(form.refusal)}
      refusalAction={
        // The site config may require a verified account (issue 15): the refusal leads to the verification screen.
        form.refusal !== null &&
        'key' in form.refusal &&
        form.refusal.key === 'wallet.withdraw.errors.VERIFICATION_REQUIRED' && (
          <Link className="btn btn-secondary btn-block" href={pathTo('memberVerification')}>
            {t('wallet.withdraw.goVerify')}
          </Link>
        )
      }
      busy={submitting}
      submitLabel={t('wallet.withdraw.submit')}
      onSubmit={onSubmit}
    >
      <TextField
        id="withdraw-amount"
        label={t('wallet.withdraw.amount')}
        value={form.values.amount}
        onChange={(v) => onChange('amount', v)}
        error={msg(form.errors.amount)}
        hint={t('wallet.withdraw.limits', {
          min: moneyText(settings.min, symbol),
          max: moneyText(settings.max, symbol),
        })}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
      />
      <PasswordField
        id="withdraw-paymentPassword"
        label={t('wallet.withdraw.paymentPassword')}
        value={form.values.paymentPassword}
        onChange={(v) => onChange('paymentPassword', v)}
        error={msg(form.errors.paymentPassword)}
        autoComplete="off"
        inputMode="numeric"
        maxLength={6}
      />
    </WithdrawFormSection>
  );
}
