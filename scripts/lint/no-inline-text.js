// ESLint rule: user-facing text comes from the catalogue in src/shared/texts, never from a literal
// written where it is shown, so that a second language is a second table and nothing else.
//
// In JSX (the client): text between tags, a string in braces as a child, and a string given to an
// attribute a reader sees or hears (aria-label, title, placeholder, alt, label, or a component's own).
// In the server: the `message` of an answer `{ error, message }`, and the message given to an HTTP
// error (`new HttpError(status, code, message)`, `badRequest(code, message)`, `new APIError(status, { message })`).
//
// Words are what is refused; what is not text passes: punctuation and symbols ("·", "/", "%"),
// numbers, one-word options of a component ("lg"), and the attributes that are not read (class names,
// URLs, ids, SVG geometry, the values HTML defines).

/** Letters make a string words; anything else (digits, punctuation, symbols, spaces) is not text. */
const WORDS = /\p{L}/u;

/** Attributes whose value a reader sees or a screen reader speaks, even when it is one word. */
const READ_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
]);

/**
 * Attributes that are never read: class names, ids and references to ids, URLs, SVG geometry and
 * the values HTML defines (type, role, autocomplete...). Any other attribute holding words is text.
 */
const NOT_TEXT = new Set([
  'accept',
  'aria-controls',
  'aria-current',
  'aria-describedby',
  'aria-haspopup',
  'aria-hidden',
  'aria-labelledby',
  'aria-live',
  'autoComplete',
  'clipRule',
  'd',
  'decoding',
  'enterKeyHint',
  'fill',
  'fillRule',
  'form',
  'href',
  'htmlFor',
  'id',
  'inputMode',
  'key',
  'loading',
  'method',
  'name',
  'rel',
  'role',
  'scope',
  'sizes',
  'src',
  'srcSet',
  'stroke',
  'strokeLinecap',
  'strokeLinejoin',
  'target',
  'textAnchor',
  'to',
  'transform',
  'type',
  'value',
  'viewBox',
  'xmlns',
]);
const notText = (name) => NOT_TEXT.has(name) || /(^c|C)lass(Name)?$/.test(name) || name.startsWith('data-');

/** A component's option written as one lowercase token ("lg", "left"), not words. */
const TOKEN = /^[a-z][a-z0-9-]*$/;

/** The server's ways of failing a request with a code and a sentence. */
const HTTP_ERRORS = new Set(['HttpError', 'APIError', 'badRequest', 'conflict', 'forbidden', 'notFound', 'unauthorized']);

/** The words of a string literal or of a template literal's fixed parts; '' when there are none. */
function wordsOf(node) {
  if (!node) return '';
  if (node.type === 'Literal' && typeof node.value === 'string') return WORDS.test(node.value) ? node.value : '';
  if (node.type === 'TemplateLiteral') {
    const fixed = node.quasis.map((q) => q.value.cooked ?? '').join('');
    return WORDS.test(fixed) ? fixed : '';
  }
  // `cond ? 'Yes' : 'No'` and `a || 'Fallback'` are text too.
  if (node.type === 'ConditionalExpression') return wordsOf(node.consequent) || wordsOf(node.alternate);
  if (node.type === 'LogicalExpression') return wordsOf(node.left) || wordsOf(node.right);
  return '';
}

const keyName = (property) =>
  property.type === 'Property' && !property.computed
    ? property.key.type === 'Identifier'
      ? property.key.name
      : property.key.value
    : undefined;

const calleeName = (callee) =>
  callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : undefined;

/** In `class X extends HttpError`, `super(...)` is HttpError's constructor. */
function superName(node) {
  if (node.callee.type !== 'Super') return undefined;
  let at = node.parent;
  while (at && at.type !== 'ClassDeclaration' && at.type !== 'ClassExpression') at = at.parent;
  return at?.superClass?.type === 'Identifier' ? at.superClass.name : undefined;
}

const shown = (text) => JSON.stringify(text.trim().length > 40 ? `${text.trim().slice(0, 39)}…` : text.trim());

/** @type {import('eslint').Rule.RuleModule} */
export const noInlineText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from the catalogue (src/shared/texts), not from a literal.' },
    schema: [],
    messages: {
      jsx: 'Text {{text}} is written inline: take it from the catalogue in src/shared/texts.',
      answer:
        'The sentence {{text}} is written inline: answer an error code, whose message the catalogue holds (src/shared/texts/errors.ts).',
    },
  },
  create(context) {
    const report = (node, messageId, text) => context.report({ node, messageId, data: { text: shown(text) } });
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, 'jsx', node.value);
      },
      JSXExpressionContainer(node) {
        const parent = node.parent;
        if (parent.type !== 'JSXElement' && parent.type !== 'JSXFragment') return;
        const text = wordsOf(node.expression);
        if (text) report(node, 'jsx', text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : undefined;
        if (!name || !node.value || notText(name)) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = wordsOf(value);
        if (text && (READ_ATTRIBUTES.has(name) || !TOKEN.test(text))) report(node.value, 'jsx', text);
      },
      ObjectExpression(node) {
        // An answer is `{ error, message }`; a message beside anything else (a log line, a config issue) is not one.
        const keys = node.properties.map(keyName);
        if (!keys.includes('error')) return;
        for (const property of node.properties) {
          if (keyName(property) !== 'message') continue;
          const text = wordsOf(property.value);
          if (text) report(property.value, 'answer', text);
        }
      },
      'CallExpression, NewExpression'(node) {
        if (!HTTP_ERRORS.has(calleeName(node.callee) ?? superName(node) ?? '')) return;
        for (const argument of node.arguments) {
          const text =
            argument.type === 'ObjectExpression'
              ? wordsOf(argument.properties.find((p) => keyName(p) === 'message')?.value)
              : wordsOf(argument);
          // The code itself is a kebab-case or upper-case word, not a sentence.
          if (text && !/^[a-z0-9-]+$|^[A-Z0-9_]+$/.test(text)) report(argument, 'answer', text);
        }
      },
    };
  },
};
