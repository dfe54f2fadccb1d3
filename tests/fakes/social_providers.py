#!/usr/bin/env python3
"""A fake Instagram and Google/YouTube, OAuth and API, for Atrium's integration and browser tests.

One process serves both providers on one port, so a test points the product's `[social.instagram]`
and `[social.youtube]` URLs at it:

    instagram  authorize_url = http://127.0.0.1:P/instagram/oauth/authorize
               token_url     = http://127.0.0.1:P/instagram/oauth/access_token
               graph_url     = http://127.0.0.1:P/instagram/graph   (a /v21.0 prefix is accepted)
    youtube    authorize_url = http://127.0.0.1:P/google/o/oauth2/v2/auth
               token_url     = http://127.0.0.1:P/google/token
               revoke_url    = http://127.0.0.1:P/google/revoke
               api_url       = http://127.0.0.1:P/youtube/v3
               upload_url    = http://127.0.0.1:P/upload/youtube/v3

Run it by hand:

    python3 tests/fakes/social_providers.py [--port 0] [--host 127.0.0.1] [--verbose]

The first stdout line is `listening on http://HOST:PORT` (port 0 picks a free one). Open the
authorize URL in a browser to see the consent page; follow "Allow" to get a code. Tests steer it
with `POST /_control` (failures, figures, token lifetime), read it with `GET /_state` and start
over with `POST /_reset`. Python 3 standard library only.

In `/_state`, "tokens_issued" counts access tokens (Instagram short- and long-lived, Google access
tokens, refreshed ones included; not Google refresh tokens) and "requests" holds "METHOD path"
without the query (no tokens), leaving out the /_ endpoints. Token and code numbers keep counting
across /_reset, so a token a test kept from before a reset never becomes valid again.

Where the real providers are stricter or quirkier than a naive fake, this one follows them, so
the product's handling is tested against what it will meet: codes are single-use and bound to
their redirect_uri and client_id, Google checks PKCE and hands out a refresh token only for
access_type=offline, channels.list with no channel has no "items" key at all, Graph and Data API
answer only the fields / parts asked for, and revoking an unknown token at Google is a 400.

Scopes. The scope asked at authorize is kept on the code and on every token minted from it
(short, long-lived and refreshed; Google access tokens too). Instagram's token answer lists it as
"permissions" (a list, e.g. ["instagram_business_basic", "instagram_business_content_publish"]),
Google's as "scope" (space separated, also on refresh). A token without one holds the read-only
scope (instagram_business_basic, youtube.readonly). Publishing needs
instagram_business_content_publish (else 400, Graph code 10 "(#10) Application does not have
permission for this action"); an upload needs youtube.upload (or youtube, youtube.force-ssl;
else 403 reason insufficientPermissions).

Instagram publishing (Instagram API with Instagram Login), under graph_url, {ig-user-id} or me;
parameters in the query or a form body, the token as access_token or Authorization: Bearer:
  POST /{ig-user-id}/media            image_url (IMAGE) | video_url + media_type=REELS | video_url
                                      + media_type=VIDEO with is_carousel_item=true (carousel child
                                      only) | media_type=CAROUSEL + children=id,id (2-10 items made
                                      with is_carousel_item=true, not ERROR); caption <= 2200 chars
                                      (ignored on children). -> {"id": "<container id>"}
  GET  /{container-id}?fields=status_code,status   IN_PROGRESS | FINISHED | ERROR | EXPIRED |
                                      PUBLISHED. Images are FINISHED at once, videos after
                                      processing_seconds (ERROR then, with processing_error), a
                                      carousel when all its children are; EXPIRED after 24 h.
  POST /{ig-user-id}/media_publish    creation_id -> {"id": "<media id>"}. IN_PROGRESS: code 9007
                                      subcode 2207027; ERROR, EXPIRED, unknown: 9007 "Media ID is
                                      not available"; a lone carousel child: code 100; quota used
                                      up: code 9 subcode 2207042. A PUBLISHED container is
                                      published AGAIN as a new media (and counted), so a product's
                                      double publish shows in /_state.
  GET  /{ig-user-id}/content_publishing_limit?fields=quota_usage,config
                                      {"data": [{"quota_usage": n, "config": {"quota_total": 100,
                                      "quota_duration": 86400}}]} (publishes in the last 24 h)
  GET  /{media-id}?fields=...         id, caption, media_type (IMAGE | VIDEO | CAROUSEL_ALBUM),
                                      media_product_type (FEED | REELS), media_url, permalink
                                      (https://www.instagram.com/p/PUBn/, /reel/PUBn/ for Reels),
                                      shortcode, timestamp, like_count 21, comments_count 3
  /me/media lists published media first (newest first), then the static posts, `limit` over all;
  /me's media_count adds the published count. With fetch_media the container's media is GET
  when it is created (not 200: code 9004 subcode 2207052; an image not JPEG or a video without
  "ftyp" at bytes 4-8: 9004 subcode 2207009) and its size and sha256 are kept.

YouTube upload (Data API v3 resumable videos.insert), under upload_url:
  POST /videos?uploadType=resumable&part=snippet,status  Bearer token; JSON {"snippet": {title,
       description, tags, categoryId}, "status": {privacyStatus, publishAt,
       selfDeclaredMadeForKids}};
       X-Upload-Content-Length required, X-Upload-Content-Type video/* if given. Title 1-100 chars
       without < > (invalidTitle), description <= 5000 bytes (invalidDescription), tags <= 500
       chars (invalidTags), privacyStatus public|unlisted|private, publishAt only future and with
       private (invalidPublishAt). -> 200, empty, Location: http://<Host>/upload/youtube/v3/videos
       ?uploadType=resumable&upload_id=ID (the session URI).
  PUT  <session URI>  Content-Range: bytes A-B/TOTAL with the bytes (none: the whole video at once).
       A must be what was received so far, else nothing is stored. Incomplete: 308 with
       Range: bytes=0-<received-1> (no Range while nothing is). Complete: 201 with the video
       {"kind": "youtube#video", "id": "pubNNNNNNNN", "snippet": {...}, "status": {"uploadStatus":
       "uploaded", "privacyStatus": ...}}. Only whole 256 KiB granules of a chunk the client
       drops midway are kept. Bytes are hashed as they come, never held beyond one chunk piece.
  PUT  <session URI>  Content-Range: bytes */TOTAL, empty: 308 (+Range) while incomplete, 200 with
       the video once complete. An unknown session is a 404.
  Uploaded videos come first in search?forMine=true, and videos?id= knows them (parts snippet,
  status, statistics: viewCount 340, likeCount 25, commentCount 4); channels' videoCount adds them.

`fail` (rate_limit, server_error, revoked) applies to all of these: Instagram 429 / 500 / 190,
YouTube 429 / 500 / 401 (a chunk PUT needs no token, but a revoked grant or a bad one sent is 401).

/_control keys, beside provider, username, followers, following, posts, reach, views, fail,
token_fail, no_channel and expires_in (the figures and failures of reading):
  instagram  processing_seconds (number >= 0, default 1), processing_error (bool), quota_total
             (int, default 100), fetch_media (bool, default false)
  youtube    yt_quota_exceeded (bool: a new session is 403 quotaExceeded), chunk_fail ("interrupt",
             one-shot: the next chunk PUT keeps the first half of its bytes rounded down to 256 KiB
             and answers 503 backendError)
  both       publish_fail (one-shot) "server_error": the next publish (Instagram media_publish,
             YouTube the completing chunk) answers 500 / 503 and does nothing;
             "server_error_after_live": it publishes, then answers 500 / 503.
             hang (one-shot) {"op": OP, "when": "before" | "after", "seconds": N <= 600} or null,
             OP ig_create | ig_status | ig_publish | ig_media for instagram, yt_session |
             yt_chunk (a chunk PUT that does not complete) | yt_final (the one that does) for
             youtube. "before": sleep, then do the work, unless the client went away meanwhile:
             then nothing happens at all. "after": do the work, sleep, answer. Sleeps never hold
             the fake's lock: /_state and other requests are served meanwhile.
A one-shot control is consumed by the first request of its kind and reads null / "none" again
in /_state's "config". /_reset clears everything, published media and uploads included.

/_state publishing keys:
  "instagram_published": [{"id", "container", "media_type", "media_product_type", "caption",
                          "children": n, "permalink", "timestamp"}]  every publish, duplicates too
  "instagram_containers": {id: {"status_code", "media_type", "fetched_bytes", "sha256"}}
  "youtube_videos": [{"id", "title", "description", "tags", "privacy", "publish_at", "bytes",
                     "sha256"}]  completed uploads
  "youtube_sessions": {id: {"received", "total"}}
  "publish_calls": {"ig_create", "ig_publish", "yt_session", "yt_chunk"}  requests received,
                   refused or hung ones too ("yt_chunk": PUTs carrying bytes)

The publishing code is in publishing.py, next to this file.
"""

