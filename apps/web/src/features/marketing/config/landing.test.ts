import { PLAN_LIMITS } from '@vm/contracts';
import { describe, expect, it } from 'vitest';
import { MAX_PARTICIPANTS } from './landing';

describe('landing figures', () => {
  it('promise no more participants than the largest plan allows', () => {
    expect(MAX_PARTICIPANTS).toBe(PLAN_LIMITS.enterprise.maxParticipants);
  });
});
