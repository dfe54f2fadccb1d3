// A catalog imported through @lingui/vite-plugin arrives compiled.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
