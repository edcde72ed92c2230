import { useAlert } from '@/components/alert/alert-provider';
import { format } from '@/lib/i18n';
import type { useAdminAction } from '../hooks/use-admin-action';

type Texts = { confirmArchive: string; confirmRestore: string; archivedDone: string; restoredDone: string };

/**
 * Archive or restore with a confirmation dialog (the shared alert dialog: focus moves into it
 * and back to the button). `afterDone` moves focus on when the button leaves the screen (a row
 * that leaves the list), so the keyboard user is not dropped at the top of the page.
 */
export function useArchiveToggle(action: ReturnType<typeof useAdminAction>, texts: Texts, labels: { archive: string; restore: string }) {
  const { confirm } = useAlert();
  return async (
    subject: { name: string; archived: boolean },
    calls: { archive: () => Promise<unknown>; restore: () => Promise<unknown> },
    afterDone?: () => void,
  ) => {
    const archiving = !subject.archived;
    const ok = await confirm(format(archiving ? texts.confirmArchive : texts.confirmRestore, { name: subject.name }), {
      confirmLabel: archiving ? labels.archive : labels.restore,
      tone: archiving ? 'danger' : 'default',
    });
    if (!ok) return false;
    const done = await action.run(
      archiving ? calls.archive : calls.restore,
      format(archiving ? texts.archivedDone : texts.restoredDone, { name: subject.name }),
    );
    if (done) afterDone?.();
    return done;
  };
}
