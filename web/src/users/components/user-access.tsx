import { hasAccess, type User } from '@tracker/core/users';
import { useState } from 'react';
import { useNow } from '../../ui/use-now';
import { CheckboxField } from '../../ui/checkbox-field';
import { useUpdateUser } from '../mutations';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-CA') : 'never');

const ACCESS = [
  ['emailsAccess', 'emailsAccessEndAt', 'Emails'],
  ['groupsAccess', 'groupsAccessEndAt', 'Groups'],
  ['technologiesAccess', 'technologiesAccessEndAt', 'Technologies'],
] as const;

/**
 * Policies, the three access toggles (on: the end date moves ahead to the period end, or 3 months
 * from now once that has passed; off: it ends now) and password setup tracking.
 */
export function UserAccess({ user }: { user: User }) {
  const a = user.attributes;
  const now = useNow();
  // Turning an access off ends it at the server's now, which the page's clock (read at most a minute
  // ago, and maybe behind the server's) has not reached: measured against that alone it still looked
  // open. The server stamps updated_at with the same now or later, so an access that ended by the
  // user's last change is shut whatever either clock says.
  const seen = new Date(Math.max(now.getTime(), Date.parse(a.updated_at)));
  const update = useUpdateUser(user.id);
  // Toggles flip at once and go back to what the server holds when the change settles (or fails).
  const [flipped, setFlipped] = useState<Partial<Record<string, boolean>>>({});
  const toggle = (field: 'termsOfService' | 'privacyPolicy' | (typeof ACCESS)[number][0], on: boolean) => {
    setFlipped((current) => ({ ...current, [field]: on }));
    update.mutate({ [field]: on }, { onSettled: () => setFlipped(({ [field]: _, ...rest }) => rest) });
  };
  return (
    <div>
      <fieldset>
        <legend>Policies</legend>
        <CheckboxField
          label="Terms of service accepted"
          checked={flipped.termsOfService ?? a.policies.terms_of_service !== null}
          onChange={(e) => toggle('termsOfService', e.target.checked)}
        />
        <CheckboxField
          label="Privacy policy accepted"
          checked={flipped.privacyPolicy ?? a.policies.privacy_policy !== null}
          onChange={(e) => toggle('privacyPolicy', e.target.checked)}
        />
      </fieldset>
      <fieldset>
        <legend>Access</legend>
        {ACCESS.map(([field, endAt, label]) => (
          <CheckboxField
            key={field}
            label={`${label} access (until ${day(a[endAt])})`}
            checked={flipped[field] ?? hasAccess(a[endAt], seen)}
            onChange={(e) => toggle(field, e.target.checked)}
          />
        ))}
      </fieldset>
      <p>
        Password: {a.passwordSetAt ? `set on ${day(a.passwordSetAt)}` : 'not set up yet'}. Current period ends {day(a.currentPeriodEndAt)}.
      </p>
    </div>
  );
}
