import { ApiError } from '@tracker/core';
import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { CliError, NotSignedInError, UsageError } from './cli-error';
import { EXIT } from './exit-codes';
import { toFailure } from './to-failure';

describe('exit codes', () => {
  it('maps a 401 from the server to "not signed in" (4) with a way to sign in', async () => {
    const failure = await toFailure(new ApiError(401, [{ status: '401', code: 'unauthenticated', title: 'Sign in first' }]));
    expect(failure).toMatchObject({ exitCode: EXIT.notSignedIn, nextStep: 'Run: trackctl login', bug: false });
    expect(failure.message).toContain('Sign in first');
  });

  it("maps usage errors, ours and commander's, to 2", async () => {
    expect((await toFailure(new UsageError('--email is missing'))).exitCode).toBe(EXIT.usage);
    expect((await toFailure(new CommanderError(1, 'commander.unknownOption', "error: unknown option '--x'"))).exitCode).toBe(EXIT.usage);
  });

  it('keeps the exit code and next step of user-fixable errors', async () => {
    expect(await toFailure(new NotSignedInError())).toEqual({
      exitCode: EXIT.notSignedIn,
      message: 'Not signed in.',
      nextStep: 'Run: trackctl login',
      bug: false,
    });
    expect(await toFailure(new CliError('Cancelled.'))).toMatchObject({ exitCode: EXIT.failed, bug: false });
  });

  it("reports other server failures as failed (1) with the server's message", async () => {
    const forbidden = await toFailure(new ApiError(403, [{ status: '403', code: 'forbidden', title: 'Admins only' }]));
    expect(forbidden).toMatchObject({ exitCode: EXIT.failed, message: 'Admins only.' });

    const crashed = await toFailure(new ApiError(500, [{ status: '500', code: 'internal', title: 'Internal error' }], 'req-7'));
    expect(crashed.exitCode).toBe(EXIT.failed);
    expect(crashed.message).toContain('req-7');

    const unreachable = await toFailure(ApiError.fromResponse(0, undefined));
    expect(unreachable).toMatchObject({ exitCode: EXIT.failed, message: 'Could not reach the server.' });
  });

  it('treats anything else as a bug, without hiding the message', async () => {
    const failure = await toFailure(new TypeError('x is not a function'));
    expect(failure).toMatchObject({ exitCode: EXIT.failed, bug: true, message: 'Unexpected error: x is not a function' });
    expect(failure.nextStep).toContain('TRACKCTL_DEBUG=1');
  });
});
