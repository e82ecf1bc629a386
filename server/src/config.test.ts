import { describe, expect, it } from 'vitest';
import { REGISTRATION_DOMAINS } from '@tracker/core';
import { loadConfig } from './config';

describe('the public URL links in mail are built on', () => {
  it('is TRACKER_PUBLIC_URL when set, without a trailing slash', () => {
    const config = loadConfig({ TRACKER_PUBLIC_URL: 'https://tracker.example.com/' });

    expect(config.publicUrl).toBe('https://tracker.example.com');
    expect(config.publicUrlConfigured).toBe(true);
  });

  it('is the listen address otherwise, with the wildcard addresses reached as localhost', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::', PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ HOST: '10.1.2.3', PORT: '8080' }).publicUrl).toBe('http://10.1.2.3:8080');
    expect(loadConfig({ HOST: 'fd00::5' }).publicUrl).toBe('http://[fd00::5]:3000');
    expect(loadConfig({}).publicUrlConfigured).toBe(false);
  });
});

describe('the invitation URL invitation mail links to', () => {
  it('is TRACKER_INVITATION_URL as given, {guid} and all', () => {
    expect(loadConfig({ TRACKER_INVITATION_URL: ' https://app.example/invitations/{guid}/accept ' }).invitationUrl).toBe('https://app.example/invitations/{guid}/accept');
  });

  it('is none when unset or empty, not a page of this console', () => {
    expect(loadConfig({ TRACKER_PUBLIC_URL: 'https://tracker.example.com' }).invitationUrl).toBeUndefined();
    expect(loadConfig({ TRACKER_INVITATION_URL: '' }).invitationUrl).toBeUndefined();
  });

  it('stops start-up when it has no {guid} or is not an http(s) URL, naming the setting', () => {
    expect(() => loadConfig({ TRACKER_INVITATION_URL: 'https://app.example/invitations' })).toThrow('TRACKER_INVITATION_URL must contain {guid}');
    expect(() => loadConfig({ TRACKER_INVITATION_URL: 'ftp://app.example/{guid}' })).toThrow('TRACKER_INVITATION_URL must be an http(s) URL');
    expect(() => loadConfig({ TRACKER_INVITATION_URL: '/invitations/{guid}' })).toThrow('TRACKER_INVITATION_URL must be an http(s) URL');
  });
});

describe('the registration domains new inboxes go on', () => {
  it('are core’s four unless TRACKER_REGISTRATION_DOMAINS is set (or empty), the first being the default', () => {
    expect(loadConfig({}).registrationDomains).toEqual([...REGISTRATION_DOMAINS]);
    expect(loadConfig({ TRACKER_REGISTRATION_DOMAINS: ' ' }).registrationDomains).toEqual([...REGISTRATION_DOMAINS]);
  });

  it('are the comma-separated domains TRACKER_REGISTRATION_DOMAINS names, one or more, in lower case', () => {
    expect(loadConfig({ TRACKER_REGISTRATION_DOMAINS: 'Signup.Brand.example, news.brand.example ' }).registrationDomains).toEqual([
      'signup.brand.example',
      'news.brand.example',
    ]);
    expect(loadConfig({ TRACKER_REGISTRATION_DOMAINS: 'inbox.brand.example' }).registrationDomains).toEqual(['inbox.brand.example']);
  });

  it('stops start-up on a value that is not a domain, an empty entry or a domain named twice, naming the setting', () => {
    expect(() => loadConfig({ TRACKER_REGISTRATION_DOMAINS: 'inbox.brand.example, not a domain' })).toThrow(
      'TRACKER_REGISTRATION_DOMAINS: "not a domain" is not a domain name',
    );
    expect(() => loadConfig({ TRACKER_REGISTRATION_DOMAINS: 'inbox.brand.example,,news.brand.example' })).toThrow('TRACKER_REGISTRATION_DOMAINS: "" is not a domain name');
    expect(() => loadConfig({ TRACKER_REGISTRATION_DOMAINS: 'localhost' })).toThrow('TRACKER_REGISTRATION_DOMAINS: "localhost" is not a domain name');
    expect(() => loadConfig({ TRACKER_REGISTRATION_DOMAINS: 'a.brand.example, A.brand.example' })).toThrow(
      'TRACKER_REGISTRATION_DOMAINS names a.brand.example twice',
    );
  });
});
