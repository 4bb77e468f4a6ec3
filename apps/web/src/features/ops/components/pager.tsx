// Previous / "Page n of m" / Next under a paged console list.

import { opsText } from '../../../i18n/en/ops.ts';

export function Pager(props: { label: string; page: number; pages: number; onPage: (page: number) => void }) {
  const { page, pages } = props;
  return (
    <nav className="pager" aria-label={props.label}>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page <= 1}
        onClick={() => props.onPage(page - 1)}
      >
        {opsText('ops.previous')}
      </button>
      <span>{opsText('ops.pageOf', { page, pages })}</span>
      <button
        type="button"
        className="button button--ghost button--small"
        disabled={page >= pages}
        onClick={() => props.onPage(page + 1)}
      >
        {opsText('ops.next')}
      </button>
    </nav>
  );
}
