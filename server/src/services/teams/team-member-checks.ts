import {
  billsAutomatically,
  EMAIL_MISMATCH_MESSAGE,
  emailConfirmed,
  limitPassed,
  limitPassedMessage,
  type Confirmations,
  type TeamCounts,
} from '@tracker/core';
import { AppError } from '../../errors/app-error';
import type { SubscriptionRow, TeamRow } from '../../repositories/teams-repository';

type Change = { addsMember: boolean; addsActive: boolean };

/**
 * Refuses a member change that needs a confirmation it lacks: past a limit, confirm_over_limit (spec
 * section 6); an active member more on a charge_automatically v3 team, the member's exact email
 * and confirm_billing (spec section 5).
 */
export function checkMemberChange(
  team: TeamRow,
  counts: TeamCounts,
  subscription: SubscriptionRow | undefined,
  change: Change,
  memberEmail: string,
  confirmations: Confirmations,
): void {
  const passed = limitPassed(counts, { memberLimit: team.memberLimit, activeMembersLimit: team.activeMembersLimit }, change);
  if (passed && !confirmations.confirm_over_limit) {
    throw new AppError('conflict', limitPassedMessage(passed), { pointer: '/confirm_over_limit' });
  }
  if (!change.addsActive || !billsAutomatically(subscription ?? null)) return;
  if (!emailConfirmed(confirmations.confirm_email, memberEmail)) {
    const detail =
      confirmations.confirm_email === undefined
        ? `This team is billed automatically: type ${memberEmail} to confirm.`
        : EMAIL_MISMATCH_MESSAGE;
    throw new AppError('invalid_input', detail, { pointer: '/confirm_email' });
  }
  if (!confirmations.confirm_billing) {
    throw new AppError('invalid_input', 'This team is billed automatically for each active member: confirm automatic billing.', {
      pointer: '/confirm_billing',
    });
  }
}
