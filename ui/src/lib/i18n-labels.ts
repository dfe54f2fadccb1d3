import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n';

/**
 * A label map written with msg`` whose every value is read in the reader's language when it is read: callers
 * index it as before (`SEAT_LABELS[seat]` is a string), and a change of language shows on the next render.
 */
export function translated<K extends string>(messages: Record<K, MessageDescriptor>): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => i18n._(messages[key]) });
  }
  return labels;
}
