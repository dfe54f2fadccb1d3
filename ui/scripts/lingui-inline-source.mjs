// A Babel plugin run after Lingui's macro: each English message that needs compiling (placeholders,
// plurals, tags) is replaced in the code by its compiled form, the one a catalog would hold. English, the
// source, then needs neither a catalog nor a compiler in the browser, and each message travels in the
// chunk of the code that says it, so the first load of a page carries only its own words. Other languages
// find their own translation by id first (src/lib/i18n.ts), so this changes nothing for them.
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** The compiled form, or null when the text is its own compiled form (plain words stay a string). */
function compiled(message) {
  const form = compileMessage(message);
  return JSON.stringify(form) === JSON.stringify([message]) ? null : form;
}

const isDescriptor = (path) => (path.node.leadingComments ?? []).some((comment) => comment.value.trim() === 'i18n');

export default function linguiInlineSource({ types: t }) {
  const visitor = {
    // t``, msg`` and useLingui's t: `/*i18n*/ { id, message, … }`.
    ObjectExpression(path) {
      if (!isDescriptor(path)) return;
      const message = path.node.properties.find(
        (p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'message' }) && t.isStringLiteral(p.value),
      );
      const form = message && compiled(message.value.value);
      if (form) message.value = t.valueToNode(form);
    },
    // <Trans>: `<_Trans id="…" message="…" />` from @lingui/react.
    JSXOpeningElement(path) {
      if (!t.isJSXIdentifier(path.node.name) || !/Trans$/.test(path.node.name.name)) return;
      const attrs = path.node.attributes.filter((a) => t.isJSXAttribute(a));
      if (!attrs.some((a) => a.name.name === 'id')) return;
      const message = attrs.find((a) => a.name.name === 'message' && t.isStringLiteral(a.value));
      const form = message && compiled(message.value.value);
      if (form) message.value = t.jsxExpressionContainer(t.valueToNode(form));
    },
  };
  // After the macro has written the descriptors, whichever order Babel visits the nodes in.
  return { visitor: { Program: { exit: (path) => path.traverse(visitor) } } };
}
