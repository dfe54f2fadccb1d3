import { useLingui } from '@lingui/react/macro';
import { wordDiff } from './word-diff';

/**
 * A caption's before and after as one text, removed words struck through in red and added ones in green.
 * Everything goes in as React text, so markup a person typed into a caption shows as typed, never as HTML.
 */
export function WordDiffView({ before, after }: { before: string; after: string }) {
  const { t } = useLingui();
  return (
    <p className="text-sm whitespace-pre-wrap text-slate-700 wrap-anywhere" data-testid="caption-diff">
      {wordDiff(before, after).map((part, index) =>
        part.kind === 'added' ? (
          <ins key={index} className="rounded bg-emerald-100 px-0.5 text-emerald-900 no-underline">
            <span className="sr-only">{t`[added: `}</span>
            {part.text}
            <span className="sr-only">]</span>
          </ins>
        ) : part.kind === 'removed' ? (
          <del key={index} className="rounded bg-red-100 px-0.5 text-red-800 line-through">
            <span className="sr-only">{t`[removed: `}</span>
            {part.text}
            <span className="sr-only">]</span>
          </del>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}
