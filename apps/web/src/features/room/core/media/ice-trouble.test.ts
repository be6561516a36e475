import { describe, expect, it } from 'vitest';
import { MAX_ICE_RESTARTS, troubleAction } from './ice-trouble';

describe('what a connection in trouble leads to', () => {
  it('when nothing in this visit ever connected: the guidance, from the first failure on', () => {
    expect(troubleAction(1, false)).toBe('unreachable');
    expect(troubleAction(MAX_ICE_RESTARTS + 1, false)).toBe('unreachable');
  });

  it('a connection that worked: ICE restarts, then a rejoin', () => {
    expect(troubleAction(1, true)).toBe('restart');
    expect(troubleAction(MAX_ICE_RESTARTS, true)).toBe('restart');
    expect(troubleAction(MAX_ICE_RESTARTS + 1, true)).toBe('rejoin');
  });
});
