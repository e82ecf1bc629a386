import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/** Elements whose content is never shown as text. */
const HIDDEN = new Set(['head', 'style', 'script', 'title', 'template', 'noscript']);
/** Elements that start and end a line of their own. */
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'center',
  'dd',
  'div',
  'dl',
  'dt',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'ul',
]);

/**
 * The visible words of an HTML document as plain text, read by an HTML parser (parse5, the WHATWG
 * algorithm browsers use): entities decoded, head, styles and scripts left out, a line per block.
 * The tree is walked with an explicit stack, so deeply nested markup cannot overflow the call stack.
 */
export function htmlToText(html: string): string {
  const out: string[] = [];
  const stack: Array<Node | '\n'> = [parse(html)];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node === '\n') {
      out.push('\n');
      continue;
    }
    if (node.nodeName === '#text') {
      out.push((node as DefaultTreeAdapterTypes.TextNode).value);
      continue;
    }
    if (node.nodeName === 'br') {
      out.push('\n');
      continue;
    }
    if (HIDDEN.has(node.nodeName) || !('childNodes' in node)) continue;
    const block = BLOCKS.has(node.nodeName);
    if (block) stack.push('\n');
    for (let i = node.childNodes.length - 1; i >= 0; i--) stack.push(node.childNodes[i]!);
    if (block) out.push('\n');
  }
  return out
    .join('')
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
