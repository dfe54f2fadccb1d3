import { plural, t } from '@lingui/core/macro';
import { electronicFormatIBAN, getCountrySpecifications, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { IBAN_MAX, SWIFT_MAX } from '@/lib/constants';
import { intlLocale } from '@/lib/i18n';

// IBAN rules (lengths, formats, check digits) come from ibantools, which follows the SWIFT IBAN registry;
// what is written here is only how to say them.

const specs = getCountrySpecifications();
const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the reader's language ('Germany', 'Deutschland'). */
function regionName(code: string): string | undefined {
  const locale = intlLocale();
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code);
}

/** Room for the longest IBAN in groups of four: 34 characters and 8 spaces. */
export const IBAN_DISPLAY_MAX = IBAN_MAX + Math.ceil(IBAN_MAX / 4) - 1;

/** The form a bank stores and the server expects: letters and digits only, upper case ('AL47 2121…' -> 'AL472121…'). */
export function ibanElectronic(value: string): string {
  return (electronicFormatIBAN(value) ?? '').replace(/[^A-Z0-9]/g, '');
}

/** As people read and type it: groups of four ('AL47 2121 1009 …'), cut at the longest IBAN there is. */
export function ibanGroups(value: string): string {
  return ibanElectronic(value)
    .slice(0, IBAN_MAX)
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** SWIFT/BIC: letters and digits, upper case, at most 11. */
export function swiftFormat(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, SWIFT_MAX);
}

/** '8 digits', '16 letters or digits': a run of one class of characters, in words; null for another class. */
function classWords(kind: string, count: number): string | null {
  switch (kind) {
    case '0-9':
      return plural(count, { one: '# digit', other: '# digits' });
    case 'A-Z':
      return plural(count, { one: '# capital letter', other: '# capital letters' });
    case 'a-z':
      return plural(count, { one: '# small letter', other: '# small letters' });
    case 'A-Z0-9':
    case 'a-zA-Z0-9':
      return lettersOrDigits(count);
    default:
      return null;
  }
}

function lettersOrDigits(count: number): string {
  return plural(count, { one: '# letter or digit', other: '# letters or digits' });
}

/** '^[0-9]{8}[A-Z0-9]{16}$' -> '8 digits, then 16 letters or digits'; null when the pattern is not that simple. */
export function describeBban(pattern: string): string | null {
  const parts: Array<[string, number]> = [];
  const body = pattern.replace(/^\^/, '').replace(/\$$/, '');
  const token = /\[([^\]]+)\]\{(\d+)\}/y;
  while (token.lastIndex < body.length) {
    const match = token.exec(body);
    if (!match || classWords(match[1]!, 1) === null) return null;
    const last = parts.at(-1);
    if (last && last[0] === match[1]) last[1] += Number(match[2]);
    else parts.push([match[1]!, Number(match[2])]);
  }
  if (parts.length === 0) return null;
  return parts
    .map(([kind, count]) => classWords(kind, count)!)
    .reduce((before, next) => t({ message: `${before}, then ${next}`, comment: 'parts of an IBAN in order' }));
}

export interface IbanCountry {
  code: string;
  name: string;
  /** The whole IBAN, country code and check digits included. */
  length: number;
  /** What follows the country code and check digits, in words. */
  bban: string | null;
}

export function ibanCountry(value: string): IbanCountry | null {
  const code = ibanElectronic(value).slice(0, 2);
  const spec = specs[code];
  if (code.length < 2 || !spec?.chars) return null;
  return {
    code,
    name: regionName(code) ?? code,
    length: spec.chars,
    bban: spec.bban_regexp ? describeBban(spec.bban_regexp) : null,
  };
}

function countryFormat(country: IbanCountry): string {
  const rest = country.bban ?? lettersOrDigits(country.length - 4);
  const { code } = country;
  return t`${code}, 2 check digits, then ${rest}`;
}

/** The hint under the field, for the country typed so far. */
export function ibanHint(value: string): string {
  const country = ibanCountry(value);
  if (country) {
    const { name, length } = country;
    const format = countryFormat(country);
    return t`${name}: ${length} characters (${format}).`;
  }
  const code = ibanElectronic(value).slice(0, 2);
  if (code.length === 2 && /^[A-Z]{2}$/.test(code)) return t`${code} is not a country that uses IBANs.`;
  return t`Starts with the two-letter country code, e.g. AL for Albania (28 characters) or DE for Germany (22).`;
}

/** Why this is not a valid IBAN, in words; undefined when it is one. */
export function ibanError(value: string): string | undefined {
  const iban = ibanElectronic(value);
  const result = validateIBAN(iban);
  if (result.valid) return undefined;
  const country = ibanCountry(iban);
  const errors = result.errorCodes;
  if (!iban) return t`IBAN is required`;
  if (!country || errors.includes(ValidationErrorsIBAN.NoIBANCountry))
    return t`An IBAN starts with the two-letter code of a country that uses IBANs, e.g. AL or DE.`;
  const { name, length } = country;
  const typed = iban.length;
  if (errors.includes(ValidationErrorsIBAN.WrongBBANLength))
    return t`An IBAN from ${name} has ${length} characters; this one has ${typed}.`;
  if (
    errors.includes(ValidationErrorsIBAN.ChecksumNotNumber) ||
    errors.includes(ValidationErrorsIBAN.WrongBBANFormat)
  ) {
    const format = countryFormat(country);
    return t`This does not follow the ${name} format: ${format}.`;
  }
  return t`The check digits do not match: a character is probably mistyped.`;
}
