// What an admin screen shows when its list could not be loaded: the console's wording and layout of the shared one.
import { LoadProblem as SharedLoadProblem } from '../../../components/load-problem.tsx';
import { opsText } from '../../../i18n/en/ops.ts';

export function LoadProblem(props: { onRetry: () => void }) {
  return <SharedLoadProblem text={opsText('ops.loadFailed')} className="ops-admin__problem" onRetry={props.onRetry} />;
}
