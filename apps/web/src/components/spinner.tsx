// A loading spinner with a text for screen readers.
import { t } from '../i18n/t.ts';

export function Spinner({ label = t('common.loading') }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
