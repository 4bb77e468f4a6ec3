// A modal dialog (native <dialog> with showModal: focus is trapped, Escape closes, focus returns to the opener).
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { t } from '../i18n/t.ts';
import './modal.css';

export function Modal(props: { title: string; onClose(): void; children: ReactNode; wide?: boolean }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`dialog modal${props.wide ? ' modal--wide' : ''}`}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        props.onClose();
      }}
    >
      <div className="modal__head">
        <h2 id={titleId}>{props.title}</h2>
        <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={props.onClose}>
          ×
        </button>
      </div>
      <div className="modal__body">{props.children}</div>
    </dialog>
  );
}
