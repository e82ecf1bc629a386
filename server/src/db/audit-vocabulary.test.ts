import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../services/audit-service';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES } from './audit-vocabulary';

describe('the audit vocabulary', () => {
  it('lists each action and resource type once, actions as <resource>.<verb> in snake case', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_RESOURCE_TYPES).size).toBe(AUDIT_RESOURCE_TYPES.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z_]+(\.[a-z_]+)?$/);
  });

  it('refuses, at compile time, an action or a resource type it does not list', () => {
    // The typecheck (tsc -p server) fails if either line below stops being an error.
    // @ts-expect-error an action the vocabulary does not list
    const unknownAction: AuditEvent = { action: 'company.explode', resourceType: 'companies' };
    // @ts-expect-error a resource type the vocabulary does not list
    const unknownType: AuditEvent = { action: 'company.update', resourceType: 'company' };
    expect([unknownAction, unknownType]).toHaveLength(2);
  });
});