import argparse
import base64
import collections
import email.parser
import email.policy
import functools
import hashlib
import html
import itertools
import json
import re
import signal
import sys
import threading
import time
from datetime import datetime, timedelta, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote_plus, urlencode, urlsplit

# Publishing lives in publishing.py, which reaches this module's helpers as `social_providers`
# (also when this file runs as a script, as __main__).
sys.modules.setdefault("social_providers", sys.modules[__name__])
from publishing import (HANG_OPS, IG_BASIC_SCOPE, ONE_SHOT, PROVIDER_KEYS,  # noqa: E402
                        PUBLISH_DEFAULTS, PUBLISH_FAILS, Later, Publishing, UploadHandler)

IG_USER_ID = 17841400000000001
IG_MEDIA_IDS = [str(17900000000000000 + n) for n in range(1, 6)]
YT_CHANNEL_ID = "UCfake000000000000000001"
YT_VIDEO_IDS = [f"fakevid{n:04d}" for n in range(1, 6)]
YT_SCOPE = "https://www.googleapis.com/auth/youtube.readonly"
IG_LONG_LIVED = 5184000  # 60 days, what Instagram reports
G_ACCESS_LIFETIME = 3599

DEFAULTS = {
    "instagram": {"username": "fake.studio", "followers": 1200, "following": 180, "posts": 42,
                  "reach": 830, "views": 2400},
    # username None keeps the contract's channel: "Fake Studio TV", "@fakestudiotv".
    "youtube": {"username": None, "followers": 5400, "following": 0, "posts": 37,
                "reach": 0, "views": 250000},
}
COMMON = {"fail": "none", "token_fail": False, "no_channel": False, "expires_in": None}
FAILS = ("none", "rate_limit", "server_error", "revoked")
COUNT = lambda v: type(v) is int and v >= 0  # noqa: E731
NUMBER = lambda v: type(v) in (int, float) and v >= 0  # noqa: E731
CONTROL_CHECKS = {
    "username": lambda v: isinstance(v, str) and v != "",
    "followers": COUNT, "following": COUNT, "posts": COUNT, "reach": COUNT, "views": COUNT,
    "fail": lambda v: v in FAILS,
    "token_fail": lambda v: isinstance(v, bool),
    "no_channel": lambda v: isinstance(v, bool),
    "expires_in": lambda v: v is None or (type(v) is int and v > 0),  # null: back to real lifetimes
    # publishing (see publishing.py); the first four are Instagram's, the next two YouTube's
    "processing_seconds": NUMBER,
    "processing_error": lambda v: isinstance(v, bool),
    "quota_total": COUNT,
    "fetch_media": lambda v: isinstance(v, bool),
    "yt_quota_exceeded": lambda v: isinstance(v, bool),
    "chunk_fail": lambda v: v in ("none", "interrupt"),
    "publish_fail": lambda v: v in PUBLISH_FAILS,
    "hang": lambda v: v is None or (
        isinstance(v, dict) and set(v) == {"op", "when", "seconds"}
        and v["when"] in ("before", "after") and NUMBER(v["seconds"]) and v["seconds"] <= 600),
}
IG_USER_FIELDS = ("id", "user_id", "username", "name", "account_type", "profile_picture_url",
                  "followers_count", "follows_count", "media_count")
