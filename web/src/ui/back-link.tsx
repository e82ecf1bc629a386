import { Link } from 'wouter';

/** The link back to where a detail screen was opened from, e.g. the filtered list. */
export function BackLink({ href, children }: { href: string; children: string }) {
  return (
    <Link href={href} className="back-link">
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
