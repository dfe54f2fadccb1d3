import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { formatKeepingCaret } from './caret-format';

function deletion(event: ChangeEvent<HTMLInputElement>): 'backward' | 'forward' | null {
  const type = (event.nativeEvent as InputEvent).inputType ?? '';
  if (type.startsWith('deleteContentBackward') || type === 'deleteWordBackward') return 'backward';
  if (type.startsWith('deleteContentForward') || type === 'deleteWordForward') return 'forward';
  return null;
}

/**
 * A controlled input whose value is re-formatted on every keystroke (upper case, groups of four) without
 * throwing the caret to the end, which is what React does when the new value differs from what was typed.
 * Spread the result onto the <input>: `<Input {...useFormattedInput(value, setValue, format)} />`.
 */
export function useFormattedInput(value: string, onValue: (value: string) => void, format: (raw: string) => string) {
  const ref = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  // After React wrote the formatted value into the field, put the caret back.
  useLayoutEffect(() => {
    const input = ref.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (input && caret !== null && document.activeElement === input) input.setSelectionRange(caret, caret);
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const next = formatKeepingCaret({
      previous: value,
      raw: input.value,
      caret: input.selectionStart ?? input.value.length,
      deleting: deletion(event),
      format,
    });
    if (next.value === value) {
      // No state change means no render: set the field and caret here (React leaves an equal value alone).
      input.value = next.value;
      input.setSelectionRange(next.caret, next.caret);
      return;
    }
    pendingCaret.current = next.caret;
    onValue(next.value);
  }

  return { ref, value, onChange };
}
