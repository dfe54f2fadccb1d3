import { describe, expect, it } from 'vitest';
import { flagCountryCode } from './flag-code';

describe('flagCountryCode', () => {
  it('reads emoji flags from the branding document', () => {
    expect(flagCountryCode('🇺🇸')).toBe('us');
    expect(flagCountryCode('🇬🇧')).toBe('gb');
    expect(flagCountryCode(' 🇸🇬 ')).toBe('sg');
  });

  it('accepts plain country codes', () => {
    expect(flagCountryCode('AL')).toBe('al');
  });

  it('gives up on anything that is not one country', () => {
    expect(flagCountryCode('')).toBeNull();
    expect(flagCountryCode('🏴󠁧󠁢󠁳󠁣󠁴󠁿')).toBeNull();
    expect(flagCountryCode('USA')).toBeNull();
    expect(flagCountryCode('🇺')).toBeNull();
  });
});