IG_MEDIA_FIELDS = ("id", "caption", "media_type", "media_url", "permalink", "timestamp",
                   "like_count", "comments_count", "username", "media_product_type", "shortcode")
IG_METRICS = ("reach", "views")


class Reply(Exception):
    """A finished response; raised from deep inside a handler to answer an error at once."""

    def __init__(self, status, body=b"", ctype="application/json; charset=UTF-8", headers=()):
        super().__init__(status)
        self.status, self.body, self.ctype, self.headers = status, body, ctype, list(headers)


def js(status, obj, headers=()):
    return Reply(status, json.dumps(obj).encode(), headers=headers)


def redirect(location):
    return Reply(302, b"", "text/plain", [("Location", location)])


def with_params(uri, pairs):
    uri = uri.split("#", 1)[0]  # OAuth forbids fragments in redirect_uri; drop rather than garble
    query = urlencode([(k, v) for k, v in pairs if v is not None])
    return uri + ("&" if "?" in uri else "?") + query


def ig_oauth_error(message):
    return js(400, {"error_type": "OAuthException", "code": 400, "error_message": message})


def graph_error(status, message, code, **extra):
    return js(status, {"error": {"message": message, "type": "OAuthException", "code": code,
                                 **extra, "fbtrace_id": "FAKEtrace"}})


GRAPH_BAD_TOKEN = ("Error validating access token", 190)


def google_error(error, description, status=400):
    return js(status, {"error": error, "error_description": description})


def yt_error(code, message, status, reason):
    headers = [("WWW-Authenticate", 'Bearer realm="https://accounts.google.com/", '
                'error="invalid_token"')] if code == 401 else []
    return js(code, {"error": {"code": code, "message": message, "status": status,
                               "errors": [{"message": message, "domain": "global",
                                           "reason": reason}]}}, headers)


YT_UNAUTHENTICATED = (401, "Request had invalid authentication credentials.",
                      "UNAUTHENTICATED", "authError")


def pick(obj, fields, known, node):
    """Graph answers only the fields asked for (plus id), and rejects a field it does not know."""
    if not fields:
        return obj
    wanted = [f.strip() for f in fields.split(",") if f.strip()]
    for f in wanted:
        if f not in known:
            raise graph_error(400, f"(#100) Tried accessing nonexisting field ({f}) on node type "
                                   f"({node})", 100)
    return {k: obj[k] for k in ["id", *wanted] if k in obj}


def graph_parts(rest):
    """A Graph path's nodes, without the version prefix, the user id read as "me"."""
    parts = [p for p in re.sub(r"^/v\d+(\.\d+)?(?=/)", "", rest).split("/") if p]
    if parts and parts[0] == str(IG_USER_ID):
        parts[0] = "me"  # /{ig-user-id}/… is the same node as /me/…
    return parts


