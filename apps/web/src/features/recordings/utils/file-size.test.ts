import { describe, expect, it } from 'vitest';
import { formatFileSize, usedPercent } from './file-size';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1,023 B'],
    [1536, '1.5 KB'],
    [Math.round(12.4 * MB), '12.4 MB'],
    [Math.round(1.2 * GB), '1.2 GB'],
    [100 * GB, '100 GB'],
    [2 * 1024 * GB, '2 TB'],
    // Just under a unit's end it reads as the next unit, not '1,024 MB'.
    [GB - 1, '1 GB'],
  ])('%i bytes read %s in English', (bytes, expected) => {
    expect(formatFileSize(bytes, 'en')).toBe(expected);
  });

  it('writes the decimal comma for a Turkish reader', () => {
    expect(formatFileSize(Math.round(12.4 * MB), 'tr')).toBe('12,4 MB');
    expect(formatFileSize(100 * GB, 'tr')).toBe('100 GB');
  });
});

describe('usedPercent', () => {
  it('is the share of the limit, held between 0 and 100', () => {
    expect(usedPercent(GB, 100 * GB)).toBe(1);
    expect(usedPercent(0, GB)).toBe(0);
    expect(usedPercent(3 * GB, GB)).toBe(100);
    expect(usedPercent(GB, 0)).toBe(0);
  });
});
