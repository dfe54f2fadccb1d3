const REGIONAL_A = 0x1f1e6;

/**
 * The ISO 3166 code of a flag given as an emoji ('🇺🇸', two regional indicator symbols) or as letters ('US'),
 * lower case for the file name: 'us'. Null for anything else, such as a subdivision flag or an empty string.
 */
export function flagCountryCode(flag: string): string | null {
  const points = Array.from(flag.trim(), (char) => char.codePointAt(0)!);
  if (points.length === 2 && points.every((point) => point >= REGIONAL_A && point < REGIONAL_A + 26))
    return points.map((point) => String.fromCharCode(97 + point - REGIONAL_A)).join('');
  const letters = flag.trim().toLowerCase();
  return /^[a-z]{2}$/.test(letters) ? letters : null;
}
