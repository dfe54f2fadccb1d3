"""Publishing in the fake Instagram and YouTube: Instagram's media containers and media_publish,
YouTube's resumable upload, and the controls that make them slow or fail.

Part of social_providers.py, whose docstring documents every endpoint, control and /_state key;
this module only holds the code (`Publishing` is mixed into its Fake, `UploadHandler` into its
Handler). Every Publishing method runs under the Fake's lock.
"""

import hashlib
import re
import socket
import time
import urllib.request
from datetime import datetime, timezone
from urllib.parse import parse_qs, urlsplit

import social_providers as sp  # the running module: it registers itself under this name

IG_BASIC_SCOPE = "instagram_business_basic"  # what a token minted without a scope holds
IG_PUBLISH_SCOPE = "instagram_business_content_publish"
YT_UPLOAD_SCOPES = ("https://www.googleapis.com/auth/youtube.upload",
                    "https://www.googleapis.com/auth/youtube",
                    "https://www.googleapis.com/auth/youtube.force-ssl")
IG_CONTAINER_BASE = 18000000000000000  # container ids: this + n
IG_PUBLISHED_BASE = 17920000000000000  # published media ids: this + n
IG_PUBLISHED_FIGURES = {"like_count": 21, "comments_count": 3}
YT_UPLOADED_FIGURES = {"viewCount": "340", "likeCount": "25", "commentCount": "4"}
IG_CAPTION_MAX = 2200
IG_QUOTA_DURATION = 86400  # the publishing quota's moving window, and a container's lifetime
YT_GRANULE = 262144  # resumable upload chunks are multiples of 256 KiB
HANG_OPS = {"instagram": ("ig_create", "ig_status", "ig_publish", "ig_media"),
            "youtube": ("yt_session", "yt_chunk", "yt_final")}
PUBLISH_DEFAULTS = {
    "instagram": {"processing_seconds": 1, "processing_error": False, "quota_total": 100,
                  "fetch_media": False},
    "youtube": {"yt_quota_exceeded": False, "chunk_fail": "none"},
}
ONE_SHOT = {"hang": None, "publish_fail": "none"}  # both providers; consumed when they apply
PROVIDER_KEYS = {k: p for p, d in PUBLISH_DEFAULTS.items() for k in d}
PUBLISH_FAILS = ("none", "server_error", "server_error_after_live")
IG_CONTAINER_FIELDS = ("id", "status_code", "status")
IG_LIMIT_FIELDS = ("quota_usage", "config")
IG_STATUS_TEXT = {
    "IN_PROGRESS": "In Progress: Media is still being processed.",
    "FINISHED": "Finished: Media has been uploaded and it is ready to be published.",
    "ERROR": "Error: Media upload has failed with error code 2207026",
    "EXPIRED": "Expired: The container was not published within 24 hours.",
    "PUBLISHED": "Published: Media has been published.",
}


class Later:
    """A handler's answer that needs slow work done first without the lock (fetching media):
    `work()` runs unlocked, then `then(result)` runs under the lock again and answers."""

    def __init__(self, work, then):
        self.work, self.then = work, then


def ig_fetch(url, video):
    """GETs a container's media as Instagram's servers do: (byte count, sha256) or a Reply."""
    failed = sp.graph_error(400, "Media download has failed. The media URI doesn't meet our "
                                 "requirements.", 9004, error_subcode=2207052)
    digest, size, head = hashlib.sha256(), 0, b""
    try:
        with urllib.request.urlopen(url, timeout=20) as resp:
            if resp.status != 200:
                return failed
            while piece := resp.read(1 << 20):
                head = (head + piece[:8])[:8] if len(head) < 8 else head
                digest.update(piece)
                size += len(piece)
    except (OSError, ValueError):  # URLError and HTTPError are OSErrors
        return failed
    if video and head[4:8] != b"ftyp":
        return sp.graph_error(400, "Only photo or video can be accepted as media type.", 9004,
                              error_subcode=2207009)
    if not video and not head.startswith(b"\xff\xd8\xff"):
        return sp.graph_error(400, "The image format is not supported. Only JPEG is accepted.",
                              9004, error_subcode=2207009)
    return size, digest.hexdigest()


