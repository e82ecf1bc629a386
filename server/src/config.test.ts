import { describe, expect, it } from 'vitest';
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
