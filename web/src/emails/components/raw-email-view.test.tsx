import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api';
import { renderAt } from '../../test/render';
import { RAW_EMAIL_CSP, RawEmailView, sandboxedDocument } from './raw-email-view';

const URL = '/api/v1/assets/emails/g1/rendered.json';
const rendered = (html: string | null, text: string | null) => ({
  headers: [{ key: 'Subject', value: 'Hi' }],
  subject: 'Hi',
  from_name: null,
  from_address: null,
  sent_at: null,
  text,
  html,
  preheader: null,
  images: [],
  animated: false,
  mobile_optimized: false,
  word_count: 0,
});

afterEach(() => vi.unstubAllGlobals());

function open(answer: Parameters<typeof fakeApi>[0][string], url: string | null = URL) {
  vi.stubGlobal('fetch', fakeApi({ [`GET ${URL}`]: answer }));
  return renderAt('/emails/g1', <RawEmailView url={url} />);
}

describe('the raw email view', () => {
  it('shows the HTML in a frame with an empty sandbox and a policy that loads only embedded images', async () => {
    open({ status: 200, body: rendered('<p>Hello</p><img src="https://pixel.example/open.gif">', 'Hello') });
    const frame = await screen.findByTitle('Email HTML');
    expect(frame.getAttribute('sandbox')).toBe('');
    const document = frame.getAttribute('srcdoc') ?? '';
    expect(document.indexOf('Content-Security-Policy')).toBeLessThan(document.indexOf('<p>Hello</p>'));
    expect(RAW_EMAIL_CSP).toContain("default-src 'none'");
    expect(RAW_EMAIL_CSP).toContain('img-src data:;');
    expect(RAW_EMAIL_CSP).not.toMatch(/script-src|https:|'self'/);
  });

  it('says it could not load the asset, naming its URL', async () => {
    open({ status: 500, body: { errors: [] } });
    expect((await screen.findByRole('alert')).textContent).toBe(`Could not load ${URL}`);
  });

  it('says there is no content when the email has no HTML, or nothing stored at all', async () => {
    open({ status: 200, body: rendered(null, 'Plain words') });
    expect(await screen.findByText('No content in this email!')).toBeTruthy();
    vi.unstubAllGlobals();
    open({ status: 200, body: rendered(null, null) }, null);
    expect(screen.getAllByText('No content in this email!').length).toBeGreaterThan(0);
  });

  it('puts the policy at the head of the frame’s document', () => {
    expect(sandboxedDocument('<b>x</b>')).toMatch(/^<!doctype html><html><head><meta http-equiv="Content-Security-Policy"/);
  });
});