class Publishing:
    """The publishing half of social_providers.Fake (a mixin: it uses the Fake's state, lock-free;
    every method runs under the Fake's lock)."""

    def take_hang(self, provider, op):
        """The hang control's (when, seconds) if it is set for `op`, consuming it."""
        hang = self.cfg[provider]["hang"]
        if hang is None or hang["op"] != op:
            return None
        self.cfg[provider]["hang"] = None
        return hang["when"], hang["seconds"]

    def publish_step(self, method, path):
        """Counts a publishing request in publish_calls and answers its hang, if any (the PUTs
        of an upload are counted and hung in yt_chunk_begin)."""
        if path.startswith("/instagram/graph/"):
            provider, parts = "instagram", sp.graph_parts(path[len("/instagram/graph"):])
            op = {("POST", "me/media"): "ig_create", ("POST", "me/media_publish"): "ig_publish",
                  }.get((method, "/".join(parts)))
            if op is None and method == "GET" and len(parts) == 1:
                op = ("ig_status" if parts[0] in self.containers else
                      "ig_media" if parts[0] in self.media_by_id else None)
        elif (method, path) == ("POST", "/upload/youtube/v3/videos"):
            provider, op = "youtube", "yt_session"
        else:
            return None
        if op in self.calls:
            self.calls[op] += 1
        return op and self.take_hang(provider, op)

    def publish_state(self):
        """The publishing keys of /_state."""
        return {
            "instagram_published": [
                {k: m[k] for k in ("id", "container", "media_type", "media_product_type",
                                   "caption", "children", "permalink", "timestamp")}
                for m in self.published],
            "instagram_containers": {
                cid: {"status_code": self.ig_status(c), "media_type": c["media_type"],
                      "fetched_bytes": c["fetched_bytes"], "sha256": c["sha256"]}
                for cid, c in self.containers.items()},
            "youtube_videos": [
                {k: v[k] for k in ("id", "title", "description", "tags", "privacy", "publish_at",
                                   "bytes", "sha256")}
                for v in self.videos],
            "youtube_sessions": {sid: {"received": u["received"], "total": u["total"]}
                                 for sid, u in self.sessions.items()},
            "publish_calls": dict(self.calls)}

    # --- Instagram publishing ---------------------------------------------------------------

    def ig_route(self, method, parts, q, token):
        """The publishing nodes of the Graph API (token already checked), or None."""
        if method == "POST" and parts == ["me", "media"]:
            return self.ig_create(q, token)
        if method == "POST" and parts == ["me", "media_publish"]:
            return self.ig_publish(q, token)
        if parts == ["me", "content_publishing_limit"]:
            self.ig_may_publish(token)
            limit = {"quota_usage": self.ig_quota_usage(),
                     "config": {"quota_total": self.cfg["instagram"]["quota_total"],
                                "quota_duration": IG_QUOTA_DURATION}}
            return sp.js(200, {"data": [sp.pick(limit, q.get("fields") or "quota_usage",
                                                IG_LIMIT_FIELDS, "ContentPublishingLimit")]})
        if len(parts) == 1 and parts[0] in self.containers:
            self.ig_may_publish(token)
            c = self.containers[parts[0]]
            state = self.ig_status(c)
            return sp.js(200, sp.pick({"id": c["id"], "status_code": state,
                                       "status": IG_STATUS_TEXT[state]},
                                      q.get("fields"), IG_CONTAINER_FIELDS, "IGContainer"))
        if len(parts) == 1 and parts[0] in self.media_by_id:
            return sp.js(200, sp.pick(self.ig_media_item(self.media_by_id[parts[0]]),
                                      q.get("fields"), sp.IG_MEDIA_FIELDS, "Media"))
        return None

    def ig_may_publish(self, token):
        if IG_PUBLISH_SCOPE not in (self.tokens[token].get("scopes") or [IG_BASIC_SCOPE]):
            raise sp.graph_error(400, "(#10) Application does not have permission for this "
                                      "action", 10)

    def ig_quota_usage(self):
        since = time.monotonic() - IG_QUOTA_DURATION
        return sum(1 for m in self.published if m["at"] > since)

    def ig_status(self, c):
        if c["published"]:
            return "PUBLISHED"
        now = time.monotonic()
        if now - c["created"] > IG_QUOTA_DURATION:
            return "EXPIRED"
        if c["children"]:
            states = {self.ig_status(self.containers[child]) for child in c["children"]}
            return ("ERROR" if states & {"ERROR", "EXPIRED"} else
                    "IN_PROGRESS" if "IN_PROGRESS" in states else "FINISHED")
        if now < c["ready_at"]:
            return "IN_PROGRESS"
        return "ERROR" if c["error"] else "FINISHED"

    def ig_media_item(self, m):
        return {**{k: m[k] for k in ("id", "caption", "media_type", "media_product_type",
                                      "media_url", "permalink", "shortcode", "timestamp")},
                **IG_PUBLISHED_FIGURES, "username": self.cfg["instagram"]["username"]}

    def ig_create(self, p, token):
        """POST /{ig-user-id}/media: a container for an image, a Reel, a carousel item or a
        carousel (children first)."""
        self.ig_may_publish(token)
        caption = p.get("caption", "")
        if len(caption) > IG_CAPTION_MAX:
            raise sp.graph_error(400, f"(#100) The caption must be at most {IG_CAPTION_MAX} "
                                      "characters long", 100)
        item = p.get("is_carousel_item", "").lower() == "true"
        kind = (p.get("media_type") or "IMAGE").upper()
        if kind == "CAROUSEL":
            children = [c.strip() for c in p.get("children", "").split(",") if c.strip()]
            if not 2 <= len(children) <= 10:
                raise sp.graph_error(400, "(#100) The parameter children must name between 2 "
                                          "and 10 carousel item containers", 100)
            for i, cid in enumerate(children):
                child = self.containers.get(cid)
                if (child is None or not child["carousel_item"]
                        or self.ig_status(child) not in ("IN_PROGRESS", "FINISHED")):
                    raise sp.graph_error(400, f"(#100) Param children[{i}] ({cid}) is not a "
                                              "usable carousel item container", 100)
            return self.ig_new_container("CAROUSEL", caption, children=children)
        if kind not in ("IMAGE", "REELS", "VIDEO"):
            raise sp.graph_error(400, "(#100) Param media_type must be one of {IMAGE, REELS, "
                                      "VIDEO, CAROUSEL}", 100)
        if kind == "VIDEO" and not item:
            raise sp.graph_error(400, "(#100) The VIDEO media type is only for carousel items; a "
                                      "video post is a REELS", 100)
        if kind == "REELS" and item:
            raise sp.graph_error(400, "(#100) A carousel item is an IMAGE or a VIDEO", 100)
        param = "image_url" if kind == "IMAGE" else "video_url"
        url = p.get(param)
        if not url:
            raise sp.graph_error(400, f"(#100) The parameter {param} is required", 100)
        if not self.cfg["instagram"]["fetch_media"]:
            return self.ig_new_container(kind, "" if item else caption, url, item)

        def then(fetched):
            if isinstance(fetched, sp.Reply):
                return fetched
            return self.ig_new_container(kind, "" if item else caption, url, item, fetched)
        return Later(lambda: ig_fetch(url, kind != "IMAGE"), then)

    def ig_new_container(self, kind, caption, url=None, item=False, fetched=(None, None),
                         children=()):
        cid, now = str(IG_CONTAINER_BASE + next(self.seq)), time.monotonic()
        cfg = self.cfg["instagram"]
        video = kind in ("REELS", "VIDEO")
        self.containers[cid] = {
            "id": cid, "media_type": kind, "caption": caption, "url": url,
            "carousel_item": item, "children": list(children), "created": now,
            "ready_at": now + cfg["processing_seconds"] if video else now,
            "error": video and cfg["processing_error"], "published": 0,
            "fetched_bytes": fetched[0], "sha256": fetched[1]}
        return sp.js(200, {"id": cid})

    def ig_publish(self, p, token):
        """POST /{ig-user-id}/media_publish. A PUBLISHED container is published again, as a new
        media: the product's exactly-once tests count what went live."""
        self.ig_may_publish(token)
        cid = p.get("creation_id")
        if not cid:
            raise sp.graph_error(400, "(#100) The parameter creation_id is required", 100)
        c = self.containers.get(cid)
        if c is not None and c["carousel_item"]:
            raise sp.graph_error(400, "(#100) A carousel item is published through its carousel "
                                      "container", 100)
        state = c and self.ig_status(c)
        if state == "IN_PROGRESS":
            raise sp.graph_error(400, "The media is not ready for publishing, please wait for a "
                                      "moment", 9007, error_subcode=2207027,
                                 error_user_title="Media not ready")
        if state not in ("FINISHED", "PUBLISHED"):
            raise sp.graph_error(400, "Media ID is not available", 9007)
        cfg = self.cfg["instagram"]
        if self.ig_quota_usage() >= cfg["quota_total"]:
            raise sp.graph_error(400, "You have reached the maximum number of posts that is "
                                      "allowed for this account", 9, error_subcode=2207042,
                                 is_transient=False, error_user_title="Max. posts reached")
        fail, cfg["publish_fail"] = cfg["publish_fail"], "none"
        unexpected = sp.js(500, {"error": {
            "message": "An unexpected error has occurred. Please retry your request later.",
            "type": "OAuthException", "code": 2, "is_transient": True,
            "fbtrace_id": "FAKEtrace"}})
        if fail == "server_error":
            return unexpected
        n = next(self.seq)
        reel = c["media_type"] == "REELS"
        url = c["url"] or self.containers[c["children"][0]]["url"]
        media = {"id": str(IG_PUBLISHED_BASE + n), "container": cid,
                 "media_type": {"IMAGE": "IMAGE", "REELS": "VIDEO"}.get(c["media_type"],
                                                                        "CAROUSEL_ALBUM"),
                 "media_product_type": "REELS" if reel else "FEED", "caption": c["caption"],
                 "children": len(c["children"]), "media_url": url, "shortcode": f"PUB{n}",
                 "permalink": f"https://www.instagram.com/{'reel' if reel else 'p'}/PUB{n}/",
                 "timestamp": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%S+0000"),
                 "at": time.monotonic()}
        self.published.append(media)
        self.media_by_id[media["id"]] = media
        c["published"] += 1
        return unexpected if fail == "server_error_after_live" else sp.js(200, {"id": media["id"]})

    # --- YouTube upload ---------------------------------------------------------------------

    def yt_video(self, v, part=("snippet", "status", "statistics")):
        item = {"kind": "youtube#video", "etag": f"fake-etag-{v['id']}", "id": v["id"]}
        if "snippet" in part:
            item["snippet"] = {"publishedAt": v["published_at"], "channelId": sp.YT_CHANNEL_ID,
                               "title": v["title"], "description": v["description"],
                               "tags": v["tags"], "categoryId": v["category"],
                               "channelTitle": "Fake Studio TV", "liveBroadcastContent": "none"}
        if "status" in part:
            item["status"] = {"uploadStatus": "uploaded", "privacyStatus": v["privacy"],
                              "license": "youtube", "embeddable": True,
                              "publicStatsViewable": True, "madeForKids": v["for_kids"],
                              **({"publishAt": v["publish_at"]} if v["publish_at"] else {})}
        if "statistics" in part:
            item["statistics"] = dict(YT_UPLOADED_FIGURES)
        return item

    def yt_session(self, method, resource, q, body, headers):
        """POST /upload/youtube/v3/videos?uploadType=resumable: videos.insert's session."""
        if (method, resource) != ("POST", "videos"):
            return sp.yt_error(404, "Not Found", "NOT_FOUND", "notFound")
        token = sp.bearer(headers) or q.get("access_token")
        self.yt_auth(token)
        granted = (self.tokens[token].get("scope") or sp.YT_SCOPE).split()
        if not set(YT_UPLOAD_SCOPES) & set(granted):
            return sp.yt_error(403, "Request had insufficient authentication scopes.",
                               "PERMISSION_DENIED", "insufficientPermissions")
        if self.cfg["youtube"]["yt_quota_exceeded"]:
            return sp.yt_error(403, "The request cannot be completed because you have exceeded "
                                    "your quota.", "PERMISSION_DENIED", "quotaExceeded")

        def bad(reason, message):
            return sp.yt_error(400, message, "INVALID_ARGUMENT", reason)
        if q.get("uploadType") != "resumable":
            return bad("invalidParameter", "This fake takes uploadType=resumable only.")
        if "snippet" not in {x.strip() for x in q.get("part", "").split(",")}:
            return bad("required", "Required parameter: part (with snippet)")
        total = headers.get("X-Upload-Content-Length", "")
        if not total.isdigit() or int(total) == 0:
            return bad("required", "X-Upload-Content-Length must give the video's size.")
        ctype = headers.get("X-Upload-Content-Type", "video/*")
        if not ctype.startswith("video/") and ctype != "application/octet-stream":
            return bad("badContent", f"Media type '{ctype}' is not supported.")
        snippet = body.get("snippet") if isinstance(body.get("snippet"), dict) else {}
        status = body.get("status") if isinstance(body.get("status"), dict) else {}
        title, text = snippet.get("title"), snippet.get("description", "")
        tags = snippet.get("tags", [])
        if (not isinstance(title, str) or not 1 <= len(title.strip()) <= 100
                or "<" in title or ">" in title):
            return bad("invalidTitle", "The request metadata specifies an invalid or empty "
                                       "video title.")
        if (not isinstance(text, str) or len(text.encode()) > 5000
                or "<" in text or ">" in text):
            return bad("invalidDescription", "The request metadata specifies an invalid video "
                                             "description.")
        if (not isinstance(tags, list) or not all(isinstance(t, str) for t in tags)
                or sum(len(t) + (2 if " " in t else 0) for t in tags) + len(tags) > 500):
            return bad("invalidTags", "The request metadata specifies invalid video keywords.")
        privacy = status.get("privacyStatus", "public")
        if privacy not in ("public", "unlisted", "private"):
            return bad("invalidVideoMetadata", "The request metadata is invalid "
                                               "(status.privacyStatus).")
        publish_at = status.get("publishAt")
        if publish_at is not None:
            try:
                when = datetime.fromisoformat(str(publish_at).replace("Z", "+00:00"))
                future = when.tzinfo is not None and when > datetime.now(timezone.utc)
            except ValueError:
                future = False
            if privacy != "private" or not future:
                return bad("invalidPublishAt", "The request metadata specifies an invalid "
                                               "scheduled publishing time.")
        sid = f"ADfakeUpload{next(self.seq):06d}"
        self.sessions[sid] = {
            "total": int(total), "received": 0, "digest": hashlib.sha256(), "video": None,
            "meta": {"title": title, "description": text, "tags": tags,
                     "category": str(snippet.get("categoryId", "22")), "privacy": privacy,
                     "publish_at": publish_at,
                     "for_kids": bool(status.get("selfDeclaredMadeForKids", False))}}
        host = headers.get("Host") or "127.0.0.1"
        location = f"http://{host}/upload/youtube/v3/videos?uploadType=resumable&upload_id={sid}"
        return sp.Reply(200, b"", "text/plain", [("Location", location),
                                                 ("X-GUploader-UploadID", sid)])

    def yt_incomplete(self, u):
        """308 Resume Incomplete, with the Range received so far (none when nothing was)."""
        got = [("Range", f"bytes=0-{u['received'] - 1}")] if u["received"] else []
        return sp.Reply(308, b"", "text/plain", got)

    def yt_chunk_begin(self, path, q, headers, length):
        """A PUT to an upload session, before its bytes are read: a dict saying what to do
        with them, or a Reply to answer at once (the handler then drains the body)."""
        self.requests.append(f"PUT {path}")
        u = self.sessions.get(q.get("upload_id", ""))
        if u is None or path != "/upload/youtube/v3/videos":
            raise sp.yt_error(404, "Not Found", "NOT_FOUND", "notFound")
        cfg = self.cfg["youtube"]
        self.yt_auth(sp.bearer(headers), required=False)  # the session URI is the credential
        rng = (headers.get("Content-Range") or f"bytes 0-{length - 1}/{u['total']}").strip()
        m = re.fullmatch(r"bytes (?:\*|(\d+)-(\d+))/(\d+|\*)", rng)
        if not m or m[3] not in ("*", str(u["total"])):
            raise sp.yt_error(400, f"Bad Content-Range {rng!r} for a {u['total']}-byte upload",
                              "INVALID_ARGUMENT", "badContent")
        if m[1] is None:  # bytes */TOTAL: where is the upload?
            raise sp.js(200, self.yt_video(u["video"])) if u["video"] else self.yt_incomplete(u)
        start, end = int(m[1]), int(m[2])
        if end < start or end - start + 1 != length or end >= u["total"]:
            raise sp.yt_error(400, f"Content-Range {rng!r} does not match the {length} bytes "
                                   "sent", "INVALID_ARGUMENT", "badContent")
        self.calls["yt_chunk"] += 1
        if u["video"]:
            raise sp.js(200, self.yt_video(u["video"]))
        if start != u["received"]:
            raise self.yt_incomplete(u)  # not stored: the client resumes from the Range
        interrupt = cfg["chunk_fail"] == "interrupt"
        cfg["chunk_fail"] = "none"
        final = not interrupt and end + 1 == u["total"]
        hang = self.take_hang("youtube", "yt_final" if final else "yt_chunk")
        fail = "none"
        if final:
            fail, cfg["publish_fail"] = cfg["publish_fail"], "none"
        plan = {"id": q["upload_id"], "start": start, "digest": u["digest"].copy(),
                "keep": (length // 2) // YT_GRANULE * YT_GRANULE if interrupt else length,
                "interrupt": interrupt, "after_live": fail == "server_error_after_live",
                "hang": hang}
        if fail == "server_error":
            plan["reply"] = sp.yt_error(503, "Backend Error", "UNAVAILABLE", "backendError")
        return plan

    def yt_chunk_end(self, plan, digest, kept, whole):
        """The chunk's bytes were read (`kept` of them hashed into `digest`): store them."""
        u = self.sessions.get(plan["id"])
        if u is None:
            return sp.yt_error(404, "Not Found", "NOT_FOUND", "notFound")
        if u["received"] != plan["start"]:  # another PUT got there first
            return self.yt_incomplete(u)
        u["digest"], u["received"] = digest, u["received"] + kept
        if plan["interrupt"] or not whole:
            return sp.yt_error(503, "Backend Error", "UNAVAILABLE", "backendError")
        if u["received"] < u["total"]:
            return self.yt_incomplete(u)
        n = next(self.seq)
        u["video"] = {"id": f"pub{n:08d}", **u["meta"], "bytes": u["received"],
                      "sha256": u["digest"].hexdigest(),
                      "published_at": datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")}
        self.videos.append(u["video"])
        if plan["after_live"]:
            return sp.yt_error(503, "Backend Error", "UNAVAILABLE", "backendError")
        return sp.js(201, self.yt_video(u["video"]))


class UploadHandler:
    """The publishing half of social_providers.Handler: upload chunks and hangs."""

    def upload_chunk(self):
        """A PUT of a resumable upload, read in pieces: only whole 256 KiB granules are
        stored before the last byte arrives, and never more than one piece is in memory."""
        url = urlsplit(self.path)
        query = {k: v[-1] for k, v in parse_qs(url.query, keep_blank_values=True).items()}
        length, fake = int(self.headers.get("Content-Length") or 0), self.server.fake
        with fake.lock:
            try:
                plan = fake.yt_chunk_begin(url.path, query, self.headers, length)
            except sp.Reply as r:
                plan = {"reply": r, "hang": None}
        # A hang before the work sleeps first, then reads the chunk: its bytes may still be
        # buffered when the client is already gone, and then nothing is stored.
        before = plan["hang"] is not None and plan["hang"][0] == "before"
        if before:
            time.sleep(plan["hang"][1])
        if "reply" in plan:
            self.drain(length)
            if before and self.client_gone():
                self.close_connection = True
                return
            return self.answer(plan["reply"])
        digest, keep, got, pending = plan["digest"], plan["keep"], 0, b""
        try:
            while got < length:
                piece = self.rfile.read(min(1 << 20, length - got))
                if not piece:
                    break
                usable = piece[:max(0, keep - got)]
                got += len(piece)
                pending += usable
                whole = len(pending) // YT_GRANULE * YT_GRANULE
                digest.update(pending[:whole])
                pending = pending[whole:]
        except OSError:
            pass
        whole = got == length
        if before and (not whole or self.client_gone()):
            self.close_connection = True
            return
        if whole:
            digest.update(pending)  # all of the chunk, or of the kept half, came
        kept = min(got, keep) if whole else min(got, keep) // YT_GRANULE * YT_GRANULE
        with fake.lock:
            reply = fake.yt_chunk_end(plan, digest, kept, whole)
        if not whole:
            self.close_connection = True  # the client went away mid-chunk
            return
        self.hang(plan["hang"], "after")
        self.answer(reply)

    def hang(self, hang, when):
        """Sleeps (without the fake's lock) if the hang control says so now. After a hang
        before the work, a client that went away meanwhile is not served: False."""
        if hang is None or hang[0] != when:
            return True
        time.sleep(hang[1])
        if when == "before" and self.client_gone():
            self.close_connection = True
            return False
        return True

    def client_gone(self):
        try:
            return self.connection.recv(1, socket.MSG_PEEK | socket.MSG_DONTWAIT) == b""
        except BlockingIOError:
            return False  # connected, nothing more to read
        except OSError:
            return True

    def drain(self, length):
        while length > 0 and (piece := self.rfile.read(min(1 << 20, length))):
            length -= len(piece)
