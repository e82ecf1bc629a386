import type { Context } from '../../context/create-context';
import { CliError } from '../../errors/cli-error';
import { print } from './show-registration';

/** Claims the oldest unclaimed registration, prioritized first, skipping those someone else took meanwhile. */
export async function claimNext(context: Context): Promise<void> {
  const api = context.api();
  for (const prioritized of ['true', 'all'] as const) {
    const page = await api.request('listRegistrations', { query: { status: 'unclaimed', prioritized, size: '10' } });
    for (const candidate of page.data) {
      try {
        const document = await api.request('updateRegistration', { params: { id: candidate.id }, body: { claim: true } });
        print(context, document);
        return;
      } catch (error) {
        if (!(error instanceof Error) || !/already claimed/.test(error.message)) throw error;
      }
    }
  }
  throw new CliError('No unclaimed registration left.', {
    nextStep: 'See what is assigned to you: trackctl registrations list --assignee me',
  });
}
