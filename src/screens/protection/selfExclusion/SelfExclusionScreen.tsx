import { selfExclusionMachine } from '../../../machines/protection/selfExclusion.machine';
import { ExclusionScreen } from '../ExclusionScreen';

/** /m/member/selfExclusion (issue 16 tool 4): exclude yourself for 6 months, 1 year, 5 years or permanently. */
export default function SelfExclusionScreen() {
  return <ExclusionScreen machine={selfExclusionMachine} area="selfExclusion" />;
}
