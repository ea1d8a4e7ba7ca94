/** @jest-environment node */
import { checkPassword, followsCheckedRules } from './passwordRules';

describe('partner password rules', () => {
  it('counts 12 to 128 characters, as code points', () => {
    expect(checkPassword('abcdefghij1').length).toBe(false);
    expect(checkPassword('abcdefghijk1').length).toBe(true);
    expect(checkPassword(`a1${'x'.repeat(126)}`).length).toBe(true);
    expect(checkPassword(`a1${'x'.repeat(127)}`).length).toBe(false);
    // Eleven emoji are 22 UTF-16 units but 11 characters.
    expect(checkPassword('😀'.repeat(11)).length).toBe(false);
  });

  it('wants a letter (any alphabet) and an ASCII digit', () => {
    expect(checkPassword('correct horse').letterAndDigit).toBe(false);
    expect(checkPassword('123456789012').letterAndDigit).toBe(false);
    expect(checkPassword('åäö 2024').letterAndDigit).toBe(true);
    expect(followsCheckedRules('correct horse 42')).toBe(true);
    expect(followsCheckedRules('horse 42')).toBe(false);
  });
});
