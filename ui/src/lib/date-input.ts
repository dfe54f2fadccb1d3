import { fromWallTime, wallTime } from './wall-time';

// A datetime-local input speaks wall time ('YYYY-MM-DDTHH:mm'), read in the reader's time zone (lib/time-zone:
// the profile's, else the browser's), as every time on screen is; the server stores RFC 3339 UTC, so the
// offset is applied here, in the browser that knows it, not guessed by the server.

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The time the person picked (in the reader's zone), as RFC 3339 UTC. */
export function localInputToIso(value: string): string {
  const match = WALL.exec(value);
  if (!match) return new Date(value).toISOString();
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  return fromWallTime({ year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second }).toISOString();
}

/** RFC 3339 -> 'YYYY-MM-DDTHH:mm' in the reader's zone, for editing in a datetime-local input; '' for garbage. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const wall = wallTime(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the input's own format
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
}