class Fake(Publishing):
    """All provider state. Every handler runs under `lock`, so requests never see half an update."""

    def __init__(self):
        self.lock = threading.Lock()
        # Never restarted by /_reset: a token the product still holds from an earlier test must
        # not come back to life because a later test was issued the same name.
        self.seq = itertools.count(1)
        self.reset()

    def reset(self):
        self.cfg = {p: {**d, **COMMON, **PUBLISH_DEFAULTS[p], **ONE_SHOT}
                    for p, d in DEFAULTS.items()}
        self.containers, self.published, self.media_by_id = {}, [], {}
        self.sessions, self.videos = {}, []
        self.calls = {"ig_create": 0, "ig_publish": 0, "yt_session": 0, "yt_chunk": 0}
        self.codes, self.tokens = {}, {}
        self.revoked = []
        self.issued_codes = self.tokens_issued = 0
        self.refreshes = {"instagram": 0, "youtube": 0}
        self.requests = collections.deque(maxlen=200)
        self.app = {"instagram_client_id": None, "instagram_client_secret": None,
                    "youtube_client_id": None, "youtube_client_secret": None}

    # --- tokens -----------------------------------------------------------------------------

    def mint(self, prefix, provider, kind, **extra):
        token = f"{prefix}-{next(self.seq)}"
        lifetime = self.cfg[provider]["expires_in"] if kind != "g_refresh" else None
        self.tokens[token] = {"provider": provider, "kind": kind, **extra,
                              "expires_at": time.monotonic() + lifetime if lifetime else None}
        if kind != "g_refresh":
            self.tokens_issued += 1
        return token

    def reported_lifetime(self, provider, default):
        return self.cfg[provider]["expires_in"] or default

    def check(self, token, kinds):
        """'ok', or why the token is unusable: 'unknown', 'revoked' or 'expired'."""
        rec = self.tokens.get(token or "")
        if rec is None or rec["kind"] not in kinds:
            return "unknown"
        if token in self.revoked:
            return "revoked"
        if rec["expires_at"] is not None and time.monotonic() >= rec["expires_at"]:
            return "expired"
        return "ok"

    def revoke(self, token):
        if token not in self.revoked:
            self.revoked.append(token)

    def set_app(self, provider, client_id=None, secret=None):
        if client_id:
            self.app[f"{provider}_client_id"] = client_id
        if secret:
            self.app[f"{provider}_client_secret"] = secret

    # --- routing ----------------------------------------------------------------------------

    def handle(self, method, path, query, form, headers, raw_path):
        if path == "/favicon.ico":  # the consent page in a browser asks; keep it out of the log
            return Reply(204, b"", "text/plain")
        if not path.startswith("/_"):
            self.requests.append(f"{method} {path}")
        routes = {
            ("POST", "/_control"): lambda: self.control(form),
            ("GET", "/_state"): self.state,
            ("POST", "/_reset"): lambda: (self.reset(), js(200, {}))[1],
            ("GET", "/instagram/oauth/authorize"):
                lambda: self.authorize("instagram", query, raw_path),
            ("POST", "/instagram/oauth/access_token"): lambda: self.ig_token(form),
            ("GET", "/google/o/oauth2/v2/auth"):
                lambda: self.authorize("youtube", query, raw_path),
            ("POST", "/google/token"): lambda: self.google_token(form, headers),
            ("POST", "/google/revoke"): lambda: self.google_revoke({**query, **form}),
        }
        if (method, path) in routes:
            return routes[(method, path)]()
        if path.startswith("/instagram/graph/"):
            return self.graph(method, path[len("/instagram/graph"):], query, form, headers)
        if path.startswith("/youtube/v3/"):
            return self.youtube(method, path[len("/youtube/v3/"):], query, headers)
        if path.startswith("/upload/youtube/v3/"):
            return self.yt_session(method, path[len("/upload/youtube/v3/"):], query, form,
                                   headers)
        if any(path == p for _, p in routes):
            return js(405, {"error": "method_not_allowed", "message": f"{method} {path}"})
        return js(404, {"error": "not_found", "message": f"no fake at {path}"})

    # --- control ----------------------------------------------------------------------------

    def control(self, body):
        provider = body.get("provider")
        if provider not in self.cfg:
            return js(400, {"error": "provider must be instagram or youtube"})
        cfg = dict(self.cfg[provider])
        for key, value in body.items():
            if key == "provider":
                continue
            check = CONTROL_CHECKS.get(key)
            if check is None:
                return js(400, {"error": f"unknown control key {key!r}"})
            if not check(value) or key == "hang" and value and (value["op"]
                                                                not in HANG_OPS[provider]):
                return js(400, {"error": f"bad value for {key!r}: {value!r}"})
            if PROVIDER_KEYS.get(key, provider) != provider:
                return js(400, {"error": f"{key!r} is a control of {PROVIDER_KEYS[key]}"})
            cfg[key] = value
        self.cfg[provider] = cfg
        if body.get("fail") == "revoked":
            # As when the user removes the app in their account settings: everything dies at once.
            for token, rec in self.tokens.items():
                if rec["provider"] == provider:
                    self.revoke(token)
        return js(200, {"provider": provider, "config": cfg})

    def state(self):
        return js(200, {"issued_codes": self.issued_codes, "tokens_issued": self.tokens_issued,
                        "refreshes": dict(self.refreshes), "revoked": list(self.revoked),
                        "requests": list(self.requests), "app": dict(self.app),
                        "config": self.cfg, **self.publish_state()})

    # --- consent pages ----------------------------------------------------------------------

    def authorize(self, provider, q, raw_path):
        brand = "Instagram" if provider == "instagram" else "Google"
        client_id, redirect_uri = q.get("client_id", ""), q.get("redirect_uri", "")
        problem = (not client_id and "missing client_id"
                   or not re.match(r"https?://", redirect_uri) and "missing or invalid redirect_uri"
                   or q.get("response_type") != "code" and "response_type must be code"
                   or provider == "youtube" and not q.get("scope") and "missing scope"
                   or provider == "youtube" and q.get("code_challenge")
                   and q.get("code_challenge_method", "plain") not in ("S256", "plain")
                   and "code_challenge_method must be S256 or plain")
        if problem:
            # Real providers show an error page here and never redirect to an unchecked URI.
            return page(400, f"Fake {brand} — error", f"Fake {brand}",
                        f"<p>Error 400: invalid_request ({html.escape(problem)})</p>")
        self.set_app(provider, client_id)
        state, scope = q.get("state"), q.get("scope")
        decision = q.get("decision")
        if decision == "deny":
            if provider == "instagram":
                return redirect(with_params(redirect_uri, [
                    ("error", "access_denied"), ("error_reason", "user_denied"),
                    ("error_description", "The user denied your request."), ("state", state)]))
            return redirect(with_params(redirect_uri, [("error", "access_denied"),
                                                       ("state", state)]))
        if decision == "allow":
            self.issued_codes += 1
            code = f"{'IGCODE' if provider == 'instagram' else 'GCODE'}-{next(self.seq)}"
            self.codes[code] = {"provider": provider, "client_id": client_id,
                                "redirect_uri": redirect_uri, "used": False,
                                "scope": scope,
                                "challenge": q.get("code_challenge"),
                                "method": q.get("code_challenge_method", "plain"),
                                "offline": q.get("access_type") == "offline"}
            if provider == "instagram":
                # Instagram appends "#_"; the browser keeps it, the server never sees it.
                return redirect(with_params(redirect_uri, [("code", code), ("state", state)])
                                + "#_")
            return redirect(with_params(redirect_uri, [("state", state), ("code", code),
                                                       ("scope", scope)]))
        user = self.cfg[provider]["username"] or "fakestudiotv"
        base = html.escape(raw_path + ("&" if "?" in raw_path else "?"))
        return page(200, f"Fake {brand} — authorize {client_id}", f"Fake {brand}", f"""
<p>The app <code>{html.escape(client_id)}</code> asks to access your {brand} account.</p>
<p>Signed in as <strong>{html.escape(user)}</strong></p>
<p class="scope">Permissions: {html.escape(scope or "basic")}</p>
<nav><a class="allow" href="{base}decision=allow">Allow</a>
<a href="{base}decision=deny">Deny</a></nav>""")

    # --- Instagram --------------------------------------------------------------------------

    def ig_token(self, f):
        for name in ("client_id", "client_secret", "grant_type", "redirect_uri", "code"):
            if not f.get(name):
                return ig_oauth_error(f"Missing required parameter: {name}")
        self.set_app("instagram", f["client_id"], f["client_secret"])
        if f["grant_type"] != "authorization_code":
            return ig_oauth_error("Invalid grant_type")
        if self.cfg["instagram"]["token_fail"]:
            return ig_oauth_error("Invalid platform app")
        rec = self.codes.get(f["code"])
        if rec is None or rec["provider"] != "instagram":
            return ig_oauth_error("Matching code was not found or was already used")
        if rec["used"]:
            return ig_oauth_error("This authorization code has been used")
        if rec["redirect_uri"] != f["redirect_uri"] or rec["client_id"] != f["client_id"]:
            return ig_oauth_error("Error validating verification code. Please make sure your "
                                  "redirect_uri is identical to the one you used in the OAuth "
                                  "dialog request")
        rec["used"] = True
        scopes = [s for s in re.split(r"[,\s]+", rec["scope"] or IG_BASIC_SCOPE) if s]
        token = self.mint("IGSHORT", "instagram", "ig_short", scopes=scopes)
        return js(200, {"access_token": token, "user_id": IG_USER_ID, "permissions": scopes})

    def graph(self, method, rest, q, form, headers):
        parts = graph_parts(rest)
        if method != "GET" and (method != "POST" or parts[-1:] not in (["media"],
                                                                       ["media_publish"])):
            return graph_error(400, "Unsupported post request.", 100)
        if method == "POST":  # parameters in the query string, the form body, or both
            q = {**q, **form}
        token = q.get("access_token") or bearer(headers)
        if parts == ["access_token"]:
            if q.get("grant_type") != "ig_exchange_token" or not q.get("client_secret"):
                return graph_error(400, "Missing or invalid grant_type / client_secret", 100)
            self.set_app("instagram", secret=q["client_secret"])
            if self.check(token, ("ig_short",)) != "ok":
                return graph_error(400, *GRAPH_BAD_TOKEN)
            scopes = self.tokens[token].get("scopes")
            return js(200, {"access_token": self.mint("IGLONG", "instagram", "ig_long",
                                                      scopes=scopes),
                            "token_type": "bearer",
                            "expires_in": self.reported_lifetime("instagram", IG_LONG_LIVED)})
        if parts == ["refresh_access_token"]:
            if q.get("grant_type") != "ig_refresh_token":
                return graph_error(400, "Missing or invalid grant_type", 100)
            # Only a live long-lived token refreshes; the old one stays valid, as Instagram's does.
            # (Instagram also wants it 24 hours old; tests cannot wait that long.)
            if self.check(token, ("ig_long",)) != "ok":
                return graph_error(400, *GRAPH_BAD_TOKEN)
            self.refreshes["instagram"] += 1
            scopes = self.tokens[token].get("scopes")
            return js(200, {"access_token": self.mint("IGLONG", "instagram", "ig_long",
                                                      scopes=scopes),
                            "token_type": "bearer",
                            "expires_in": self.reported_lifetime("instagram", IG_LONG_LIVED)})

        cfg = self.cfg["instagram"]
        status = ("revoked" if cfg["fail"] == "revoked"
                  else self.check(token, ("ig_short", "ig_long")))
        if status == "expired":
            return graph_error(400, "Error validating access token: Session has expired", 190,
                               error_subcode=463)
        if status != "ok":
            return graph_error(400, *GRAPH_BAD_TOKEN)
        if cfg["fail"] == "rate_limit":
            return graph_error(429, "Application request limit reached", 4, is_transient=True)
        if cfg["fail"] == "server_error":
            return js(500, {"error": {"message": "An unexpected error has occurred", "code": 2,
                                      "is_transient": True, "fbtrace_id": "FAKEtrace"}})

        now = datetime.now(timezone.utc)
        publishing = self.ig_route(method, parts, q, token)
        if publishing is not None:
            return publishing
        if parts == ["me"]:
            me = {"id": str(IG_USER_ID), "user_id": str(IG_USER_ID), "username": cfg["username"],
                  "name": "Fake Studio", "account_type": "BUSINESS",
                  "profile_picture_url": "https://scontent.cdninstagram.com/fake.jpg",
                  "followers_count": cfg["followers"], "follows_count": cfg["following"],
                  "media_count": cfg["posts"] + len(self.published)}
            return js(200, pick(me, q.get("fields"), IG_USER_FIELDS, "User"))
        if parts == ["me", "media"]:
            limit = int(q["limit"]) if q.get("limit", "").isdigit() else 25
            # What was published here comes first, newest first.
            items = [self.ig_media_item(m) for m in reversed(self.published)]
            # Recent posts, like a live account's, so "this month" figures have something to count.
            for i, media_id in enumerate(IG_MEDIA_IDS[:cfg["posts"]]):
                items.append({"id": media_id, "caption": f"Fake post {i + 1}",
                              "media_type": "IMAGE", "media_product_type": "FEED",
                              "media_url": f"https://scontent.cdninstagram.com/fake{i + 1}.jpg",
                              "permalink": f"https://www.instagram.com/p/FAKE{i + 1}/",
                              "shortcode": f"FAKE{i + 1}",
                              "timestamp": (now - timedelta(days=i, hours=1)).strftime(
                                  "%Y-%m-%dT%H:%M:%S+0000"),
                              "like_count": 120 - 15 * i, "comments_count": 14 - 2 * i,
                              "username": cfg["username"]})
            items = [pick(item, q.get("fields"), IG_MEDIA_FIELDS, "Media")
                     for item in items[:limit]]
            body = {"data": items}
            if items:
                body["paging"] = {"cursors": {"before": "QVFIUmFake", "after": "QVFIUlFake"}}
            return js(200, body)
        if parts == ["me", "insights"]:
            metrics = [m for m in q.get("metric", "").split(",") if m]
            if not metrics or any(m not in IG_METRICS for m in metrics):
                return graph_error(400, "(#100) metric[0] must be one of the following values: "
                                        + ", ".join(IG_METRICS), 100)
            period = q.get("period", "day")
            end = now.strftime("%Y-%m-%dT08:00:00+0000")
            return js(200, {"data": [
                {"name": m, "period": period, "values": [{"value": cfg[m], "end_time": end}],
                 "title": m.capitalize(), "description": f"Fake {m}",
                 "id": f"{IG_USER_ID}/insights/{m}/{period}"} for m in metrics]})
        node = parts[0] if parts else ""
        return graph_error(400, f"Unsupported get request. Object with ID '{node}' does not exist, "
                                "cannot be loaded due to missing permissions, or does not support "
                                "this operation.", 100, error_subcode=33)

    # --- Google / YouTube -------------------------------------------------------------------

    def google_token(self, f, headers):
        client_id, secret = f.get("client_id"), f.get("client_secret")
        auth = headers.get("Authorization", "")
        if auth.startswith("Basic "):  # client_secret_basic, the oauth2 crate's default
            try:
                client_id, _, secret = base64.b64decode(auth[6:]).decode().partition(":")
                # RFC 6749 2.3.1: both halves are form-encoded before base64
                client_id, secret = unquote_plus(client_id), unquote_plus(secret)
            except ValueError:
                return google_error("invalid_client", "Unauthorized", 401)
        if not client_id:
            return google_error("invalid_client", "The OAuth client was not found.", 401)
        if not secret:
            return google_error("invalid_request", "client_secret is missing.")
        self.set_app("youtube", client_id, secret)
        grant = f.get("grant_type")
        if grant == "authorization_code":
            if self.cfg["youtube"]["token_fail"]:
                return google_error("invalid_grant", "Bad Request")
            rec = self.codes.get(f.get("code", ""))
            if rec is None or rec["provider"] != "youtube":
                return google_error("invalid_grant", "Malformed auth code.")
            if rec["used"] or rec["client_id"] != client_id:
                return google_error("invalid_grant", "Bad Request")
            if rec["redirect_uri"] != f.get("redirect_uri"):
                return google_error("redirect_uri_mismatch", "Bad Request")
            if rec["challenge"]:
                verifier = f.get("code_verifier")
                if not verifier:
                    return google_error("invalid_grant", "Missing code verifier.")
                if pkce(verifier, rec["method"]) != rec["challenge"]:
                    return google_error("invalid_grant", "Invalid code verifier.")
            rec["used"] = True
            # Google hands out a refresh token only to offline access requests.
            scope = rec["scope"] or YT_SCOPE
            refresh = (self.mint("GREFRESH", "youtube", "g_refresh", client_id=client_id,
                                 scope=scope) if rec["offline"] else None)
            access = self.mint("GACCESS", "youtube", "g_access", refresh=refresh, scope=scope)
            body = {"access_token": access,
                    "expires_in": self.reported_lifetime("youtube", G_ACCESS_LIFETIME),
                    "scope": scope, "token_type": "Bearer"}
            if refresh:
                body["refresh_token"] = refresh
            return js(200, body)
        if grant == "refresh_token":
            refresh = f.get("refresh_token", "")
            status = self.check(refresh, ("g_refresh",))
            if status == "unknown":
                return google_error("invalid_grant", "Bad Request")
            if status != "ok":
                return google_error("invalid_grant", "Token has been expired or revoked.")
            if self.tokens[refresh]["client_id"] != client_id:
                return google_error("unauthorized_client", "Unauthorized")
            self.refreshes["youtube"] += 1
            return js(200, {"access_token": self.mint("GACCESS", "youtube", "g_access",
                                                      refresh=refresh,
                                                      scope=self.tokens[refresh]["scope"]),
                            "expires_in": self.reported_lifetime("youtube", G_ACCESS_LIFETIME),
                            "scope": self.tokens[refresh]["scope"], "token_type": "Bearer"})
        return google_error("unsupported_grant_type", f"Invalid grant_type: {grant or ''}")

    def google_revoke(self, f):
        token = f.get("token", "")
        rec = self.tokens.get(token)
        if rec is None or rec["provider"] != "youtube" or token in self.revoked:
            return google_error("invalid_token", "Token expired or revoked")
        # Either half of a grant takes the whole grant with it.
        root = token if rec["kind"] == "g_refresh" else rec.get("refresh")
        self.revoke(token)
        if root:
            self.revoke(root)
            for other, r in self.tokens.items():
                if r.get("refresh") == root:
                    self.revoke(other)
        return js(200, {})

    def youtube(self, method, resource, q, headers):
        if method != "GET":
            return yt_error(405, "Method not allowed.", "INVALID_ARGUMENT", "methodNotAllowed")
        cfg = self.cfg["youtube"]
        self.yt_auth(bearer(headers) or q.get("access_token"))
        part = {p.strip() for p in q.get("part", "").split(",") if p.strip()}
        if not part:
            return yt_error(400, "Required parameter: part", "INVALID_ARGUMENT", "required")

        if resource == "channels":
            if q.get("mine") != "true" and q.get("id") != YT_CHANNEL_ID:
                return yt_error(400, "No filter selected. Expected one of: mine, id, forHandle",
                                "INVALID_ARGUMENT", "missingRequiredParameter")
            body = {"kind": "youtube#channelListResponse",
                    "pageInfo": {"totalResults": 0 if cfg["no_channel"] else 1,
                                 "resultsPerPage": 5}}
            if cfg["no_channel"]:
                return js(200, body)  # Google leaves "items" out entirely, not []
            name = cfg["username"]
            channel = {"kind": "youtube#channel", "id": YT_CHANNEL_ID}
            if "snippet" in part:
                channel["snippet"] = {"title": f"{name} TV" if name else "Fake Studio TV",
                                      "description": "A fake channel for tests.",
                                      "customUrl": f"@{name}" if name else "@fakestudiotv",
                                      "publishedAt": "2021-03-01T10:00:00Z"}
            if "statistics" in part:
                channel["statistics"] = {"viewCount": str(cfg["views"]),
                                         "subscriberCount": str(cfg["followers"]),
                                         "hiddenSubscriberCount": False,
                                         "videoCount": str(cfg["posts"] + len(self.videos))}
            return js(200, {**body, "items": [channel]})
        if resource == "search":
            if q.get("forMine") != "true" or q.get("type") != "video":
                return yt_error(400, "forMine requires type=video", "INVALID_ARGUMENT",
                                "invalidSearchFilter")
            limit = int(q["maxResults"]) if q.get("maxResults", "").isdigit() else 5
            # What was uploaded here comes first, newest first.
            ids = ([v["id"] for v in reversed(self.videos)] + YT_VIDEO_IDS[:cfg["posts"]])[:limit]
            return js(200, {"kind": "youtube#searchListResponse",
                            "pageInfo": {"totalResults": len(ids), "resultsPerPage": limit},
                            "items": [{"kind": "youtube#searchResult",
                                       "id": {"kind": "youtube#video", "videoId": v}}
                                      for v in ids]})
        if resource == "videos":
            if not q.get("id"):
                return yt_error(400, "No filter selected. Expected one of: id, myRating, chart",
                                "INVALID_ARGUMENT", "missingRequiredParameter")
            items = []
            uploaded = {v["id"]: v for v in self.videos}
            for vid in q["id"].split(","):
                if vid in uploaded:
                    items.append(self.yt_video(uploaded[vid], part))
                    continue
                if vid not in YT_VIDEO_IDS:
                    continue  # unknown ids are silently left out, as the Data API does
                i = YT_VIDEO_IDS.index(vid)
                item = {"kind": "youtube#video", "id": vid}
                if "statistics" in part:
                    item["statistics"] = {"viewCount": str(1000 - 150 * i),
                                          "likeCount": str(80 - 10 * i),
                                          "commentCount": str(12 - 2 * i)}
                items.append(item)
            return js(200, {"kind": "youtube#videoListResponse",
                            "pageInfo": {"totalResults": len(items),
                                         "resultsPerPage": len(items)}, "items": items})
        return yt_error(404, "Not Found", "NOT_FOUND", "notFound")

    def yt_auth(self, token, required=True):
        cfg = self.cfg["youtube"]
        if cfg["fail"] == "revoked" or ((required or token is not None)
                                        and self.check(token, ("g_access",)) != "ok"):
            raise yt_error(*YT_UNAUTHENTICATED)
        if cfg["fail"] == "rate_limit":
            raise yt_error(429, "Quota exceeded", "RESOURCE_EXHAUSTED", "rateLimitExceeded")
        if cfg["fail"] == "server_error":
            raise yt_error(500, "Internal error encountered.", "INTERNAL", "backendError")

