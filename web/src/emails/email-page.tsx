import type { ScreenProps } from '../ui/area/area';
import { BackLink } from '../ui/back-link';
import { EmailDetail } from './components/email-detail';

/** /emails/{guid}: headers, flags, classifications, lists, reprocess, and the raw view. */
export function EmailPage({ params }: ScreenProps) {
  return <EmailDetail guid={params.guid ?? ''} back={<BackLink href="/emails">Emails</BackLink>} />;
}
