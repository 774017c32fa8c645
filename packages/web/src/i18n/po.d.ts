// A catalog imported from its .po file: the compiled messages (@lingui/vite-plugin).
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
