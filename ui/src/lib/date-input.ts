// A datetime-local input speaks local wall time ('YYYY-MM-DDTHH:mm'); the server stores RFC 3339 UTC, so the
// offset is applied here, in the browser that knows it, not guessed by the server.

/** The time the person picked, as RFC 3339 UTC. */
export function localInputToIso(value: string): string {
  return new Date(value).toISOString();
}

/** RFC 3339 -> 'YYYY-MM-DDTHH:mm' in local time, for editing in a datetime-local input; '' for garbage. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the input's own format
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
