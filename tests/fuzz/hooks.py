"""Schemathesis hooks for tests/fuzz/run.sh (loaded through the generated config's `hooks` key).

Three jobs, none of which hides a finding:

1. Harness hygiene. A few operations, when they succeed, destroy the identity the rest of the run
   sends (the fuzzer reuses one token per identity for every case). Those cases get an identity of
   their own, with the same role, so the operation still runs and still succeeds or fails on its
   merits:
   - POST /api/auth/logout revokes the token it is called with. The case gets a session of its own
     (a fresh login of the same user), so the shared token survives; the logout itself, its 204,
     and every check on it still run.
   - POST /api/admin/delete-account deletes the calling admin. The case gets a throwaway admin made
     with `atrium admin create` (the CLI is the only way to make an admin), so the success path
     (204) is exercised too, which it never would be as the demo's only admin (409, last admin).
   - PATCH /api/security/settings with `require_staff_second_factor: true` would shut every staff
     identity out until it enrols an authenticator (no fuzzer can); the case sends `false`.
   - PATCH and DELETE /api/staff/{id} naming the run's admin act on a throwaway admin instead.
   Admins deleting the peers' client records (which deletes their users) is handled by run.sh: the
   admin pass and the peer pass each get a fresh server and data dir, and only the admin pass can
   delete anything that belongs to someone else.

2. `peer_isolation`, a check beside schemathesis's own `object_level_authorization`. The built-in
   check only replays reads whose ids came out of the owner's earlier responses through a list
   the peer can also call; most of Atrium's client-visible objects (a client's own record, its
   notifications) have no such list for clients, so it would rarely fire. This one fails when
   - a response to one client identity carries another peer's data (email, name, company), or
   - a successful GET by a client on a path with a parameter, replayed with another peer's token,
     is answered 2xx with the owner's data (its markers, or the very same body) while an
     anonymous replay is not (so public data is not reported).
   run.sh feeds the peers' real object ids into path parameters (a fuzz dictionary), so the
   fuzzer does reach the peers' objects.

3. Semantically valid positive data (`before_call`, positive cases only). The document states
   every rule a schema can state (tests/fuzz/run.sh runs positive_data_acceptance with its
   default statuses: a schema-valid request must not be answered 422 or 412). What remains are
   rules about the server's state, which no schema can state; for those a positive case gets
   real values in place of the generated ones, and every other field stays as generated:
   - references to objects: a client, an admin to assign, a post, a task, a plan (and its
     price, which a transfer must match), a client's active account on a post's platform;
   - credentials: the password of the identity (sign-in, the backup download's re-check,
     change-password, which gets a throwaway admin of its own so the run's identities keep
     theirs), a verification code (asked for, then read from the server's mail outbox), a
     strong prefix on new passwords (strength is zxcvbn's guess count), an IBAN with a valid
     checksum;
   - versions: `If-Match` becomes the object's current ETag (a stale one is 412 by design);
   - rules between fields or roles: an admin's post, upload and storage read name a client
     (a client user's never do); a calendar's end is on or after its start and at most 62 days
     later; a message carries text when the generated attachment (a file of another
     conversation) is dropped; `file_type` is left to the bytes it must agree with; a staff
     role change gives clients only to a member (one of the run's).
   Negative cases are never touched.

4. Only HTTP is sent (`filter_case`). In negative mode schemathesis may put control characters
   (0x00-0x08, 0x0A-0x1F, 0x7F) into header values. Such a request is not HTTP (RFC 9110 section
   5.5: a field value is visible ASCII, obs-text, space and tab), and the HTTP layer (hyper, under
   Rocket) refuses it with a bare `400`, no body, before any Atrium code runs, so there is nothing
   Atrium could answer or fix; schemathesis then reported the missing JSON body as a
   content-type/schema failure. Schemathesis applies the same rule to positive cases itself.
   The same holds for multipart/form-data part names and filenames: they travel in each part's
   Content-Disposition header, so a control character there makes the body unreadable as
   multipart (the server answers 400 "failed to read headers"), however valid the fields were.
   Every other malformed input (bodies, query strings, paths, header values that are valid HTTP)
   is still sent.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import subprocess
import threading
from collections.abc import MutableMapping

import requests

import schemathesis
from hypothesis import strategies as st
from schemathesis.core.file_samples import FILE_SAMPLES

# The file formats the document names on upload parts (`encoding.contentType`), as real files of
# each format, which is what the server sniffs.
for _media_type, _sample in [("image/jpeg", "jpg"), ("image/png", "png"), ("image/gif", "gif"),
                             ("image/webp", "webp"), ("application/pdf", "pdf")]:
    schemathesis.openapi.media_type(_media_type, st.just(FILE_SAMPLES[_sample]))

_IDENTITIES = os.environ.get("ATRIUM_FUZZ_IDENTITIES")
IDS: dict = json.load(open(_IDENTITIES, encoding="utf-8")) if _IDENTITIES else {}
USERS: dict = IDS.get("users", {})
PEERS: list[str] = IDS.get("peers", [])
# The harness's own requests carry this address, so the fuzzer's failed sign-ins (keyed on the
# socket address, 127.0.0.1) never throttle the harness's logins, and the reverse.
HARNESS_HEADERS = {"X-Real-IP": IDS.get("harness_ip", "127.0.0.2")}
_lock = threading.Lock()


def _identity_of(authorization: object) -> str | None:
    if not isinstance(authorization, str):
        return None
    for name, user in USERS.items():
        if authorization == user["header"]:
            return name
    return None


def login(email: str, password: str) -> str:
    response = requests.post(
        IDS["base"] + "/api/auth/login",
        json={"email": email, "password": password},
        headers=HARNESS_HEADERS,
        timeout=30,
    )
    if response.status_code != 200:
        raise RuntimeError(f"harness login for {email} failed: {response.status_code} {response.text[:300]}")
    return "Token " + response.json()["token"]


def throwaway_admin() -> str:
    """A new admin account made with the CLI, signed in; its `Authorization` header value."""
    return throwaway_admin_with_password()[0]


def _throwaway_admin_id() -> int:
    """The user id of a new admin made with the CLI (to be changed or removed in a case)."""
    header = throwaway_admin()
    me = requests.get(IDS["base"] + "/api/auth/me/", headers={"Authorization": header}, timeout=30)
    return me.json()["id"]


def throwaway_admin_with_password() -> tuple[str, str]:
    """A new admin account made with the CLI, signed in: its `Authorization` value and password."""
    with _lock:
        IDS["throwaway_admins"] = IDS.get("throwaway_admins", 0) + 1
        n = IDS["throwaway_admins"]
    email = f"fuzz-admin-{n}-{secrets.token_hex(3)}@atrium.test"
    password = "fuzz-" + secrets.token_urlsafe(18)
    subprocess.run(
        [IDS["bin"], "--data-dir", IDS["data_dir"], "admin", "create", "--email", email, "--name", f"Fuzz Admin {n}",
         "--password-stdin"],
        input=password + "\n",
        text=True,
        check=True,
        capture_output=True,
        timeout=60,
    )
    return login(email, password), password


_TOKEN = re.compile(r"[!#$%&'*+\-.^_`|~0-9A-Za-z]+")


def _is_http_field(name: object, value: object) -> bool:
    """Whether `name: value` can be sent as an HTTP header field (RFC 9110 section 5)."""
    if not isinstance(name, str) or not _TOKEN.fullmatch(name):
        return False
    if not isinstance(value, str):
        return True  # numbers and booleans are sent as their text
    return all(c == "\t" or 0x20 <= ord(c) <= 0x7E or 0x80 <= ord(c) <= 0xFF for c in value)


def _has_control(text: object) -> bool:
    return isinstance(text, str) and any(ord(c) < 0x20 or ord(c) == 0x7F for c in text)


def _sendable_part(name: object, value: object) -> bool:
    """Whether a multipart part's name (and filename, for a file given as a tuple) fits in its header."""
    if _has_control(name):
        return False
    return not (isinstance(value, (tuple, list)) and value and _has_control(value[0]))


