import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../services/audit-service';
import { AUDIT_ACTIONS, AUDIT_RESOURCE_TYPES, auditResourceType } from './audit-vocabulary';

describe('the audit vocabulary', () => {
  it('lists each action and resource type once, actions as <resource>.<verb> in snake case', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect(new Set(AUDIT_RESOURCE_TYPES).size).toBe(AUDIT_RESOURCE_TYPES.length);
    for (const action of AUDIT_ACTIONS) expect(action).toMatch(/^[a-z_]+(\.[a-z_]+)?$/);
  });

  it("points each action's entry at the resource type of its resource, and every resource type is some action's", () => {
    expect(auditResourceType('group.create')).toBe('groups');
    expect(auditResourceType('api_token.revoke')).toBe('api_tokens');
    expect(auditResourceType('password.reset')).toBe('users');
    expect(auditResourceType('inbound.retry')).toBe('inbound_messages');
    expect(auditResourceType('seed')).toBe('database');
    expect(new Set(AUDIT_ACTIONS.map(auditResourceType))).toEqual(new Set(AUDIT_RESOURCE_TYPES));
  });

  it('refuses, at compile time, an action it does not list and a resource type beside the action', () => {
    // The typecheck (tsc -p server) fails if either line below stops being an error.
    // @ts-expect-error an action the vocabulary does not list
    const unknownAction: AuditEvent = { action: 'company.explode' };
    // @ts-expect-error the resource type follows from the action: a write cannot name another
    const namedType: AuditEvent = { action: 'company.update', resourceType: 'journeys' };
    expect([unknownAction, namedType]).toHaveLength(2);
  });
});
