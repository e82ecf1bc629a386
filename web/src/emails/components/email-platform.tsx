import type { EmailPlatform } from '@tracker/core/platforms';

/** The sending platform detected for an email, how sure, and the signals that said so. */
export function EmailPlatformFacts({ platform }: { platform: EmailPlatform | null }) {
  if (!platform) return <span className="muted">Not detected</span>;
  return (
    <>
      {platform.name} <span className="muted">({Math.round(platform.confidence * 100)}% sure)</span>
      <span className="email-platform-signals muted">{platform.signals.join('; ')}</span>
    </>
  );
}
