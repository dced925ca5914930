import { useTranslation } from 'react-i18next';
import type { PickedImage } from '../../domain/member/profile';
import './HeadIconPicker.css';

export interface HeadIconPickerProps {
  icon: string;
  presets: { id: string; url: string }[];
  saving: boolean;
  notice: string | null;
  canRetry: boolean;
  onPreset: (id: string) => void;
  onPick: (file: PickedImage) => void;
  onRetry: () => void;
}

/** The head icon, the built-in set and the upload button (png or jpg, 5 MB). */
export function HeadIconPicker({
  icon,
  presets,
  saving,
  notice,
  canRetry,
  onPreset,
  onPick,
  onRetry,
}: HeadIconPickerProps) {
  const { t } = useTranslation();
  return (
    <section className="head-icon-picker" aria-labelledby="profile-icon-title">
      <h2 id="profile-icon-title" className="profile-section-title">
        {t('member.profile.icon.title')}
      </h2>
      <div className="head-icon-current">
        {icon ? (
          <img src={icon} alt={t('member.profile.icon.current')} width={64} height={64} className="head-icon-image" />
        ) : (
          <span className="head-icon-default" role="img" aria-label={t('member.profile.icon.default')} />
        )}
      </div>
      <ul className="head-icon-presets">
        {presets.map((preset) => (
          <li key={preset.id}>
            <button
              type="button"
              className={`head-icon-preset${icon === preset.url ? ' is-selected' : ''}`}
              aria-pressed={icon === preset.url}
              aria-label={t('member.profile.icon.preset', { id: preset.id })}
              disabled={saving}
              onClick={() => onPreset(preset.id)}
            >
              <img src={preset.url} alt="" className="head-icon-preset-image" />
            </button>
          </li>
        ))}
      </ul>
      <label className={`btn btn-secondary btn-block head-icon-upload${saving ? ' is-disabled' : ''}`}>
        {saving ? t('member.profile.icon.saving') : t('member.profile.icon.upload')}
        <input
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          disabled={saving}
          data-testid="head-icon-file"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onPick(file);
          }}
        />
      </label>
      <p className="field-hint">{t('member.profile.icon.hint')}</p>
      {notice && (
        <p className="field-error" role="alert">
          {notice}{' '}
          {canRetry && (
            <button type="button" className="btn btn-ghost btn-small" onClick={onRetry}>
              {t('common.retry')}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
