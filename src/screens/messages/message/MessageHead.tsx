import { useTranslation } from 'react-i18next';
import { ScreenHeading } from '../../../app/screen';
import { useNavigator } from '../../../app/useNavigator';
import { BackIcon } from '../../../ui/icons';

/** The centre's own head (spec §2 hides the shell's header on /m/message): Back, the title, the one h1. */
export function MessageHead({ title, backTo }: { title: string; backTo: string }) {
  const { t } = useTranslation();
  const nav = useNavigator();
  return (
    <header className="msg-head">
      <button
        type="button"
        aria-label={t('common.back')}
        onClick={() => (history.length > 1 ? nav.back() : nav.go(backTo))}
      >
        <BackIcon />
      </button>
      <ScreenHeading>{title}</ScreenHeading>
      <span />
    </header>
  );
}
