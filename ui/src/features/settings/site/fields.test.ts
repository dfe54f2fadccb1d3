import { describe, expect, it } from 'vitest';
import { blankLike, childPath, documentErrors, errorsUnder, labelFor, setAt } from './fields';

describe('the public site editor', () => {
  it('names fields the way the server does', () => {
    expect(childPath(childPath(childPath('', 'contact'), 'offices'), 1)).toBe('contact.offices[1]');
    expect(documentErrors({ 'document.contact.offices[1].phone': 'x', document: 'y' })).toEqual({
      'contact.offices[1].phone': 'x',
      document: 'y',
    });
  });

  it('counts the errors under a section', () => {
    const errors = { 'contact.phone': 'a', 'contact.offices[0].city': 'b', 'colors.primary': 'c', contacts: 'd' };
    expect(errorsUnder(errors, 'contact')).toBe(2);
  });

  it('replaces one value without touching the rest', () => {
    const doc = { a: { b: [1, 2] }, c: 'x' };
    const next = setAt(doc, ['a', 'b', 1], 9);
    expect(next).toEqual({ a: { b: [1, 9] }, c: 'x' });
    expect(doc.a.b[1]).toBe(2);
  });

  it('starts a new entry empty in the shape of the last one', () => {
    expect(blankLike({ city: 'London', n: 3, on: true, tags: ['a'], link: null })).toEqual({
      city: '',
      n: 0,
      on: false,
      tags: [],
      link: null,
    });
  });

  it('labels keys in words, and the contradictions by what they control', () => {
    expect(labelFor('response_time')).toBe('Response time');
    expect(labelFor('money_back_days')).toMatch(/Terms and the Refund Policy/);
  });
});
