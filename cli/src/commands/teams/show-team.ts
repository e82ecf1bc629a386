import type { Command } from 'commander';
import type { Team } from '@tracker/core';
import type { Context } from '../../context/create-context';
import { formatKeyValues } from '../../ui/key-values';

function teamDetails(team: Team) {
  const a = team.attributes;
  const s = a.subscription;
  return [
    { key: 'id', value: team.id },
    { key: 'name', value: a.name },
    { key: 'owner', value: a.owner?.email ?? null },
    { key: 'members', value: `${a.members_count} of ${a.member_limit}` },
    { key: 'active members', value: `${a.active_members_count} of ${a.active_members_limit}` },
    { key: 'subscription' },
    { key: 'plan', value: s ? `${s.plan_id} (${s.plan_version})` : null, indent: true },
    { key: 'status', value: s?.account_status ?? null, indent: true },
    { key: 'period end', value: s?.current_period_end_at ?? null, indent: true },
    { key: 'collection', value: s?.collection_method ?? null, indent: true },
    { key: 'stripe customer', value: s?.stripe_customer_id ?? null, indent: true },
    { key: 'stripe subscription', value: s?.stripe_subscription_id ?? null, indent: true },
  ];
}

export async function showTeam(context: Context, command: Command): Promise<void> {
  const document = await context.api().request('getTeam', { params: { team_id: command.args[0]! } });
  if (context.settings.json) context.ui.renderJson(document);
  else context.io.stdout.write(formatKeyValues(teamDetails(document.data)));
}
