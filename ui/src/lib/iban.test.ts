import { describe, expect, it } from 'vitest';
import { describeBban, ibanCountry, ibanElectronic, ibanError, ibanGroups, ibanHint, swiftFormat } from './iban';

const ALBANIA = 'AL47212110090000000235698741';

describe('IBAN formats', () => {
  it('sends the electronic form: no spaces, upper case', () => {
    expect(ibanElectronic(' al47 2121 1009 0000 0002 3569 8741 ')).toBe(ALBANIA);
    expect(ibanElectronic('de89-3704-0044-0532-0130-00')).toBe('DE89370400440532013000');
  });

  it('shows groups of four, cut at 34 characters', () => {
    expect(ibanGroups(ALBANIA)).toBe('AL47 2121 1009 0000 0002 3569 8741');
    expect(ibanGroups('al4721')).toBe('AL47 21');
    expect(ibanGroups('AL47')).toBe('AL47');
    expect(ibanElectronic(ibanGroups('X'.repeat(40)))).toHaveLength(34);
  });

  it('upper-cases SWIFT/BIC and keeps letters and digits only', () => {
    expect(swiftFormat('deut de ff 500')).toBe('DEUTDEFF500');
    expect(swiftFormat('abcdefghijklmnop')).toBe('ABCDEFGHIJK');
  });
});

describe('IBAN hints and errors', () => {
  it('gives Albania 28 characters, not the old "28 digits, 34 characters"', () => {
    expect(ibanCountry('AL47')).toEqual({
      code: 'AL',
      name: 'Albania',
      length: 28,
      bban: '8 digits, then 16 letters or digits',
    });
    expect(ibanHint('al')).toBe(
      'Albania: 28 characters (AL, 2 check digits, then 8 digits, then 16 letters or digits).',
    );
  });

  it('describes other countries from the registry', () => {
    expect(ibanHint('DE')).toBe('Germany: 22 characters (DE, 2 check digits, then 18 digits).');
    expect(ibanHint('GB29')).toBe(
      'United Kingdom: 22 characters (GB, 2 check digits, then 4 capital letters, then 14 digits).',
    );
    expect(ibanHint('')).toMatch(/two-letter country code/);
    expect(ibanHint('US')).toBe('US is not a country that uses IBANs.');
  });

  it('turns pattern strings into words, or gives up on anything unusual', () => {
    expect(describeBban('^[0-9]{5}[0-9]{5}[A-Z0-9]{11}[0-9]{2}$')).toBe(
      '10 digits, then 11 letters or digits, then 2 digits',
    );
    expect(describeBban('^[0-9]{1}$')).toBe('1 digit');
    expect(describeBban('^(foo|bar)$')).toBeNull();
  });

  it('accepts valid IBANs with or without spaces', () => {
    expect(ibanError(ALBANIA)).toBeUndefined();
    expect(ibanError('DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(ibanError('gb29 nwbk 6016 1331 9268 19')).toBeUndefined();
  });

  it('says what is wrong in words', () => {
    expect(ibanError('')).toBe('IBAN is required');
    expect(ibanError('ZZ12345')).toMatch(/two-letter code of a country/);
    expect(ibanError('AL4721211009')).toBe('An IBAN from Albania has 28 characters; this one has 12.');
    expect(ibanError('AL47212110090000000235698742')).toMatch(/check digits do not match/);
    expect(ibanError('GB29 1234 6016 1331 9268 19')).toMatch(/does not follow the United Kingdom format/);
  });
});
