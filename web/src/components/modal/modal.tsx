import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import './modal.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export type ModalProps = {
  open: boolean;
  /** Called on Escape, on a click on the backdrop, or by the content's own close control. */
  onClose: () => void;
  /** Accessible name: the id of the visible title inside the content. */
  labelledBy: string;
  children: ReactNode;
  /** false while the content must not be dismissed (for example while submitting). */
  dismissible?: boolean;
  /** 'center' for dialogs, 'end' for a panel sliding in from the inline end. */
  placement?: 'center' | 'end';
  className?: string;
  role?: 'dialog' | 'alertdialog';
};

/**
 * Accessible modal: focus moves inside, Tab is trapped, Escape and the backdrop close it,
 * focus returns to the opener on close, and page scroll is locked meanwhile.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  children,
  dismissible = true,
  placement = 'center',
  className,
  role = 'dialog',
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current!;
    const first = panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        if (dismissibleRef.current) onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === firstItem) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && document.activeElement === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={`modal modal--${placement}`}>
      <div className="modal__backdrop" aria-hidden="true" onClick={() => dismissible && onClose()} />
      <div
        ref={panelRef}
        className={`modal__panel ${className ?? ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
