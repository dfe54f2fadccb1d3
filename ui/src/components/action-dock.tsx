import type { ReactNode } from 'react';
import { Alert } from './alert';

interface Props {
  /** A bulk bar, while something is selected. */
  bar?: ReactNode;
  error?: string | null;
  notice?: string | null;
  onDismissError?: () => void;
}

/**
 * A list screen's bulk bar and the answers to what was done there, kept together just under the header
 * while the page scrolls: a refusal or a confirmation shows where the person is working, however far
 * down the list they picked the posts or opened a menu.
 */
export function ActionDock({ bar, error, notice, onDismissError }: Props) {
  if (!bar && !error && !notice) return null;
  return (
    <div className="sticky top-18 z-10 space-y-2">
      {bar}
      {error && (
        <Alert tone="error" onDismiss={onDismissError} className="shadow-md">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert tone="success" className="shadow-md">
          {notice}
        </Alert>
      )}
    </div>
  );
}
