import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

// One line is a block with an ellipsis; more lines use line-clamp, whose display (-webkit-box) must not meet
// 'block' in the same class list, or the clamp silently does nothing.
/* eslint-disable lingui/no-unlocalized-strings -- class names */
const clamp = {
  1: 'block truncate',
  2: 'line-clamp-2 wrap-anywhere',
  3: 'line-clamp-3 wrap-anywhere',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */
const TOOLTIP_MAX = 384;

interface Props {
  text: string;
  /** Lines shown before the cut: 1 ends the line in '…'. */
  lines?: keyof typeof clamp;
  as?: 'span' | 'p' | 'h2' | 'h3' | 'h4' | 'dd';
  className?: string;
  /**
   * Whether keyboard users can focus a cut text to read it whole. Off inside buttons and links: an element
   * cannot be focusable inside another focusable one, and the control's own label carries the full text.
   */
  focusable?: boolean;
  id?: string;
}

/** True when the element shows less than its text: an ellipsis on one line, a clamp on several. */
function isCut(element: HTMLElement, lines: number): boolean {
  // A tall glyph (emoji) can make one line's scrollHeight a pixel taller than its box: not a cut.
  return lines === 1 ? element.scrollWidth > element.clientWidth : element.scrollHeight > element.clientHeight + 1;
}

function tooltipStyle(anchor: HTMLElement): CSSProperties {
  const rect = anchor.getBoundingClientRect();
  const width = Math.min(TOOLTIP_MAX, window.innerWidth - 16);
  return {
    top: rect.bottom + 4,
    left: Math.max(8, Math.min(rect.left, window.innerWidth - 8 - width)),
    maxWidth: width,
  };
}

/**
 * Text from people (names, emails, companies) that must never widen its layout. Cut to `lines` with the
 * whole text on hover (title) and, when cut, on keyboard focus; bidi-isolated (dir="auto") so Arabic or
 * Hebrew cannot reorder the punctuation around it ('Name · $1,500' stays in that order).
 */
export function TruncatedText({ text, lines = 1, as: Tag = 'span', className, focusable = true, id }: Props) {
  const ref = useRef<HTMLElement>(null);
  const [cut, setCut] = useState(false);
  const [tooltip, setTooltip] = useState<CSSProperties | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured when the observer reports the box (after the browser's layout: once at the start, then on each
    // resize), never during React's commit, where reading a size forced a layout for each name on the page:
    // a long task on a phone's first load of the dashboard.
    const observer = new ResizeObserver(() => setCut(isCut(element, lines)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, lines]);

  const canFocus = focusable && cut;
  return (
    <Tag
      ref={ref as never}
      id={id}
      // dir="auto" isolates the text (as <bdi> would) and, unlike a <bdi> inside, sets this box's direction
      // from it, so an Arabic or Hebrew name reads right to left and is cut at its end, the left.
      dir="auto"
      className={cn(
        'min-w-0',
        clamp[lines],
        // Left like every other name while it fits; once cut, start-aligned, because Chromium keeps a cut
        // right-to-left line left-aligned and would show its end instead of its beginning.
        lines === 1 && (cut ? 'text-start' : 'text-left'),
        canFocus && 'rounded-sm focus-visible:outline-2',
        className,
      )}
      title={cut ? text : undefined}
      tabIndex={canFocus ? 0 : undefined}
      onFocus={canFocus ? (event) => setTooltip(tooltipStyle(event.currentTarget)) : undefined}
      onBlur={() => setTooltip(null)}
    >
      {text}
      {tooltip &&
        canFocus &&
        createPortal(
          <span
            role="tooltip"
            dir="auto"
            style={tooltip}
            className="pointer-events-none fixed z-[60] w-max rounded-lg bg-slate-900 px-3 py-2 text-xs font-normal text-white shadow-lg wrap-anywhere"
          >
            {text}
          </span>,
          document.body,
        )}
    </Tag>
  );
}