@schemathesis.hook
def filter_case(context, case):
    headers = case.headers
    if isinstance(headers, MutableMapping) and not all(_is_http_field(n, v) for n, v in headers.items()):
        return False
    body = getattr(case, "body", None)
    if (case.media_type or "").startswith("multipart/") and isinstance(body, dict):
        return all(_sendable_part(name, value) for name, value in body.items())
    return True


def _path(case) -> str:
    return case.operation.path.rstrip("/")


@schemathesis.hook
def before_call(context, case, kwargs):
    if _is_positive(case):
        try:
            make_semantically_valid(case)
        except requests.RequestException:
            pass  # the case goes out as generated
    headers = case.headers if isinstance(case.headers, MutableMapping) else None
    if not headers:
        return
    who = _identity_of(headers.get("Authorization"))
    if who is None:
        return
    method = case.method.upper()
    path = _path(case)
    if method == "POST" and path.endswith("/auth/logout"):
        user = USERS[who]
        headers["Authorization"] = login(user["email"], user["password"])
    elif method == "POST" and path.endswith("/admin/delete-account") and USERS[who]["role"] == "admin":
        headers["Authorization"] = throwaway_admin()
    elif method == "PATCH" and path.endswith("/security/settings") and isinstance(case.body, dict):
        # Requiring a second factor of the staff would shut every staff identity of the run out
        # of the API until it enrols an authenticator, which a fuzzer cannot; the rule and the
        # enrolment it leads to are tested in tests/api/second_factor_api.rs.
        if case.body.get("require_staff_second_factor") is True:
            case.body["require_staff_second_factor"] = False
    elif method in ("PATCH", "DELETE") and "/staff/" in path and "/invitations" not in path:
        # Demoting or removing the run's admin would take the owners' operations from the rest
        # of the run: such a case acts on a throwaway admin instead (same role, same checks).
        params = case.path_parameters if isinstance(case.path_parameters, MutableMapping) else None
        if params is not None and str(params.get("id")) == str(USERS["admin"].get("user_id")):
            params["id"] = _throwaway_admin_id()


