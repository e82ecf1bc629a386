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
    expect(loadConfig({ TRACKER_INVITATION_URL: ' https://app.example/invitations/{guid}/accept ' }).invitationUrl).toBe(
      'https://app.example/invitations/{guid}/accept',
    );
  });

  it('is none when unset or empty, not a page of this console', () => {
    expect(loadConfig({ TRACKER_PUBLIC_URL: 'https://tracker.example.com' }).invitationUrl).toBeUndefined();
    expect(loadConfig({ TRACKER_INVITATION_URL: '' }).invitationUrl).toBeUndefined();
  });

  it('stops start-up when it has no {guid} or is not an http(s) URL, naming the setting', () => {
    expect(() => loadConfig({ TRACKER_INVITATION_URL: 'https://app.example/invitations' })).toThrow(
      'TRACKER_INVITATION_URL must contain {guid}',
    );
    expect(() => loadConfig({ TRACKER_INVITATION_URL: 'ftp://app.example/{guid}' })).toThrow(
      'TRACKER_INVITATION_URL must be an http(s) URL',
    );
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
    expect(() => loadConfig({ TRACKER_REGISTRATION_DOMAINS: 'inbox.brand.example,,news.brand.example' })).toThrow(
      'TRACKER_REGISTRATION_DOMAINS: "" is not a domain name',
    );
    expect(() => loadConfig({ TRACKER_REGISTRATION_DOMAINS: 'localhost' })).toThrow(
      'TRACKER_REGISTRATION_DOMAINS: "localhost" is not a domain name',
    );
    expect(() => loadConfig({ TRACKER_REGISTRATION_DOMAINS: 'a.brand.example, A.brand.example' })).toThrow(
      'TRACKER_REGISTRATION_DOMAINS names a.brand.example twice',
    );
  });
});

describe('where raw emails are kept', () => {
  const S3 = {
    TRACKER_ASSETS_S3_URL: 'https://s3.eu-west-1.amazonaws.com/tracker-assets/',
    TRACKER_ASSETS_S3_ACCESS_KEY_ID: 'AKIATRACKER',
    TRACKER_ASSETS_S3_SECRET_ACCESS_KEY: 'secret/key',
  };

  it('is the local directory unless a bucket is named: TRACKER_ASSETS_DIR, or assets in the data directory', () => {
    expect(loadConfig({ TRACKER_DATA_DIR: '/var/tracker' })).toMatchObject({ assetsDir: '/var/tracker/assets', assetsS3: undefined });
    expect(loadConfig({ TRACKER_ASSETS_DIR: '/srv/assets', TRACKER_ASSETS_S3_URL: ' ' })).toMatchObject({
      assetsDir: '/srv/assets',
      assetsS3: undefined,
    });
  });

  it('is the S3-compatible bucket TRACKER_ASSETS_S3_URL names, in us-east-1 at the bucket’s root unless told otherwise', () => {
    expect(loadConfig(S3).assetsS3).toEqual({
      bucketUrl: 'https://s3.eu-west-1.amazonaws.com/tracker-assets',
      region: 'us-east-1',
      accessKeyId: 'AKIATRACKER',
      secretAccessKey: 'secret/key',
      prefix: '',
    });
    expect(
      loadConfig({ ...S3, TRACKER_ASSETS_S3_REGION: 'eu-west-1', TRACKER_ASSETS_S3_PREFIX: '/tracker/production/' }).assetsS3,
    ).toMatchObject({
      region: 'eu-west-1',
      prefix: 'tracker/production',
    });
    expect(loadConfig({ ...S3, TRACKER_ASSETS_S3_URL: 'http://localhost:9000/tracker-assets' }).assetsS3?.bucketUrl).toBe(
      'http://localhost:9000/tracker-assets',
    );
  });

  it('stops start-up on a bucket URL that is not https (but for localhost), holds credentials or a query, naming the setting', () => {
    expect(() => loadConfig({ ...S3, TRACKER_ASSETS_S3_URL: 'http://minio.internal:9000/tracker-assets' })).toThrow(
      'TRACKER_ASSETS_S3_URL must be an https:// URL',
    );
    expect(() => loadConfig({ ...S3, TRACKER_ASSETS_S3_URL: 'minio.internal/tracker-assets' })).toThrow(
      'TRACKER_ASSETS_S3_URL must be the bucket’s https:// URL',
    );
    expect(() => loadConfig({ ...S3, TRACKER_ASSETS_S3_URL: 'https://key:secret@minio.example/tracker-assets' })).toThrow(
      'TRACKER_ASSETS_S3_URL must not hold credentials',
    );
    expect(() => loadConfig({ ...S3, TRACKER_ASSETS_S3_URL: 'https://minio.example/tracker-assets?versioning' })).toThrow(
      'without a query or fragment',
    );
  });

  it('stops start-up when a key is missing, or the region or prefix is malformed, naming the setting', () => {
    expect(() => loadConfig({ ...S3, TRACKER_ASSETS_S3_SECRET_ACCESS_KEY: '' })).toThrow(
      'TRACKER_ASSETS_S3_SECRET_ACCESS_KEY is needed with TRACKER_ASSETS_S3_URL',
    );
    expect(() => loadConfig({ TRACKER_ASSETS_S3_URL: S3.TRACKER_ASSETS_S3_URL })).toThrow(
      /TRACKER_ASSETS_S3_ACCESS_KEY_ID is needed with TRACKER_ASSETS_S3_URL[^]*TRACKER_ASSETS_S3_SECRET_ACCESS_KEY is needed/,
    );
    expect(() => loadConfig({ ...S3, TRACKER_ASSETS_S3_REGION: 'EU West' })).toThrow('TRACKER_ASSETS_S3_REGION must be a region name');
    expect(() => loadConfig({ ...S3, TRACKER_ASSETS_S3_PREFIX: 'tracker/../other' })).toThrow(
      'TRACKER_ASSETS_S3_PREFIX must be folder names',
    );
  });

  it('stops start-up on a half-made S3 setup rather than quietly using the local directory', () => {
    expect(() => loadConfig({ TRACKER_ASSETS_S3_ACCESS_KEY_ID: 'AKIATRACKER', TRACKER_ASSETS_S3_SECRET_ACCESS_KEY: 'secret/key' })).toThrow(
      'TRACKER_ASSETS_S3_ACCESS_KEY_ID is set but TRACKER_ASSETS_S3_URL is not',
    );
    expect(() => loadConfig({ ...S3, TRACKER_ASSETS_DIR: '/srv/assets' })).toThrow(
      'TRACKER_ASSETS_DIR and TRACKER_ASSETS_S3_URL are both set',
    );
  });
});

