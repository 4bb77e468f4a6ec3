// In-page toasts and confirm dialogs: the accessible replacement for the old product's alert() and confirm(). One
// toast at a time, and a page's toasts end with it.
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { inLanguage, t } from '../i18n/t.ts';

type Toast = { id: number; text: string; tone: 'success' | 'error' | 'info'; at: number };
type ConfirmRequest = { text: string; resolve: (yes: boolean) => void };

type Feedback = {
  toast(text: string, tone?: Toast['tone']): void;
  confirm(text: string): Promise<boolean>;
  /** A new page: its toasts end, except one raised just now (the action that led here, e.g. 'Vehicle added'). */
  endPage(): void;
};

const FeedbackContext = createContext<Feedback | null>(null);

export function useFeedback(): Feedback {
  const value = useContext(FeedbackContext);
  if (!value) throw new Error('useFeedback outside FeedbackProvider');
  return value;
}

const TOAST_MS = 6000;
/** A toast this recent when the page changes announces that change, and stays. */
const CAUSE_MS = 1500;

export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((x) => x.id !== id)), []);
  const toast = useCallback(
    (text: string, tone: Toast['tone'] = 'info') => {
      const id = nextId.current++;
      // One toast at a time: a newer one replaces the last instead of stacking over the page. A rule's text
      // checked in the browser arrives in English (the domain's words) and is said in the page's language.
      setToasts([{ id, text: inLanguage(text), tone, at: Date.now() }]);
      window.setTimeout(() => dismiss(id), TOAST_MS);
    },
    [dismiss],
  );
  const confirm = useCallback((text: string) => new Promise<boolean>((resolve) => setRequest({ text, resolve })), []);
  const endPage = useCallback(() => {
    const since = Date.now() - CAUSE_MS;
    setToasts((all) => (all.some((x) => x.at < since) ? all.filter((x) => x.at >= since) : all));
  }, []);
  const value = useMemo(() => ({ toast, confirm, endPage }), [toast, confirm, endPage]);

  const errors = toasts.filter((x) => x.tone === 'error');
  const notes = toasts.filter((x) => x.tone !== 'error');
  return (
    <FeedbackContext.Provider value={value}>
      {children}
      <div className="toasts">
        <div role="alert" className="toasts__group">
          {errors.map((x) => (
            <ToastView key={x.id} toast={x} onDismiss={dismiss} />
          ))}
        </div>
        <div role="status" className="toasts__group">
          {notes.map((x) => (
            <ToastView key={x.id} toast={x} onDismiss={dismiss} />
          ))}
        </div>
      </div>
      {request && (
        <ConfirmDialog
          text={request.text}
          onAnswer={(yes) => {
            request.resolve(yes);
            setRequest(null);
          }}
        />
      )}
    </FeedbackContext.Provider>
  );
}

function ToastView({ toast, onDismiss }: { toast: Toast; onDismiss(id: number): void }) {
  return (
    <div className={`toast toast--${toast.tone}`}>
      <p>{toast.text}</p>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toast.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

function ConfirmDialog({ text, onAnswer }: { text: string; onAnswer(yes: boolean): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby="confirm-text"
      onCancel={(e) => {
        e.preventDefault();
        onAnswer(false);
      }}
    >
      <p id="confirm-text" className="dialog__text">
        {text}
      </p>
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={() => onAnswer(false)}>
          {t('dialog.no')}
        </button>
        <button type="button" className="button" onClick={() => onAnswer(true)}>
          {t('dialog.yes')}
        </button>
      </div>
    </dialog>
  );
}
