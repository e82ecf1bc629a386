import type { SuggestionInput } from './rules';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}']{1,24}/gu;
const BODY_CHARS = 4000;

const wordsOf = (text: string) => (text.toLowerCase().match(WORD) ?? []).filter((w) => w.length <= 24);

/**
 * The features the learned model reads from an email, each once: the words of the body and
 * preheader, the subject's words marked `s:` (a subject word says more than a body word), and the
 * sender's domain marked `from:`.
 */
export function featuresOf(input: SuggestionInput): string[] {
  const features = new Set<string>();
  for (const w of wordsOf(`${input.preheader ?? ''} ${(input.body ?? '').slice(0, BODY_CHARS)}`)) features.add(w);
  for (const w of wordsOf(input.subject)) features.add(`s:${w}`);
  const domain = input.fromAddress?.split('@')[1]?.toLowerCase();
  if (domain) features.add(`from:${domain}`);
  return [...features];
}
