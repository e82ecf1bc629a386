import { describe, expect, it } from 'vitest';
import type { ClassifierModelDocument } from '@tracker/core';
import { EXIT } from '../../errors/exit-codes';
import { sendJson, type StubRequest } from '../../testing/stub-server';
import { stubbedCli } from '../../testing/stubbed-cli';

const cli = stubbedCli('trackctl-model-');

const model = (version: number, seed: number): ClassifierModelDocument => ({
  data: {
    id: String(version),
    type: 'classifier_models',
    attributes: {
      version,
      trained_at: '2026-05-12T11:00:00.000Z',
      seed,
      trained_on: 80,
      held_out: 20,
      vocabulary: 300,
      types: ['welcome'],
      metrics: [{ type: 'welcome', support: 4, predicted: 4, correct: 3, precision: 0.75, recall: 0.75 }],
      rules_metrics: [{ type: 'welcome', support: 4, predicted: 2, correct: 2, precision: 1, recall: 0.5 }],
    },
  },
});

function modelApi(request: StubRequest, response: Parameters<typeof sendJson>[0]) {
  if (request.path === '/api/v1/admin/classifier/model') return sendJson(response, 200, model(3, 1));
  if (request.path === '/api/v1/admin/classifier/train' && request.method === 'POST') return sendJson(response, 201, model(4, 7));
  return false;
}

describe('model status', () => {
  it('prints the version and each type’s precision and recall beside the rules’', async () => {
    const result = await cli.run(['model', 'status'], modelApi);
    expect(result.code).toBe(EXIT.done);
    expect(result.stdout).toMatch(/version\s+3/);
    expect(result.stdout).toMatch(/welcome\s+4\s+75%\s+75%\s+100%\s+50%/);
  });
});

describe('model train', () => {
  it('trains a new version with the seed given', async () => {
    const result = await cli.run(['model', 'train', '--seed', '7'], modelApi);
    expect(result.code).toBe(EXIT.done);
    expect(result.requests[0]).toMatchObject({ method: 'POST', path: '/api/v1/admin/classifier/train', body: { seed: 7 } });
    expect(result.stdout).toMatch(/version\s+4/);
  });

  it('refuses a seed that is no whole number, before any request', async () => {
    const result = await cli.run(['model', 'train', '--seed', 'x'], modelApi);
    expect(result.code).toBe(EXIT.usage);
    expect(result.requests).toEqual([]);
  });
});
