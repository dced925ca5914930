import { RefreshIcon } from './FormIcons';
import { TextField, type TextFieldProps } from './TextField';

export interface CaptchaFieldProps extends Omit<TextFieldProps, 'trailing'> {
  image: string;
  loading: boolean;
  failed: boolean;
  refreshLabel: string;
  failedLabel: string;
  onRefresh: () => void;
}

/** The captcha answer with its image; tapping the image loads another (spec §2, §4). */
export function CaptchaField({
  image,
  loading,
  failed,
  refreshLabel,
  failedLabel,
  onRefresh,
  ...props
}: CaptchaFieldProps) {
  return (
    <TextField
      {...props}
      inputMode={props.inputMode ?? 'numeric'}
      autoComplete="off"
      trailing={
        <button
          type="button"
          className="captcha-image"
          onClick={onRefresh}
          aria-label={refreshLabel}
          aria-busy={loading || undefined}
        >
          {image && !loading ? (
            <img src={image} alt="" width={110} height={40} />
          ) : (
            <span className="captcha-placeholder">{failed ? failedLabel : ''}</span>
          )}
          <RefreshIcon />
        </button>
      }
    />
  );
}
