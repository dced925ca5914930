import { timeOutMachine } from '../../../machines/protection/timeOut.machine';
import { ExclusionScreen } from '../ExclusionScreen';

/** /m/member/timeOut (issue 16 tool 3): take a break of 24 hours, 7 days, 1 month or 6 weeks. */
export default function TimeOutScreen() {
  return <ExclusionScreen machine={timeOutMachine} area="timeOut" />;
}
