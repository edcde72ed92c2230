import { createPortal } from 'react-dom';
import { messages } from '@/lib/i18n';
import './processing-overlay.css';

export type ProcessingOverlayProps = {
  /** 0..1 while an upload reports progress; shows a progress bar under the label. */
  progress?: number | null;
  label?: string;
  progressLabel?: string;
};

/** The full-screen 'Processing...' overlay shown while an account call is busy (SPEC section 2). */
export function ProcessingOverlay({
  progress = null,
  label = messages.shell.feedback.processing,
  progressLabel = messages.shell.feedback.uploadProgress,
}: ProcessingOverlayProps) {
  const percent = progress === null ? null : Math.round(Math.max(0, Math.min(1, progress)) * 100);
  return createPortal(
    <div className="processing-overlay">
      <div className="processing-overlay__box" role="status">
        <span className="processing-overlay__ring" aria-hidden="true" />
        <span className="processing-overlay__label">{label}</span>
        {percent !== null && (
          <>
            <progress className="processing-overlay__progress" max={100} value={percent} aria-label={progressLabel} />
            <span className="processing-overlay__percent" aria-hidden="true">
              {percent}%
            </span>
          </>
        )}
      </div>
    </div>,
    document.body,
  );
}
