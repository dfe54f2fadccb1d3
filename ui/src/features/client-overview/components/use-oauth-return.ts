import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  HANDOFF_STORAGE_KEY,
  POPUP_NAME,
  hashWithoutOAuth,
  makeHandoff,
  readOAuthReturn,
  type OAuthHandoff,
  type OAuthResult,
} from '../oauth-return';

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** An opener on this origin; reading another origin's location throws, which means no. */
function sameOriginOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && opener !== window && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/** Whether this window is the connect popup: it has our opener, or still carries the name it was opened with. */
export function isOAuthPopup(): boolean {
  return sameOriginOpener() !== null || window.name === POPUP_NAME;
}

/**
 * Tells the tab that started the connect. postMessage needs the opener link, which a provider's pages may cut
 * (Cross-Origin-Opener-Policy); a localStorage write reaches every other tab of this origin either way, and
 * the opener takes the one it is waiting for. The key is removed at once: the event is all that is needed.
 */
function broadcast(handoff: OAuthHandoff): void {
  try {
    sameOriginOpener()?.postMessage(handoff, window.location.origin);
  } catch {
    // The storage write below still carries it.
  }
  try {
    localStorage.setItem(HANDOFF_STORAGE_KEY, JSON.stringify(handoff));
    localStorage.removeItem(HANDOFF_STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the opener still reloads when the popup closes.
  }
}

/** In the popup: hand the result over once, then close. */
export function useHandOff(result: OAuthResult) {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    broadcast(makeHandoff(result, newId()));
    window.close();
  }, [result]);
}

/**
 * On a normal page (popups were blocked and the flow ran in this tab, or a popup that lost both its opener
 * and its name): show the result here, tell a waiting opener too, and drop the parameters from the hash so
 * a reload does not show it again.
 */
export function useOAuthReturn(show: (result: OAuthResult) => void) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const report = useRef(show);
  useEffect(() => {
    report.current = show;
  }, [show]);

  useEffect(() => {
    const result = readOAuthReturn(hash);
    if (!result) return;
    broadcast(makeHandoff(result, newId()));
    report.current(result);
    navigate({ hash: hashWithoutOAuth(hash) }, { replace: true });
  }, [hash, navigate]);
}
