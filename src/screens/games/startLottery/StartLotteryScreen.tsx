import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import '../../../ui/games/games.css';
import { useScreenActor } from '../../../app/system';
import { startLotteryInput } from '../../../domain/games/launch';
import { startLotteryMachine } from '../../../machines/games/startLottery.machine';
import { SpinnerIcon } from '../../../ui/icons';

/** /m/startLottery?vendor=V&code=C: its machine hands the game to the launch flow (§4) while this shows a spinner. */
export default function StartLotteryScreen() {
  const { t } = useTranslation();
  useScreenActor(startLotteryMachine, { input: startLotteryInput(new URLSearchParams(useSearch())) });
  return (
    <div className="centered-state" aria-busy="true">
      <span className="spin">
        <SpinnerIcon size={32} />
      </span>
      <p>{t('games.starting')}</p>
    </div>
  );
}
