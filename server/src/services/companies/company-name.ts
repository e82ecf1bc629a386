/**
 * A readable name from a normalised domain, for companies created by domain alone: the label
 * before the public suffix, capitalised (`nordicknits.co.uk` is `Nordicknits`). Short second-level
 * labels (`co`, `com`) are taken for part of the suffix.
 */
export function nameFromDomain(domain: string): string {
  const labels = domain.split('.');
  labels.pop();
  if (labels.length >= 2 && labels[labels.length - 1]!.length <= 3) labels.pop();
  const label = labels[labels.length - 1] ?? domain;
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A name nobody chose: the domain itself or the name derived from it, which enrichment may replace. */
export function isPlaceholderName(name: string, domain: string): boolean {
  const lower = name.trim().toLowerCase();
  return lower === '' || lower === domain || lower === nameFromDomain(domain).toLowerCase();
}
