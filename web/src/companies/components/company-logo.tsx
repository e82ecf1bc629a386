import './company-logo.css';

type Props = { name: string; logoUrl: string | null; size?: 'small' | 'large' };

/** The company's logo, or its initial when it has none (or the image fails to load). */
export function CompanyLogo({ name, logoUrl, size = 'small' }: Props) {
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className="company-logo" data-size={size}>
      {logoUrl ? (
        <img
          src={logoUrl}
          alt={size === 'large' ? `${name} logo` : ''}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={(event) => event.currentTarget.replaceWith(document.createTextNode(initial))}
        />
      ) : (
        <span aria-hidden="true">{initial}</span>
      )}
    </span>
  );
}
