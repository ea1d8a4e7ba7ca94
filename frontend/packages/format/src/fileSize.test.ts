import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it.each([
    [0, '0\u00a0B'],
    [999, '999\u00a0B'],
    [1000, '1\u00a0kB'],
    [1536, '1,5\u00a0kB'],
    [10_000_000, '10\u00a0MB'],
    [2_500_000_000, '2,5\u00a0GB'],
  ])('writes %d bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });

  it('leaves a value that is no size as it came', () => {
    expect(formatFileSize(-1)).toBe('-1');
  });
});
