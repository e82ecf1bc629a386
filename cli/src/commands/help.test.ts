import { Writable, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../errors/exit-codes';
import { run } from '../run';

async function help(args: string[]) {
  let stdout = '';
  const io = {
    stdin: Readable.from([]),
    stdout: new Writable({
      write(chunk: Buffer, _encoding, done) {
        stdout += chunk.toString();
        done();
      },
    }),
    stderr: new Writable({ write: (_chunk, _encoding, done) => done() }),
    env: {},
  };
  return { code: await run([...args, '--help'], io), stdout };
}

describe('--help of the companies and groups commands', () => {
  it.each([
    ['companies', 'list'],
    ['companies', 'show'],
    ['companies', 'export'],
    ['groups', 'list'],
    ['groups', 'add'],
  ])('trackctl %s %s shows examples of itself', async (noun, verb) => {
    const result = await help([noun, verb]);

    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toContain(`Usage: trackctl ${noun} ${verb}`);
    expect(result.stdout).toContain(`Examples:\n  $ trackctl ${noun} ${verb}`);
  });

  it('names the values a filter accepts', async () => {
    const { stdout } = await help(['companies', 'list']);

    expect(stdout).toMatch(/--health <health> +some journey type has this health: expired, dormant\s+or new/);
    expect(stdout).toMatch(/--company-type <type> +of this type: brand, retailer, marketplace, publisher\s+or nonprofit/);
  });

  it('names every value of a multiple choice and the sort fields, as core declares them', async () => {
    const { stdout } = await help(['companies', 'list']);

    expect(stdout.replace(/\s+/g, ' ')).toContain(
      '--journey-types <types> the journey types the health filter looks at, comma-separated: email_subscriber, ' +
        'cart_abandoner, browse_abandoner, purchaser, custom',
    );
    expect(stdout.replace(/\s+/g, ' ')).toContain('--no-good-fit not marked a good fit');
  });
});
