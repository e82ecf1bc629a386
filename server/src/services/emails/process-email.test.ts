import { describe, expect, it } from 'vitest';
import { ANIMATED_GIF, buildMimeMessage, PIXEL_PNG, STILL_GIF } from '../../seed/demo/mime-message';
import { isAnimatedGif, processRawEmail } from './process-email';

const base = {
  fromName: 'Acme Shop',
  fromAddress: 'news@acme.test',
  to: 'ann@inbox.test',
  subject: 'Spring sale: 20% off',
  date: new Date('2026-03-01T09:30:00Z'),
  boundary: 'b1',
};

describe('processing a raw email', () => {
  it('reads subject, sender, date and the text of a plain-text message', async () => {
    const email = await processRawEmail(buildMimeMessage({ ...base, subject: 'Ünïcode deals', text: 'Hello Ann,\n\nThree words here.' }));
    expect(email).toMatchObject({
      subject: 'Ünïcode deals',
      from_name: 'Acme Shop',
      from_address: 'news@acme.test',
      sent_at: '2026-03-01T09:30:00.000Z',
      html: null,
      preheader: 'Hello Ann,',
      animated: false,
      mobile_optimized: false,
      word_count: 5,
    });
    expect(email.headers).toContainEqual({ key: 'Subject', value: 'Ünïcode deals' });
  });

  it('finds the hidden preheader, the images and an animated GIF among them, and inlines cid: images', async () => {
    const html =
      '<html><body><div style="display:none;max-height:0">Last chance for 20% off</div>' +
      '<img src="cid:hero"><img src="cid:logo"><img src="https://track.acme.test/open.gif"></body></html>';
    const email = await processRawEmail(
      buildMimeMessage({
        ...base,
        html,
        text: 'Sale',
        images: [
          { cid: 'hero', mimeType: 'image/gif', bytes: ANIMATED_GIF },
          { cid: 'logo', mimeType: 'image/png', bytes: PIXEL_PNG },
        ],
      }),
    );
    expect(email.preheader).toBe('Last chance for 20% off');
    expect(email.images).toEqual([
      { src: 'cid:hero', animated: true },
      { src: 'cid:logo', animated: false },
      { src: 'https://track.acme.test/open.gif', animated: false },
    ]);
    expect(email.animated).toBe(true);
    expect(email.html).toContain('src="data:image/gif;base64,');
    expect(email.html).not.toContain('cid:');
  });

  it('calls an email mobile-optimized for a viewport meta tag or width media queries, and counts words of HTML-only mail', async () => {
    const viewport = await processRawEmail(
      buildMimeMessage({ ...base, html: '<head><meta name="viewport" content="width=device-width"></head><p>One two</p>' }),
    );
    expect(viewport).toMatchObject({ mobile_optimized: true, word_count: 2, text: 'One two' });
    const media = await processRawEmail(
      buildMimeMessage({ ...base, html: '<style>@media only screen and (max-width: 600px) { td { display:block } }</style><p>Hi</p>' }),
    );
    expect(media.mobile_optimized).toBe(true);
    const fixed = await processRawEmail(buildMimeMessage({ ...base, html: '<table width="600"><tr><td>Hi</td></tr></table>' }));
    expect(fixed.mobile_optimized).toBe(false);
  });

  it('tells an animated GIF from a still one', () => {
    expect(isAnimatedGif(ANIMATED_GIF)).toBe(true);
    expect(isAnimatedGif(STILL_GIF)).toBe(false);
    expect(isAnimatedGif(PIXEL_PNG)).toBe(false);
  });

  it('refuses bytes that are no message at all', async () => {
    await expect(processRawEmail('')).rejects.toThrow();
  });
});
