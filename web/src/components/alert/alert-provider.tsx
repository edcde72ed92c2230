import { createContext, useCallback, useContext, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal } from '@/components/modal/modal';
import { messages } from '@/lib/i18n';
import './alert.css';

export type AlertTone = 'info' | 'success' | 'error';

export type AlertOptions = { tone?: AlertTone };
export type ConfirmOptions = { confirmLabel?: string; cancelLabel?: string; tone?: 'danger' | 'default' };

export type AlertApi = {
  /** Shows the message in an alert dialog; resolves once it is dismissed. */
  alert: (message: string, options?: AlertOptions) => Promise<void>;
  /** Asks a yes/no question; resolves true on confirm, false on cancel, Escape or backdrop. */
  confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>;
};

type Entry =
  | { kind: 'alert'; id: number; message: string; options: AlertOptions; resolve: (value: boolean) => void }
  | { kind: 'confirm'; id: number; message: string; options: ConfirmOptions; resolve: (value: boolean) => void };

const AlertContext = createContext<AlertApi | null>(null);

/** Without a provider the browser's own dialogs keep the spec's words reachable. */
const browserFallback: AlertApi = {
  alert: async (message) => window.alert(message),
  confirm: async (message) => window.confirm(message),
};

export function useAlert(): AlertApi {
  return useContext(AlertContext) ?? browserFallback;
}

/**
 * Accessible replacement for window.alert and window.confirm: one role="alertdialog" at a
 * time (later calls queue), focus moved into it and returned afterwards.
 */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Entry[]>([]);
  const nextId = useRef(0);

  const push = useCallback((entry: Omit<Entry, 'id'>) => {
    nextId.current += 1;
    const withId = { ...entry, id: nextId.current } as Entry;
    setQueue((current) => [...current, withId]);
  }, []);

  const api = useMemo<AlertApi>(
    () => ({
      alert: (message, options = {}) => new Promise<void>((resolve) => push({ kind: 'alert', message, options, resolve: () => resolve() })),
      confirm: (message, options = {}) => new Promise<boolean>((resolve) => push({ kind: 'confirm', message, options, resolve })),
    }),
    [push],
  );

  const current = queue[0];
  const settle = (value: boolean) => {
    if (!current) return;
    current.resolve(value);
    setQueue((list) => list.filter((entry) => entry.id !== current.id));
  };

  return (
    <AlertContext value={api}>
      {children}
      {current && <AlertDialog key={current.id} entry={current} onSettle={settle} />}
    </AlertContext>
  );
}

function AlertDialog({ entry, onSettle }: { entry: Entry; onSettle: (value: boolean) => void }) {
  const messageId = useId();
  const text = messages.shell.feedback;
  const tone = entry.kind === 'alert' ? (entry.options.tone ?? 'info') : entry.options.tone === 'danger' ? 'error' : 'info';
  return (
    <Modal open onClose={() => onSettle(false)} labelledBy={messageId} role="alertdialog" className="alert-dialog">
      <div className={`alert-dialog__body alert-dialog__body--${tone}`}>
        <span className="alert-dialog__icon" aria-hidden="true">
          {tone === 'success' ? '✓' : tone === 'error' ? '!' : 'i'}
        </span>
        <p id={messageId} className="alert-dialog__message">
          {entry.message}
        </p>
      </div>
      <div className="alert-dialog__actions">
        {entry.kind === 'alert' ? (
          <button type="button" className="btn btn-primary" data-autofocus onClick={() => onSettle(true)}>
            {text.ok}
          </button>
        ) : (
          <>
            <button type="button" className="btn btn-secondary" data-autofocus onClick={() => onSettle(false)}>
              {entry.options.cancelLabel ?? text.cancel}
            </button>
            <button
              type="button"
              className={`btn ${entry.options.tone === 'danger' ? 'btn-danger' : 'btn-primary'}`}
              onClick={() => onSettle(true)}
            >
              {entry.options.confirmLabel ?? text.confirm}
            </button>
          </>
        )}
      </div>
    </Modal>
  );
}