describe('the proxies whose X-Forwarded-For the server trusts', () => {
  it('are none unless TRUST_PROXY names a hop count or the proxies’ addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8, loopback' }).trustProxy).toBe(
      '10.0.0.5,10.1.0.0/16,fd00::/8,loopback',
    );
  });

  it('stops start-up on true, which would let every client choose its address, saying what to set instead', () => {
    for (const value of ['true', 'TRUE', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY=\w+ would let every client choose its own address.*TRUST_PROXY=1 for one/,
      );
    }
  });

  it('stops start-up on an entry that is neither an address nor a range, naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.5, proxy.internal' })).toThrow(
      'TRUST_PROXY: "proxy.internal" is not a hop count, an IP address or a CIDR range',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow('"10.0.0.0/33"');
  });
});

describe('the limits on slow clients and a slow database', () => {
  it('default to 30 s for a request, 10 s for its headers, 72 s for an idle keep-alive connection, 2 min without traffic, and 5 s and 10 s for PostgreSQL', () => {
    const config = loadConfig({});

    expect(config.http).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 72_000, connectionMs: 120_000 });
    expect(config.database).toEqual({ connectMs: 5_000, queryMs: 10_000 });
  });

  it('are read from their settings, a headers timeout never longer than the request timeout', () => {
    const config = loadConfig({
      TRACKER_REQUEST_TIMEOUT_MS: '5000',
      TRACKER_HEADERS_TIMEOUT_MS: '8000',
      TRACKER_KEEP_ALIVE_TIMEOUT_MS: '',
      TRACKER_DATABASE_QUERY_TIMEOUT_MS: '1500',
    });

    expect(config.http).toMatchObject({ requestMs: 5_000, headersMs: 5_000, keepAliveMs: 72_000 });
    expect(config.database.queryMs).toBe(1_500);
  });

  it('stop start-up on zero or what is not a number of milliseconds, naming the setting', () => {
    expect(() => loadConfig({ TRACKER_REQUEST_TIMEOUT_MS: '0' })).toThrow('TRACKER_REQUEST_TIMEOUT_MS must be more than 0');
    expect(() => loadConfig({ TRACKER_DATABASE_CONNECT_TIMEOUT_MS: '2.5s' })).toThrow('TRACKER_DATABASE_CONNECT_TIMEOUT_MS');
  });
});

