import type { Conflict } from '@/lib/use-edit-form';
import { Alert } from './alert';
import { ConflictNotice } from './conflict-notice';

/** What `useEditForm` gives these notices; any of its forms fits. */
interface EditFormView {
  conflict: Conflict | null;
  pending: boolean;
  reloadLatest: () => void;
  keepMine: () => void;
}

interface Props {
  form: EditFormView;
  /** The form-wide error (a refused save, a deleted object), when there is one. */
  error?: string | null;
}

/** The top of every edit form: its error, then the conflict view when someone else saved first. */
export function EditFormNotices({ form, error }: Props) {
  return (
    <>
      {error && <Alert tone="error">{error}</Alert>}
      {form.conflict && (
        <ConflictNotice
          conflict={form.conflict}
          pending={form.pending}
          onReload={form.reloadLatest}
          onKeep={form.keepMine}
        />
      )}
    </>
  );
}
