import { describe, expect, it } from 'vitest';
import { sha256Hex, signRequest } from './sigv4';

// The examples of "Signature Calculations for the Authorization Header" in the Amazon S3 API reference
// (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html), signed with its example keys.
const S3_EXAMPLE_KEYS = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const S3_EXAMPLE_SCOPE = { region: 'us-east-1', service: 's3', now: new Date('2013-05-24T00:00:00Z') };
const EMPTY = sha256Hex('');

describe('AWS Signature Version 4', () => {
  it('signs the S3 reference’s GET Object example (a ranged read) exactly as documented', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY },
        payloadHash: EMPTY,
      },
      S3_EXAMPLE_KEYS,
      S3_EXAMPLE_SCOPE,
    );

    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the S3 reference’s PUT Object example, a key with a $ in it and a body, exactly as documented', () => {
    const body = sha256Hex('Welcome to Amazon S3.');
    expect(body).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');

    const headers = signRequest(
      {
        method: 'PUT',
        url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
        headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY', 'x-amz-content-sha256': body },
        payloadHash: body,
      },
      S3_EXAMPLE_KEYS,
      S3_EXAMPLE_SCOPE,
    );

    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });

  it('signs the S3 reference’s query examples (GET Bucket Lifecycle, List Objects) exactly as documented', () => {
    const sign = (url: string) =>
      signRequest(
        { method: 'GET', url: new URL(url), headers: { 'x-amz-content-sha256': EMPTY }, payloadHash: EMPTY },
        S3_EXAMPLE_KEYS,
        S3_EXAMPLE_SCOPE,
      ).authorization;
    const credential =
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;x-amz-content-sha256;x-amz-date';

    expect(sign('https://examplebucket.s3.amazonaws.com/?lifecycle')).toBe(
      `${credential},Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543`,
    );
    expect(sign('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J')).toBe(
      `${credential},Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7`,
    );
  });

  it('matches the AWS Signature Version 4 test suite’s get-vanilla, get-vanilla-query-order-key-case and post-vanilla', () => {
    // https://docs.aws.amazon.com/general/latest/gr/signature-v4-test-suite.html: its own example keys and date, service `service`.
    const suiteKeys = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
    const suiteScope = { region: 'us-east-1', service: 'service', now: new Date('2015-08-30T12:36:00Z') };
    const sign = (method: string, url: string) =>
      signRequest({ method, url: new URL(url), headers: {}, payloadHash: EMPTY }, suiteKeys, suiteScope).authorization;
    // The suite writes ", " between the parts; AWS accepts either separator.
    const suite = (signature: string) =>
      `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, Signature=${signature}`.replaceAll(
        ', ',
        ',',
      );

    expect(sign('GET', 'https://example.amazonaws.com/')).toBe(suite('5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31'));
    expect(sign('GET', 'https://example.amazonaws.com/?Param2=value2&Param1=value1')).toBe(
      suite('b97d918cfa904a5beff61c982a1b6f458b799221646efd99d3219ec94cdf2500'),
    );
    expect(sign('POST', 'https://example.amazonaws.com/')).toBe(suite('5da7c1a2acd57cee7505fc6676e4e544621c30862966e37dddb68e92efbe5d6b'));
  });
});
