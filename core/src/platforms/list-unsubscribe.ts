import { headerValues, unsubscribeTargets, type MessageFacts } from './message-facts';

/** How a message lets its reader unsubscribe: the List-Unsubscribe targets and RFC 8058 one-click. */
export type UnsubscribeFacts = { targets: string[]; one_click: boolean };

/**
 * The List-Unsubscribe targets, and whether one click is offered: RFC 8058 asks for
 * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` beside an https target. Null when the message
 * names no target.
 */
export function unsubscribeFacts(facts: MessageFacts): UnsubscribeFacts | null {
  const targets = unsubscribeTargets(facts).slice(0, 10);
  if (targets.length === 0) return null;
  const post = headerValues(facts, 'List-Unsubscribe-Post').some((v) => /^\s*List-Unsubscribe=One-Click\s*$/i.test(v));
  return { targets: targets.map((t) => t.slice(0, 2000)), one_click: post && targets.some((t) => /^https:/i.test(t)) };
}
