// What an admin screen shows when its list could not be loaded: the reason and a way to try again.
import { t } from '../../../i18n/t.ts';
import '../messages.ts';

export function LoadProblem(props: { onRetry: () => void }) {
  return (
    <div role="alert" className="ops-admin__problem">
      <p>{t('ops.loadFailed')}</p>
      <button type="button" className="button button--ghost" onClick={props.onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