def _json(response) -> object:
    try:
        return json.loads(response.content)
    except ValueError:
        return None


def _carried(text: str, peer: str) -> list[str]:
    return [marker for marker in USERS[peer]["markers"] if marker and marker in text]


def _curl(request) -> str:
    parts = [f"curl -X {request.method} '{request.url}'"]
    for name, value in request.headers.items():
        if name.lower() in ("authorization", "content-type", "if-match", "x-real-ip"):
            parts.append(f"-H '{name}: {value}'")
    if request.body:
        body = request.body.decode("utf-8", "replace") if isinstance(request.body, bytes) else str(request.body)
        parts.append("--data-raw '" + body[:2000].replace("'", "'\\''") + "'")
    return " ".join(parts)


@schemathesis.check
def peer_isolation(ctx, response, case):
    """A client never receives another client's data, directly or by replaying the other's reads."""
    request = response.request
    owner = _identity_of(request.headers.get("Authorization"))
    if owner not in PEERS:
        return None
    text = response.content.decode("utf-8", "replace") if response.content else ""
    for other in PEERS:
        if other == owner:
            continue
        leaked = _carried(text, other)
        if leaked:
            raise AssertionError(
                f"{owner} received {other}'s data ({', '.join(leaked)}) from "
                f"{case.method.upper()} {request.url} -> {response.status_code}"
            )
    if case.method.upper() != "GET" or not case.path_parameters or not 200 <= response.status_code < 300:
        return None
    own_markers = _carried(text, owner)
    owner_json = _json(response)
    for peer in PEERS:
        if peer == owner:
            continue
        replay_headers = {k: v for k, v in request.headers.items() if k.lower() not in ("authorization", "content-length")}
        replay = requests.get(request.url, headers={**replay_headers, "Authorization": USERS[peer]["header"]}, timeout=30)
        if not 200 <= replay.status_code < 300:
            continue
        replay_text = replay.content.decode("utf-8", "replace")
        # An empty answer (`{}`, `[]`, no body) carries nothing of the owner's.
        trivial = not response.content or owner_json in ({}, [], "")
        same_body = not trivial and (replay.content == response.content or _json(replay) == owner_json)
        carried = [marker for marker in own_markers if marker in replay_text]
        if not (same_body or carried):
            continue
        anonymous = requests.get(request.url, headers=replay_headers, timeout=30)
        if 200 <= anonymous.status_code < 300 and anonymous.content == replay.content:
            continue  # public: anyone gets it
        what = f"its data ({', '.join(carried)})" if carried else "the same body"
        raise AssertionError(
            f"{peer} replayed {owner}'s read and got {what}\n"
            f"Owner: GET {request.url} as {owner} -> {response.status_code}\n"
            f"Peer:  GET {request.url} as {peer} -> {replay.status_code}\n"
            f"Reproduce: {_curl(replay.request)}"
        )
    return None


