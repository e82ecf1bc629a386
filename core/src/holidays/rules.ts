/** Keywords are one comma-separated string (spec section 3): trimmed, blanks and repeats dropped. */
export function normaliseKeywords(text: string): string {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of text.split(',')) {
    const keyword = raw.trim();
    if (keyword && !seen.has(keyword.toLowerCase())) {
      seen.add(keyword.toLowerCase());
      kept.push(keyword);
    }
  }
  return kept.join(', ');
}
