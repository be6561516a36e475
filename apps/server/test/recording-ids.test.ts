import { describe, expect, it } from 'vitest';
import { newRecordingId, segmentName } from '#server/modules/recordings/segment-folders.ts';

// A recording's id names its folders (`<id>-s000`), and the media module refuses a folder name that
// does not start with a letter or a digit: random base64url ids start with '-' or '_' 1 time in 32.
describe('recording ids', () => {
  it('always start with a letter or a digit and stay 22 URL-safe characters', () => {
    const ids = Array.from({ length: 2000 }, newRecordingId);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{21}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(segmentName(ids[0]!, 3)).toBe(`${ids[0]}-s003`);
  });
});
