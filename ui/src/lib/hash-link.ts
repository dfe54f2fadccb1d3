// A dashboard section keeps its view state in the hash ('#content?view=calendar&post=12'), so a notification,
// a pasted link and the Back button all land on the same view.

/** One parameter of a section hash: hashParam('#content?view=calendar', 'view') -> 'calendar'. */
export function hashParam(hash: string, key: string): string | null {
  return new URLSearchParams(hash.split('?')[1] ?? '').get(key);
}

/** The same hash with `key` set (or removed when null), keeping the section and every other parameter. */
export function hashWith(hash: string, key: string, value: string | null): string {
  const [section = '', query = ''] = hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(query);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const rest = params.toString();
  return `#${section || 'content'}${rest ? `?${rest}` : ''}`;
}
