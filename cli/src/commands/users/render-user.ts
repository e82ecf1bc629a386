import type { User } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { formatKeyValues, type KeyValue } from '../../ui/key-values';

export function render(context: Context, user: User, document: unknown): void {
  if (context.settings.json) {
    context.ui.renderJson(document);
    return;
  }
  context.io.stdout.write(formatKeyValues(userDetails(user)));
}

function userDetails(user: User): KeyValue[] {
  const a = user.attributes;
  const yesNo = (value: boolean) => (value ? 'yes' : 'no');
  return [
    { key: 'id', value: user.id },
    { key: 'email', value: a.email },
    { key: 'name', value: a.name },
    { key: 'company', value: a.companyName },
    { key: 'role', value: a.userRole },
    { key: 'status', value: a.accountStatus },
    { key: 'archived', value: yesNo(a.archived) },
    { key: 'type', value: a.type },
    { key: 'access level', value: a.accessLevel },
    { key: 'companies', value: `${a.tracked_companies_count} of ${a.companiesLimit}` },
    { key: 'period end', value: a.currentPeriodEndAt },
    { key: 'emails until', value: a.emailsAccessEndAt },
    { key: 'groups until', value: a.groupsAccessEndAt },
    { key: 'technologies until', value: a.technologiesAccessEndAt },
    {
      key: 'subscription',
      value: a.stripeSubscriptionId ? `${a.stripeSubscriptionId}${a.stripeCancelAtPeriodEnd ? ' (cancels at period end)' : ''}` : null,
    },
    { key: 'password set', value: a.passwordSetAt },
    { key: 'terms accepted', value: a.policies.terms_of_service },
    { key: 'privacy accepted', value: a.policies.privacy_policy },
    { key: 'deletion asked', value: a.deletionRequestedAt },
  ];
}
