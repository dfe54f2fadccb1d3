import type { PluginObj, types } from '@babel/core';
/** The Babel plugin that compiles English messages into the code (lingui-inline-source.mjs). */
export default function linguiInlineSource(babel: { types: typeof types }): PluginObj;