# --- 3. Semantically valid positive data -------------------------------------------------------

IBAN = "AL47212110090000000235698741"


def _is_positive(case) -> bool:
    meta = getattr(case, "meta", None)
    return meta is not None and meta.generation.mode.is_positive


def _as(who: str | None) -> dict:
    user = USERS.get(who or "admin") or USERS["admin"]
    return {"Authorization": user["header"], **HARNESS_HEADERS}


def _api(path: str, who: str | None, **params) -> requests.Response:
    return requests.get(IDS["base"] + path, headers=_as(who), params=params, timeout=30)


def _results(response: requests.Response) -> list:
    body = _json(response) if response.ok else None
    if isinstance(body, dict):
        body = body.get("results", body.get("plans", []))
    return body if isinstance(body, list) else []


def _client_id(who: str | None) -> int | None:
    if who in PEERS:
        return USERS[who]["client_id"]
    clients = _results(_api("/api/clients", "admin", page_size=1, status="active"))
    return clients[0]["id"] if clients else None


def _ids(path: str, who: str | None, count: int, **params) -> list[int]:
    return [row["id"] for row in _results(_api(path, who, page_size=count, **params))][:count]


def _strong(password: object) -> str:
    """A generated password behind a random prefix, so zxcvbn rates it strong."""
    text = password if isinstance(password, str) else ""
    return ("Fz-" + secrets.token_urlsafe(12) + text)[:256]


def _verification_code(email: str, name: str) -> str | None:
    """Asks for a code for `email` and reads it from the server's mail outbox."""
    import sqlite3
    import time

    # From an address of its own each time: sign-up codes are limited per address, and the
    # limit is not what this case is about.
    address = f"10.{secrets.randbelow(256)}.{secrets.randbelow(256)}.{secrets.randbelow(254) + 1}"
    sent = requests.post(IDS["base"] + "/api/auth/send-verification-code", json={"email": email, "name": name},
                         headers={"X-Real-IP": address}, timeout=30)
    if not sent.ok:
        return None
    for _ in range(20):
        with sqlite3.connect(os.path.join(IDS["data_dir"], "atrium.db"), timeout=10) as db:
            row = db.execute("SELECT body FROM mail_outbox WHERE to_addr = ? ORDER BY id DESC LIMIT 1",
                             (email,)).fetchone()
        found = re.search(r"code is: ([0-9]{6})", row[0] or "") if row else None
        if found:
            return found.group(1)
        time.sleep(0.1)
    return None


def _active_account(client: int | None, who: str | None) -> tuple[str, int] | None:
    """A platform where the client has an active account, and that account's id."""
    if client is None:
        return None
    for account in _results(_api("/api/social-accounts", who, client=client)):
        if isinstance(account, dict) and account.get("is_active", True) and account.get("platform"):
            return account["platform"], account["id"]
    return None


# The throwaway admin whose password change-password cases change (the session that changes
# it stays signed in), and the password a case in flight is setting.
_CHANGING: dict = {}
_changing_lock = threading.Lock()


