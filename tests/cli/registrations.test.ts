import type { EndpointOutput, Endpoints } from '@tracker/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLiveTrackctl, type LiveTrackctl } from '../support/live-trackctl';

type Page = EndpointOutput<Endpoints['listRegistrations']>;

let live: LiveTrackctl;

beforeAll(async () => {
  live = await startLiveTrackctl({ demoData: true });
});
afterAll(() => live?.stop());

const trackctl = (args: string[], input?: string) => live.run(args, input === undefined ? {} : { input });

async function listJson(args: string[]): Promise<Page> {
  const result = await trackctl(['registrations', 'list', '--json', ...args]);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Page;
}

describe('trackctl registrations against a live server with the demo data', () => {
  it('lists the unclaimed queue oldest first by default, and claims the next one for me', async () => {
    const queue = await listJson([]);
    expect(queue.data.length).toBeGreaterThan(0);
    expect(queue.data.every((r) => r.attributes.status === 'unclaimed')).toBe(true);
    const created = queue.data.map((r) => r.attributes.created_at);
    expect([...created].sort()).toEqual(created);

    const next = await trackctl(['registrations', 'next']);
    expect(next.code, next.stderr).toBe(0);
    const id = /^id +(\d+)$/m.exec(next.stdout)?.[1];
    expect(id).toBeDefined();
    expect(next.stdout).toMatch(/^status +assigned$/m);
    expect(next.stdout).toMatch(/^ +password +\S+/m);

    const mine = await listJson(['--assignee', 'me']);
    expect(mine.data.map((r) => r.id)).toContain(id);
    expect(mine.data.every((r) => r.attributes.status === 'assigned' && r.attributes.assignee_email === live.server.adminEmail)).toBe(true);
  });

  it('completes ids from stdin, twice safely, and exits 3 naming the one that does not exist', async () => {
    const [first, second] = (await listJson(['--size', '2'])).data;
    const result = await trackctl(['registrations', 'complete', '--stdin'], `${first!.id}\n${second!.id}\n999999\n`);
    expect(result.code, result.stderr).toBe(3);
    expect(result.stdout).toContain(`${first!.id}\tcompleted\tcomplete`);
    expect(result.stdout).toMatch(/999999\tfailed\tNo registration has the id 999999/);
    expect(result.stderr).toContain('2 of 3 completed, 1 failed.');

    const again = await trackctl(['registrations', 'complete', first!.id, '--json']);
    expect(again.code, again.stderr).toBe(0);
    const shown = await trackctl(['registrations', 'show', first!.id, '--json']);
    const document = JSON.parse(shown.stdout) as EndpointOutput<Endpoints['getRegistration']>;
    const address = document.included?.find((i) => i.type === 'addresses');
    const events = (address?.attributes.events as Array<{ description: string }>).map((e) => e.description);
    expect(events.filter((e) => e === 'Reviewed')).toHaveLength(1);
    expect(events.filter((e) => e === 'Completed')).toHaveLength(1);
  });

  it('refuses to claim one someone else holds, saying who', async () => {
    const held = (await listJson(['--status', 'ready'])).data.find((r) => r.attributes.assignee_email !== live.server.adminEmail);
    expect(held).toBeDefined();
    const result = await trackctl(['registrations', 'claim', held!.id]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`already claimed by ${held!.attributes.assignee_email}`);
  });
});

describe('trackctl registrations assign and set-status against a live server', () => {
  const riley = 'riley.reviewer@tracker.example';

  /** The registration as the server has it now: its status, assignee and address events. */
  async function shown(id: string) {
    const result = await trackctl(['registrations', 'show', id, '--json']);
    expect(result.code, result.stderr).toBe(0);
    const document = JSON.parse(result.stdout) as EndpointOutput<Endpoints['getRegistration']>;
    const address = document.included?.find((i) => i.type === 'addresses');
    const events = (address?.attributes.events as Array<{ description: string }>).map((e) => e.description);
    return { status: document.data.attributes.status, assignee: document.data.attributes.assignee_email, events };
  }

  /** Unclaimed registrations nobody else's test touches: the newest ones. */
  async function newestUnclaimed(n: number): Promise<string[]> {
    const ids = (await listJson(['--order', 'desc', '--size', String(n)])).data.map((r) => r.id);
    expect(ids).toHaveLength(n);
    return ids;
  }

  it('assigns one registration, its id first and the email last', async () => {
    const [id] = await newestUnclaimed(1);
    const result = await trackctl(['registrations', 'assign', id!, riley]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${id}\tassigned to ${riley}\tassigned\n`);
    expect(result.stderr).toContain(`1 of 1 assigned to ${riley}.`);
    expect(await shown(id!)).toMatchObject({ status: 'assigned', assignee: riley });
  });

  it('assigns the ids read with --stdin, naming the one that does not exist, and exits 3', async () => {
    const [first, second] = await newestUnclaimed(2);
    const result = await trackctl(['registrations', 'assign', '--stdin', riley], `${first}\n999999\n${second}\n`);
    expect(result.code, result.stderr).toBe(3);
    expect(result.stdout.split('\n')).toEqual([
      `${first}\tassigned to ${riley}\tassigned`,
      '999999\tfailed\tNo registration has the id 999999.',
      `${second}\tassigned to ${riley}\tassigned`,
      '',
    ]);
    expect(result.stderr).toContain(`2 of 3 assigned to ${riley}, 1 failed.`);
    expect(await shown(first!)).toMatchObject({ status: 'assigned', assignee: riley });
    expect(await shown(second!)).toMatchObject({ status: 'assigned', assignee: riley });
  });

  it('sets the status of one registration, its id first, adding the status event once', async () => {
    const [id] = await newestUnclaimed(1);
    const result = await trackctl(['registrations', 'set-status', id!, 'classified']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toBe(`${id}\tset to classified\tclassified\n`);

    const again = await trackctl(['registrations', 'set-status', id!, 'classified']);
    expect(again.code, again.stderr).toBe(0);
    const after = await shown(id!);
    expect(after.status).toBe('classified');
    expect(after.events.filter((e) => e === 'Classified')).toHaveLength(1);
  });

  it('sets the status of the ids read with --stdin, naming the one that does not exist, and exits 3', async () => {
    const [first, second] = await newestUnclaimed(2);
    const result = await trackctl(['registrations', 'set-status', '--stdin', 'error'], `${first} 999999 ${second}`);
    expect(result.code, result.stderr).toBe(3);
    expect(result.stdout.split('\n')).toEqual([
      `${first}\tset to error\terror`,
      '999999\tfailed\tNo registration has the id 999999.',
      `${second}\tset to error\terror`,
      '',
    ]);
    expect(result.stderr).toContain('2 of 3 set to error, 1 failed.');
    expect((await shown(first!)).status).toBe('error');
    expect((await shown(second!)).status).toBe('error');
  });

  it('refuses the old order, the value before the id, as a usage error that changes nothing', async () => {
    const [id] = await newestUnclaimed(1);
    const result = await trackctl(['registrations', 'set-status', 'classified', id!]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('The status goes last, after the ids: "classified".');
    expect((await shown(id!)).status).toBe('unclaimed');
  });
});
