// What a screen shows when its data could not be loaded: the reason and a way to try again.
import { t } from '../i18n/t.ts';

export function LoadProblem(props: { text: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={props.className ?? 'notice'}>
      <p>{props.text}</p>
      <button type="button" className="button button--ghost" onClick={props.onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
