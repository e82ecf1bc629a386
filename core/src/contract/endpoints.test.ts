import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { Endpoint } from './endpoint';
import { endpoints } from './endpoints';

const table = Object.entries(endpoints as Record<string, Endpoint>);

describe('the endpoint table', () => {
  it('gives every endpoint with a body an example that its body schema accepts', () => {
    const withBody = table.filter(([, endpoint]) => endpoint.body);
    const refused = withBody
      .map(([name, endpoint]) => {
        const result = endpoint.body!.safeParse(endpoint.example);
        return result.success ? null : `${name}: ${z.prettifyError(result.error)}`;
      })
      .filter(Boolean);

    expect(withBody.length).toBeGreaterThan(0);
    expect(refused).toEqual([]);
  });
});
