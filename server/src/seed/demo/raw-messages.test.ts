import { describe, expect, it } from 'vitest';
import { emailAssetKeys } from '../../assets/asset-store';
import { createMemoryAssetStore } from '../../testing/memory-asset-store';
import { processRawEmail } from '../../services/emails/process-email';
import { MESSAGE_KINDS, storeDemoMessage } from './raw-messages';

const html =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Hi</title></head>' +
  '<body><table><tr><td style="padding:24px"><h1>Spring is here</h1><p>Hi Ann, new arrivals.</p></td></tr></table></body></html>';

describe('the demo data raw messages', () => {
  it.each(MESSAGE_KINDS)('store a %s message that reprocessing reads back as the rendered form the seed wrote', async (kind) => {
    const assets = createMemoryAssetStore();
    const guid = `demo-${kind}`;
    const { rendered } = await storeDemoMessage(assets, {
      guid,
      kind,
      fromName: 'Acme Ünïcode',
      fromAddress: 'news@acme.test',
      to: 'inbox-1@inbox.tracker.example',
      subject: 'Spring is here ✿',
      sentAt: new Date('2026-03-29T01:30:00Z'),
      brand: 'Acme',
      html,
      text: 'Acme\n\nSpring is here\n\nHi Ann, new arrivals.',
    });
    const reprocessed = await processRawEmail((await assets.get(emailAssetKeys(guid).mime))!);
    const { headers: _seeded, ...seededRest } = rendered;
    const { headers, ...reprocessedRest } = reprocessed;
    expect(reprocessedRest).toEqual(seededRest);
    expect(headers).toEqual(expect.arrayContaining(rendered.headers));
    expect(rendered.animated).toBe(kind === 'animated');
    expect(rendered.mobile_optimized).toBe(kind === 'animated' || kind === 'responsive');
  });
});