def pkce(verifier, method):
    if method == "plain":
        return verifier
    digest = hashlib.sha256(verifier.encode("ascii", "replace")).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def bearer(headers):
    auth = headers.get("Authorization", "")
    scheme, _, value = auth.partition(" ")
    return value.strip() if scheme.lower() in ("bearer", "oauth") else None


def page(status, title, heading, content):
    doc = f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>{html.escape(title)}</title>
<style>
body{{font:17px/1.5 system-ui,sans-serif;color:#1f2328;max-width:26rem;margin:3rem auto;
  padding:0 1rem;overflow-wrap:anywhere}}
h1{{font-size:1.6rem;margin:0 0 1rem}} code{{background:#f1f1f1;padding:0 .3rem}}
nav{{display:flex;gap:1rem;margin-top:2rem}}
nav a{{flex:1;text-align:center;padding:1rem;font-size:1.25rem;border-radius:.6rem;
  text-decoration:none;color:#1f2328;border:1px solid #8c959f}}
nav a.allow{{background:#1f6feb;border-color:#1f6feb;color:#fff}}
</style></head>
<body><main><h1>{html.escape(heading)}</h1>{content}
</main></body></html>
"""
    return Reply(status, doc.encode(), "text/html; charset=utf-8")


def parse_body(ctype, raw):
    """Form bodies (urlencoded, or multipart as Instagram's docs send with curl -F) and JSON."""
    if not raw:
        return {}
    if ctype.startswith("application/json"):
        value = json.loads(raw)
        return value if isinstance(value, dict) else {}
    if ctype.startswith("multipart/form-data"):
        msg = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(
            b"Content-Type: " + ctype.encode() + b"\r\n\r\n" + raw)
        return {p.get_param("name", header="content-disposition"):
                p.get_payload(decode=True).decode() for p in msg.iter_parts()}
    return {k: v[-1] for k, v in parse_qs(raw.decode(), keep_blank_values=True).items()}


class Handler(UploadHandler, BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive, as the product's HTTP client pools connections
    server_version = "FakeSocialProviders/1"

    def do_GET(self):
        self.dispatch("GET")

    def do_POST(self):
        self.dispatch("POST")

    def do_PUT(self):
        if self.path.startswith("/upload/youtube/v3/"):
            self.upload_chunk()
        else:
            self.dispatch("PUT")

    def dispatch(self, method):
        url = urlsplit(self.path)
        query = {k: v[-1] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        raw = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            form = parse_body(self.headers.get("Content-Type", ""), raw)
        except (ValueError, UnicodeDecodeError):
            form = None
        fake = self.server.fake
        with fake.lock:
            hang = fake.publish_step(method, url.path) if form is not None else None
        if not self.hang(hang, "before"):
            return

        def step():
            if form is None:
                return js(400, {"error": "unreadable body"})
            return fake.handle(method, url.path, query, form, self.headers, self.path)
        while True:
            with fake.lock:
                try:
                    reply = step()
                except Reply as r:
                    reply = r
            if not isinstance(reply, Later):
                break
            step = functools.partial(reply.then, reply.work())  # slow work, without the lock
        self.hang(hang, "after")
        self.answer(reply)

    def answer(self, reply):
        self.send_response(reply.status)
        self.send_header("Content-Type", reply.ctype)
        self.send_header("Content-Length", str(len(reply.body)))
        self.send_header("Cache-Control", "no-store")
        for name, value in reply.headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(reply.body)

    def log_message(self, fmt, *args):
        if self.server.verbose:
            super().log_message(fmt, *args)


class Server(ThreadingHTTPServer):
    daemon_threads = True  # idle keep-alive connections must not hold up shutdown

    def handle_error(self, request, client_address):
        # A client that drops its pooled keep-alive connection is normal, not a fault to report.
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser(description="Fake Instagram + Google/YouTube for tests.")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--verbose", action="store_true", help="log every request to stderr")
    args = parser.parse_args()
    server = Server((args.host, args.port), Handler)
    server.fake, server.verbose = Fake(), args.verbose

    def stop(_signum, _frame):
        # shutdown() waits for serve_forever to return, so it cannot run on serve_forever's thread.
        threading.Thread(target=server.shutdown, daemon=True).start()

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    host, port = server.server_address[:2]
    print(f"listening on http://{host}:{port}", flush=True)
    server.serve_forever()
    server.server_close()


if __name__ == "__main__":
    main()
