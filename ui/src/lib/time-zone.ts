import { browserTimeZone } from './i18n';

// The reader's time zone: every instant the UI shows (lib/format's date formatters, the calendar's days, the
// date-time inputs) is read in it. A signed-in user's profile names it (Settings); until then, or when it
// names none, the browser's own. app/language-sync.tsx sets it, with the language, before the screens render.
// Calendar days ('YYYY-MM-DD': due dates, billing dates) are not instants and never move with it (lib/days).

let chosen: string | null = null;
let browser: string | null = null;

// Each name asked once: app/language-sync.tsx asks on every render, and making a formatter to find out took a
// phone 50 ms each time (the signed-in dashboard's longest blocking task).
const known = new Map<string, boolean>();

/** Whether this browser knows `name` as an IANA time zone. */
export function isTimeZone(name: string | null | undefined): name is string {
  if (!name) return false;
  let answer = known.get(name);
  if (answer === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      answer = true;
    } catch {
      answer = false;
    }
    known.set(name, answer);
  }
  return answer;
}

/** Sets the reader's zone (the profile's); null, empty or unknown means the browser's. True when it changed. */
export function setTimeZone(name: string | null | undefined): boolean {
  const next = isTimeZone(name) ? name : null;
  if (next === chosen) return false;
  chosen = next;
  return true;
}

/** The zone every instant is shown in: the profile's, else the browser's. */
export function currentTimeZone(): string {
  if (chosen) return chosen;
  browser ??= browserTimeZone();
  return browser;
}