@schemathesis.hook
def after_call(context, case, response):
    if case.method.upper() == "POST" and _path(case).endswith("/auth/change-password"):
        with _changing_lock:
            sent = response.request.headers.get("Authorization")
            if 200 <= response.status_code < 300 and sent == _CHANGING.get("header"):
                _CHANGING["password"] = _CHANGING.get("pending", _CHANGING.get("password"))


def make_semantically_valid(case) -> None:
    method, path = case.method.upper(), _path(case)
    headers = case.headers if isinstance(case.headers, MutableMapping) else {}
    who = _identity_of(headers.get("Authorization"))
    body = case.body if isinstance(getattr(case, "body", None), dict) else None
    query = case.query if isinstance(case.query, MutableMapping) else None
    admin = who == "admin"
    route = f"{method} {path.removeprefix('/api')}"

    if_match = headers.get("If-Match")
    if if_match and if_match != "*" and method == "PATCH" or (if_match and route == "POST /admin/bank-settings"):
        current = requests.get(IDS["base"] + case.formatted_path, headers=_as(who), timeout=30)
        version = current.headers.get("ETag") or (
            f'"{_json(current).get("version")}"' if isinstance(_json(current), dict) else None)
        if current.ok and version and "None" not in version:
            headers["If-Match"] = version

    if route == "GET /storage" and admin and query is not None and not query.get("client"):
        query["client"] = _client_id(who)
    if route == "GET /content/calendar_view" and query is not None:
        import datetime

        try:
            start = datetime.date.fromisoformat(query["start_date"])
            end = datetime.date.fromisoformat(query["end_date"])
            if not 0 <= (end - start).days <= 61:
                query["end_date"] = (start + datetime.timedelta(days=min(abs((end - start).days), 61))).isoformat()
        except (KeyError, TypeError, ValueError, OverflowError):
            pass
    if route in ("GET /invoices/export.csv", "GET /invoices/export.zip") and query is not None:
        # A period ends on or after its first day (the other order is a 422 by design).
        first, last = query.get("from"), query.get("to")
        if isinstance(first, str) and isinstance(last, str) and first > last:
            query["from"], query["to"] = last, first
    if query is not None:
        # Schemathesis learns parameter names from answers (`fields` of a 422 body) and adds
        # them to positive cases, repeated; the document names every parameter an operation reads.
        declared = {p.name for p in case.operation.query}
        for name in [n for n in query if n not in declared]:
            del query[name]
    if body is None:
        return

    if route == "POST /auth/login":
        # The case's own identity signs in: the admin pass may have deleted client_a's record
        # (and with it its user) by then, which would make a schema-valid sign-in fail.
        user = USERS[who] if who in USERS and "password" in USERS[who] else USERS["client_a"]
        body.pop("username", None)
        body.update(email=user["email"], password=user["password"])
    elif route == "POST /auth/change-password":
        with _changing_lock:
            if "header" not in _CHANGING:
                _CHANGING["header"], _CHANGING["password"] = throwaway_admin_with_password()
            new = _strong(body.get("new_password"))
            headers["Authorization"] = _CHANGING["header"]
            body.update(current_password=_CHANGING["password"], new_password=new)
            _CHANGING["pending"] = new
    elif route.startswith("POST /admin/backups/") and "password" in body:
        body["password"] = USERS["admin"]["password"]
    elif (route in ("POST /security/recovery-codes", "POST /security/totp/remove")
          or route == "POST /security/passkeys/{id}/remove") and "password" in body:
        if who in USERS and "password" in USERS[who]:
            body["password"] = USERS[who]["password"]
    elif route in ("POST /auth/send-verification-code", "POST /auth/resend-verification-code"):
        if "password" in body:
            body["password"] = _strong(body["password"])
    elif route in ("POST /auth/register", "POST /auth/verify-and-register"):
        email = f"fuzz-{secrets.token_hex(6)}@atrium.test"
        body.update(email=email, password=_strong(body.get("password")))
        code = _verification_code(email, "Fuzz Sign-up")
        if code:
            body["verification_code"] = code
    elif route == "POST /admin/bank-settings" and "iban" in body:
        body["iban"] = IBAN
    elif route in ("POST /billing/submit-verification", "POST /admin/approve-verification/{id}"):
        plans = _results(_api("/api/billing/plans", who))
        if plans:
            plan = plans[0]
            if "plan" in body:
                body.update(plan=plan["id"], amount=plan.get("price"))
            if "plan_id" in body:
                body["plan_id"] = plan["id"]
    elif route == "PATCH /staff/{id}" and "clients" in body:
        # Only a member is given clients, and those the run has.
        client = _client_id(who) if body.get("role") == "member" else None
        body["clients"] = [client] if client else []
    elif route in ("POST /tasks", "PATCH /tasks/{id}"):
        if "client" in body:
            body["client"] = _client_id(who)
        if body.get("assigned_to") is not None:
            body["assigned_to"] = USERS["admin"]["user_id"]
    elif route in ("POST /tasks/bulk_update", "POST /tasks/bulk_delete") and "task_ids" in body:
        body["task_ids"] = _ids("/api/tasks", who, max(1, len(body["task_ids"] or [])))
    elif route.startswith("POST /content/bulk_") and "content_ids" in body:
        body["content_ids"] = _ids("/api/content", who, max(1, len(body["content_ids"] or [])))
    elif route in ("POST /content", "PATCH /content/{id}"):
        client = _client_id(who)
        if admin and (route == "POST /content" or "client" in body):
            body["client"] = client
        if route == "PATCH /content/{id}" and "client" not in body:
            post = _json(requests.get(IDS["base"] + case.formatted_path, headers=_as(who), timeout=30))
            client = post.get("client") or client if isinstance(post, dict) else client
        account = _active_account(client, who)
        if account and ("platform" in body or route == "POST /content"):
            body["platform"] = account[0]
        if "social_account" in body:
            body["social_account"] = account[1] if account and "platform" in body else None
            if body["social_account"] is None:
                del body["social_account"]
        if "delete_image_ids" in body:
            body["delete_image_ids"] = []
    elif route == "POST /invoices":
        if "client" in body:
            body["client"] = _client_id(who)
        # A number given must be unused.
        if isinstance(body.get("invoice_number"), str) and body["invoice_number"].strip():
            body["invoice_number"] = "FZ-" + secrets.token_hex(6)
    elif route == "POST /invoices/{id}/credit-notes" and "amount" in body:
        # A credit is for at most what the invoice has left: a cent always fits an open one
        # (a cancelled one answers 409, a state refusal).
        body["amount"] = "0.01"
    elif route == "PATCH /auth/me" and isinstance(body.get("time_zone"), str):
        # A time zone is one the Time Zone Database names; the document cannot list them all, so
        # the case takes a real one (the server's check of made-up names is in languages_api).
        body["time_zone"] = "Europe/Tirane"
    elif route == "PUT /admin/money-settings" and body.get("default_tax_rate") is not None:
        # A default rate names one of the agency's rates; the run's agency has none until a
        # case adds one, so the id is left out (null: no default).
        body["default_tax_rate"] = None
    elif route == "POST /invoices/{id}/mark_paid":
        # A payment is recorded on a day up to today, for the balance: left out, both are those.
        body.pop("paid_on", None)
        body.pop("amount_cents", None)
    elif route == "POST /files":
        if admin:
            body["client"] = _client_id(who)
        body.pop("file_type", None)
    elif route in ("POST /messages", "POST /messages/send-to-admin", "POST /messages/send-to-client"):
        body.pop("attachment", None)
        content = body.get("content")
        if not isinstance(content, str) or not content.strip():
            body["content"] = "A message from the fuzzer."
        if "client_id" in body:
            body["client_id"] = _client_id(who)
        if "receiver" in body:
            body["receiver"] = USERS["client_a"]["user_id"] if admin else "admin"
