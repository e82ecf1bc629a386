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
        <CheckboxField label="Terms of service accepted" checked={flipped.termsOfService ?? a.policies.terms_of_service !== null} onChange={(e) => toggle('termsOfService', e.target.checked)} />
        <CheckboxField label="Privacy policy accepted" checked={flipped.privacyPolicy ?? a.policies.privacy_policy !== null} onChange={(e) => toggle('privacyPolicy', e.target.checked)} />
      </fieldset>
      <fieldset>
        <legend>Access</legend>
        {ACCESS.map(([field, endAt, label]) => (
          <CheckboxField
            key={field}
            label={`${label} access (until ${day(a[endAt])})`}
            checked={flipped[field] ?? hasAccess(a[endAt], now)}
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