describe('the SMTP listener mail arrives on', () => {
  it('listens on 2525 on the server’s host by default, with a 25 MB limit', () => {
    expect(loadConfig({}).smtp).toMatchObject({ port: 2525, host: '0.0.0.0', tls: undefined, proxy: false, maxMessageBytes: 26_214_400 });
    expect(loadConfig({ HOST: '127.0.0.1' }).smtp?.host).toBe('127.0.0.1');
  });

  it('is off with TRACKER_SMTP_PORT=0', () => {
    expect(loadConfig({ TRACKER_SMTP_PORT: '0' }).smtp).toBeUndefined();
  });

  it('takes its host, limits and timeouts from the TRACKER_SMTP_ settings', () => {
    const smtp = loadConfig({
      TRACKER_SMTP_PORT: '25',
      TRACKER_SMTP_HOST: '::',
      TRACKER_SMTP_MAX_MESSAGE_BYTES: '1048576',
      TRACKER_SMTP_MAX_BUFFERED_BYTES: '10485760',
      TRACKER_SMTP_MAX_RECIPIENTS: '10',
      TRACKER_SMTP_MAX_CONNECTIONS: '100',
      TRACKER_SMTP_MAX_CONNECTIONS_PER_ADDRESS: '5',
      TRACKER_SMTP_MAX_COMMANDS: '200',
      TRACKER_SMTP_SOCKET_TIMEOUT_MS: '30000',
      TRACKER_SMTP_STORE_TIMEOUT_MS: '15000',
      TRACKER_SMTP_CLOSE_TIMEOUT_MS: '5000',
    }).smtp;

    expect(smtp).toEqual({
      port: 25,
      host: '::',
      tls: undefined,
      proxy: false,
      maxMessageBytes: 1_048_576,
      maxBufferedBytes: 10_485_760,
      maxRecipients: 10,
      maxConnections: 100,
      maxConnectionsPerAddress: 5,
      maxCommands: 200,
      socketTimeoutMs: 30_000,
      storeTimeoutMs: 15_000,
      closeTimeoutMs: 5_000,
    });
  });

  it('offers STARTTLS with the certificate and key files, both or neither', () => {
    expect(loadConfig({ TRACKER_SMTP_TLS_CERT: '/etc/tracker/mx.crt', TRACKER_SMTP_TLS_KEY: '/etc/tracker/mx.key' }).smtp?.tls).toEqual({
      certFile: '/etc/tracker/mx.crt',
      keyFile: '/etc/tracker/mx.key',
    });
    expect(() => loadConfig({ TRACKER_SMTP_TLS_CERT: '/etc/tracker/mx.crt' })).toThrow(
      'TRACKER_SMTP_TLS_KEY is needed too: STARTTLS takes both the certificate and its key',
    );
  });

  it('reads the PROXY header from every peer, from none, or from the load balancers named', () => {
    expect(loadConfig({ TRACKER_SMTP_PROXY: 'true' }).smtp?.proxy).toBe(true);
    expect(loadConfig({ TRACKER_SMTP_PROXY: 'no' }).smtp?.proxy).toBe(false);
    expect(loadConfig({ TRACKER_SMTP_PROXY: '10.0.0.5, fd00::7' }).smtp?.proxy).toEqual(['10.0.0.5', 'fd00::7']);
    expect(() => loadConfig({ TRACKER_SMTP_PROXY: '10.0.0.0/8' })).toThrow('TRACKER_SMTP_PROXY: "10.0.0.0/8" is not an IP address');
  });

  it('looks up no DNS for mail authentication unless told to, and then with a timeout', () => {
    expect(loadConfig({}).inbound.mailDns).toEqual({ mode: 'off' });
    expect(loadConfig({ TRACKER_MAIL_DNS: '' }).inbound.mailDns).toEqual({ mode: 'off' });
    expect(loadConfig({ TRACKER_MAIL_DNS: 'System' }).inbound.mailDns).toEqual({ mode: 'system', servers: [], timeoutMs: 2000 });
    expect(loadConfig({ TRACKER_MAIL_DNS: '9.9.9.9, 2620:fe::fe', TRACKER_MAIL_DNS_TIMEOUT_MS: '500' }).inbound.mailDns).toEqual({
      mode: 'system',
      servers: ['9.9.9.9', '2620:fe::fe'],
      timeoutMs: 500,
    });
    expect(() => loadConfig({ TRACKER_MAIL_DNS: 'dns.example' })).toThrow('TRACKER_MAIL_DNS: "dns.example" is not an IP address');
  });

  it('stops start-up on a port, limit or timeout that is not a sane number, naming the setting', () => {
    expect(() => loadConfig({ TRACKER_SMTP_PORT: '70000' })).toThrow('TRACKER_SMTP_PORT must be a port number from 0 (off) to 65535');
    expect(() => loadConfig({ TRACKER_SMTP_PORT: 'smtp' })).toThrow('TRACKER_SMTP_PORT');
    expect(() => loadConfig({ TRACKER_SMTP_MAX_RECIPIENTS: '0' })).toThrow('TRACKER_SMTP_MAX_RECIPIENTS must be 1 or more');
    expect(() => loadConfig({ TRACKER_SMTP_MAX_MESSAGE_BYTES: '100' })).toThrow('TRACKER_SMTP_MAX_MESSAGE_BYTES must be 1024 or more');
    expect(() => loadConfig({ TRACKER_SMTP_MAX_MESSAGE_BYTES: '2048', TRACKER_SMTP_MAX_BUFFERED_BYTES: '1024' })).toThrow(
      'TRACKER_SMTP_MAX_BUFFERED_BYTES (1024) must be at least TRACKER_SMTP_MAX_MESSAGE_BYTES (2048)',
    );
    expect(() => loadConfig({ TRACKER_SMTP_MAX_COMMANDS: '2.5' })).toThrow('TRACKER_SMTP_MAX_COMMANDS must be a whole number');
    expect(() => loadConfig({ TRACKER_SMTP_SOCKET_TIMEOUT_MS: '0' })).toThrow('TRACKER_SMTP_SOCKET_TIMEOUT_MS must be more than 0');
  });
});
