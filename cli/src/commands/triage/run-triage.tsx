import { render } from 'ink';
import type { Context } from '../../context/create-context';
import { UsageError } from '../../errors/cli-error';
import { InterruptedError } from '../../errors/interrupted-error';
import { holdStatusLine } from '../../ui/status-line';
import { ClaimRefused, type BulkChoice, type TriageApi, type TriageDetails } from './triage-api';
import { TriageApp } from './triage-app';

type Included = { id: string; type: string; attributes: Record<string, unknown> };

/** The API the triage queue runs on, over trackctl's client. */
function triageApi(context: Context): TriageApi {
  const api = context.api();
  return {
    async me() {
      const { data } = await api.request('currentUser');
      return { email: data.attributes.email };
    },
    async queue() {
      const [unclaimed, assigned] = await Promise.all([
        api.request('listRegistrations', { query: { status: 'unclaimed', size: '50' } }),
        api.request('listRegistrations', { query: { status: 'assigned', size: '50' } }),
      ]);
      return [...unclaimed.data, ...assigned.data].sort((a, b) => a.attributes.created_at.localeCompare(b.attributes.created_at));
    },
    get: (id) => api.request('getRegistration', { params: { id } }),
    async details(id): Promise<TriageDetails> {
      const document = await api.request('getRegistration', { params: { id } });
      const addressId = document.data.attributes.addressId;
      const address = addressId === null ? null : await api.request('getAddress', { params: { id: String(addressId) } });
      const a = address?.data.attributes;
      const s = a?.streetAddress;
      const emails = ((address?.included ?? []) as Included[]).filter((i) => i.type === 'emails');
      return {
        registration: document.data,
        email: a?.email_address ?? null,
        password: a?.password ?? null,
        name: [a?.first_name, a?.last_name].filter(Boolean).join(' '),
        birthdate: a?.birthdate ?? null,
        street: s ? [s.lineOne, s.lineTwo, s.city, s.region, s.postalCode, s.country].filter(Boolean).join(', ') : '',
        telephone: s?.telephone ?? null,
        events: (a?.events ?? []).map((e) => ({ at: e.occurred_at, description: e.description, private: e.private })),
        emails: emails.map((e) => ({
          at: String(e.attributes.sent_at),
          subject: String(e.attributes.subject),
          from: (e.attributes.from_address as string | null) ?? null,
        })),
      };
    },
    async claim(id, status) {
      try {
        return await api.request('updateRegistration', { params: { id }, body: status ? { claim: true, status } : { claim: true } });
      } catch (error) {
        // A claim answers 409 only when someone else holds the registration.
        if (error instanceof Error && (error as { status?: unknown }).status === 409)
          throw new ClaimRefused(error.message, { cause: error });
        throw error;
      }
    },
    completeAll: (id) => api.request('updateRegistration', { params: { id }, body: { complete_all: true } }),
    async bulk(addressId: number, action: BulkChoice) {
      const params = { id: String(addressId) };
      if (action === 'hide' || action === 'show')
        await api.request('setAddressEmailsVisibility', { params, body: { visible: action === 'show' } });
      else await api.request('setAddressEmailsPrivate', { params, body: { private: action === 'private' } });
    },
  };
}

/**
 * `trackctl registrations triage`: the Ink queue, on a terminal only, on the alternate screen (as
 * less and vim are: the shell's screen comes back as it was). Ctrl+C, a SIGTERM or a SIGHUP ends
 * it as interrupted (exit 130); q leaves it.
 */
export async function runTriage(context: Context): Promise<void> {
  if (!context.interactive || context.io.stdout.isTTY !== true) {
    throw new UsageError(
      'registrations triage needs a terminal.',
      'In scripts use: trackctl registrations list | show | next | claim | assign | set-status | complete',
    );
  }
  const stdout = context.io.stdout as NodeJS.WriteStream;
  // A terminal resized may rewrap the frame it shows, which Ink's erasing of its last frame line by
  // line does not follow: the screen is blanked first (this listener runs before Ink's), and Ink
  // draws the frame for the new size on a clean screen.
  const blank = () => stdout.write('\x1b[2J\x1b[H');
  stdout.on('resize', blank);
  // Ink owns the terminal: no waiting spinner draws over its screen (its own calls show their state).
  const release = holdStatusLine(context.io.stderr);
  const instance = render(<TriageApp api={triageApi(context)} />, {
    stdin: context.io.stdin as NodeJS.ReadStream,
    stdout: context.io.stdout as NodeJS.WriteStream,
    stderr: context.io.stderr as NodeJS.WriteStream,
    patchConsole: false,
    // stdout is a terminal (checked above), even where a CI variable would make Ink think otherwise.
    interactive: true,
    alternateScreen: true,
    exitOnCtrlC: false,
  });
  const onStop = () => instance.unmount(new InterruptedError());
  context.io.signal?.addEventListener('abort', onStop, { once: true });
  try {
    await instance.waitUntilExit();
  } finally {
    context.io.signal?.removeEventListener('abort', onStop);
    stdout.off('resize', blank);
    release();
  }
}
