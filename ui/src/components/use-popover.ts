import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ToggleEvent } from 'react';

export type PopoverAlign = 'start' | 'end';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const EDGE = 8;
const GAP = 4;

/**
 * Where a popover of `size` goes beside `anchor` when the browser cannot anchor it in CSS: below the
 * trigger, or above when only there it fits; lined up with the trigger's start or end edge, and never
 * past the viewport's edges.
 */
export function placeBeside(
  anchor: Box,
  size: { width: number; height: number },
  view: { width: number; height: number },
  align: PopoverAlign,
): { top: number; left: number } {
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - size.height;
  const top = below + size.height <= view.height - EDGE || above < EDGE ? below : above;
  const wanted = align === 'end' ? anchor.right - size.width : anchor.left;
  const left = Math.max(EDGE, Math.min(wanted, view.width - EDGE - size.width));
  return { top: Math.max(EDGE, top), left };
}

const cssAnchoring =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS declaration
  typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('anchor-name: --a');

/**
 * A list that pops over the page in the browser's top layer (the Popover API), so no card's `overflow: hidden` or stacking
 * order can clip it. The browser toggles it from its trigger, closes it on an outside click or Escape, and
 * keeps it next to the trigger in Tab order. It sits by its trigger through CSS anchor positioning (flipping
 * above when there is no room below); a browser without that gets it placed by the trigger's box on opening.
 */
export function usePopover<T extends HTMLElement = HTMLButtonElement>(align: PopoverAlign = 'end') {
  const id = useId();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS anchor name
  const anchor = `--popover-${id.replace(/[^\w-]/g, '')}`;
  const trigger = useRef<T>(null);
  const popover = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);

  function onToggle(event: ToggleEvent<HTMLUListElement>) {
    const opening = event.newState === 'open';
    setOpen(opening);
    const element = popover.current;
    if (!opening || cssAnchoring || !element || !trigger.current) return;
    const { top, left } = placeBeside(
      trigger.current.getBoundingClientRect(),
      element.getBoundingClientRect(),
      { width: document.documentElement.clientWidth, height: window.innerHeight },
      align,
    );
    element.style.top = `${top}px`;
    element.style.left = `${left}px`;
    // Placed once, it would stay behind while the page scrolls its trigger away: it closes instead.
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
    const hide = () => element.matches(':popover-open') && element.hidePopover();
    window.addEventListener('scroll', hide, { once: true, capture: true });
  }

  return {
    open,
    /** Closes it and hands the keyboard back to the trigger, before the chosen action runs. */
    close() {
      trigger.current?.focus();
      popover.current?.hidePopover();
    },
    triggerProps: {
      ref: trigger,
      popoverTarget: id,
      'aria-expanded': open,
      'aria-controls': id,
      style: { anchorName: anchor } as CSSProperties,
    },
    popoverProps: {
      ref: popover,
      id,
      popover: 'auto' as const,
      onToggle,
      // The browser closes it on Escape; the keyboard goes back to where it was before it opened.
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Escape') trigger.current?.focus();
      },
      style: { positionAnchor: anchor } as CSSProperties,
    },
  };
}

/**
 * The popover's own box: the browser's default centring undone, placed below the trigger and lined up with
 * its `align` edge, flipped to the other side where it would not fit.
 */
export function popoverClasses(align: PopoverAlign): string {
  /* eslint-disable lingui/no-unlocalized-strings -- class names */
  return align === 'end'
    ? 'fixed inset-auto m-0 mt-1 [position-area:bottom_span-left] [position-try-fallbacks:flip-block,flip-inline,flip-block_flip-inline]'
    : 'fixed inset-auto m-0 mt-1 [position-area:bottom_span-right] [position-try-fallbacks:flip-block,flip-inline,flip-block_flip-inline]';
  /* eslint-enable lingui/no-unlocalized-strings */
}
