"""End-to-end check of the fake providers: python3 -m unittest tests/fakes/test_social_providers.py

Starts social_providers.py on a free port in a subprocess and walks both OAuth flows and every
control mode over real HTTP, the way the product will.
"""

import base64
import hashlib
import json
import os
import http.server
import secrets
import signal
import socket
import subprocess
import sys
import threading
import time
import unittest
import urllib.error
import urllib.request
from urllib.parse import parse_qs, urlencode, urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
REDIRECT = "http://127.0.0.1:9/api/oauth/instagram/return/"
IG_PUBLISH = "instagram_business_basic,instagram_business_content_publish"
YT_READ = "https://www.googleapis.com/auth/youtube.readonly"
YT_UPLOAD = YT_READ + " https://www.googleapis.com/auth/youtube.upload"
GRANULE = 262144
G_REDIRECT = "http://127.0.0.1:9/api/oauth/youtube/return/"


class NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None  # the redirect target is the product, which is not running here


OPENER = urllib.request.build_opener(NoRedirect)


class FakeProvidersTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.proc = subprocess.Popen(
            [sys.executable, os.path.join(HERE, "social_providers.py"), "--port", "0"],
            stdout=subprocess.PIPE, text=True)
        line = cls.proc.stdout.readline().strip()
        assert line.startswith("listening on http://127.0.0.1:"), line
        cls.base = line.removeprefix("listening on ")

    @classmethod
    def tearDownClass(cls):
        cls.proc.send_signal(signal.SIGTERM)
        assert cls.proc.wait(timeout=5) == 0, "SIGTERM should end it cleanly"
        cls.proc.stdout.close()

    def setUp(self):
        self.call("POST", "/_reset")

    def call(self, method, path, query=None, form=None, body=None, headers=None):
        url = self.base + path + ("?" + urlencode(query) if query else "")
        data, hdrs = None, dict(headers or {})
        if form is not None:
            data = urlencode(form).encode()
            hdrs["Content-Type"] = "application/x-www-form-urlencoded"
        elif body is not None:
            data = json.dumps(body).encode()
            hdrs["Content-Type"] = "application/json"
        req = urllib.request.Request(url, data=data, method=method, headers=hdrs)
        try:
            with OPENER.open(req) as resp:
                status, rhead, raw = resp.status, resp.headers, resp.read()
        except urllib.error.HTTPError as err:
            status, rhead, raw = err.code, err.headers, err.read()
        ctype = rhead.get("Content-Type", "")
        payload = json.loads(raw) if ctype.startswith("application/json") else raw.decode()
        return status, payload, rhead

    def control(self, **kw):
        status, body, _ = self.call("POST", "/_control", body=kw)
        self.assertEqual(status, 200, body)

    def state(self):
        return self.call("GET", "/_state")[1]

    # --- Instagram --------------------------------------------------------------------------

    def ig_authorize(self, decision, state="st-1", scope="instagram_business_basic"):
        q = {"client_id": "ig-app", "redirect_uri": REDIRECT, "response_type": "code",
             "scope": scope, "state": state}
        if decision:
            q["decision"] = decision
        return self.call("GET", "/instagram/oauth/authorize", q)

    def ig_code(self, scope="instagram_business_basic"):
        status, _, headers = self.ig_authorize("allow", scope=scope)
        self.assertEqual(status, 302)
        location = headers["Location"]
        self.assertTrue(location.startswith(REDIRECT + "?") and location.endswith("#_"), location)
        params = parse_qs(urlsplit(location).query)
        self.assertEqual(params["state"], ["st-1"])
        return params["code"][0]

    def ig_token(self, code=None, redirect_uri=REDIRECT, scope="instagram_business_basic"):
        return self.call("POST", "/instagram/oauth/access_token", form={
            "client_id": "ig-app", "client_secret": "ig-secret",
            "grant_type": "authorization_code", "redirect_uri": redirect_uri,
            "code": code or self.ig_code(scope)})

    def ig_long(self, scope="instagram_business_basic"):
        status, body, _ = self.ig_token(scope=scope)
        self.assertEqual(status, 200, body)
        status, body, _ = self.call("GET", "/instagram/graph/access_token", {
            "grant_type": "ig_exchange_token", "client_secret": "ig-secret",
            "access_token": body["access_token"]})
        self.assertEqual(status, 200, body)
        return body

    def me(self, token):
        return self.call("GET", "/instagram/graph/v21.0/me", {
            "fields": "user_id,username,followers_count,follows_count,media_count",
            "access_token": token})

    def test_authorize_page_and_deny(self):
        status, page, _ = self.ig_authorize(None)
        self.assertEqual(status, 200)
        self.assertIn("<title>Fake Instagram — authorize ig-app</title>", page)
        self.assertIn("<h1>Fake Instagram</h1>", page)
        self.assertIn("fake.studio", page)
        self.assertIn("decision=allow\">Allow</a>", page)
        self.assertIn("decision=deny\">Deny</a>", page)
        status, _, headers = self.ig_authorize("deny")
        self.assertEqual(status, 302)
        params = parse_qs(urlsplit(headers["Location"]).query)
        self.assertEqual(params["error"], ["access_denied"])
        self.assertEqual(params["error_reason"], ["user_denied"])
        self.assertEqual(params["state"], ["st-1"])
        status, page, _ = self.call("GET", "/instagram/oauth/authorize", {"client_id": "x"})
        self.assertEqual(status, 400)

    def test_instagram_full_flow(self):
        code = self.ig_code()
        status, body, _ = self.ig_token(code, redirect_uri=REDIRECT + "other")
        self.assertEqual((status, body["error_type"]), (400, "OAuthException"))
        status, body, _ = self.ig_token(code)
        self.assertEqual(status, 200, body)
        self.assertTrue(body["access_token"].startswith("IGSHORT-"))
        self.assertEqual(body["user_id"], 17841400000000001)
        self.assertEqual(body["permissions"], ["instagram_business_basic"])
        status, again, _ = self.ig_token(code)  # single use
        self.assertEqual((status, again["code"]), (400, 400))

        long = self.call("GET", "/instagram/graph/access_token", {
            "grant_type": "ig_exchange_token", "client_secret": "ig-secret",
            "access_token": body["access_token"]})[1]
        self.assertTrue(long["access_token"].startswith("IGLONG-"))
        self.assertEqual((long["token_type"], long["expires_in"]), ("bearer", 5184000))
        token = long["access_token"]

        status, me, _ = self.me(token)
        self.assertEqual(status, 200)
        self.assertEqual(me, {"id": "17841400000000001", "user_id": "17841400000000001",
                              "username": "fake.studio", "followers_count": 1200,
                              "follows_count": 180, "media_count": 42})
        self.assertEqual(self.call("GET", "/instagram/graph/me", {
            "fields": "nope", "access_token": token})[0], 400)

        status, media, _ = self.call("GET", "/instagram/graph/me/media", {
            "fields": "id,caption,permalink,like_count,comments_count,timestamp,media_type",
            "limit": 25, "access_token": token})
        self.assertEqual(status, 200)
        self.assertEqual(len(media["data"]), 5)
        first = media["data"][0]
        self.assertEqual(first["permalink"], "https://www.instagram.com/p/FAKE1/")
        self.assertEqual(first["media_type"], "IMAGE")
        self.assertEqual(set(first), {"id", "caption", "permalink", "like_count",
                                      "comments_count", "timestamp", "media_type"})

        status, ins, _ = self.call("GET", f"/instagram/graph/v21.0/{me['id']}/insights", {
            "metric": "reach,views", "period": "day", "access_token": token})
        self.assertEqual(status, 200, ins)
        self.assertEqual([d["name"] for d in ins["data"]], ["reach", "views"])
        self.assertEqual(ins["data"][0]["values"][0]["value"], 830)

        status, fresh, _ = self.call("GET", "/instagram/graph/refresh_access_token", {
            "grant_type": "ig_refresh_token", "access_token": token})
        self.assertEqual(status, 200, fresh)
        self.assertNotEqual(fresh["access_token"], token)
        self.assertEqual(self.me(token)[0], 200)  # the old one stays valid
        self.assertEqual(self.me(fresh["access_token"])[0], 200)

        st = self.state()
        self.assertEqual(st["issued_codes"], 1)
        self.assertEqual(st["tokens_issued"], 3)
        self.assertEqual(st["refreshes"], {"instagram": 1, "youtube": 0})
        self.assertEqual(st["app"]["instagram_client_id"], "ig-app")
        self.assertEqual(st["app"]["instagram_client_secret"], "ig-secret")
        self.assertIn("GET /instagram/graph/v21.0/me", st["requests"])

    def test_instagram_controls(self):
        token = self.ig_long()["access_token"]
        self.control(provider="instagram", username="maya.makes", followers=12450)
        me = self.me(token)[1]
        self.assertEqual((me["username"], me["followers_count"]), ("maya.makes", 12450))

        self.control(provider="instagram", fail="rate_limit")
        status, body, _ = self.me(token)
        self.assertEqual((status, body["error"]["code"]), (429, 4))
        self.control(provider="instagram", fail="server_error")
        self.assertEqual(self.me(token)[0], 500)
        self.control(provider="instagram", fail="none")
        self.assertEqual(self.me(token)[0], 200)

        self.control(provider="instagram", fail="revoked")
        status, body, _ = self.me(token)
        self.assertEqual((status, body["error"]["code"]), (400, 190))
        self.control(provider="instagram", fail="none")
        self.assertEqual(self.me(token)[1]["error"]["code"], 190)  # stays revoked
        self.assertIn(token, self.state()["revoked"])

        self.control(provider="instagram", token_fail=True)
        status, body, _ = self.ig_token()
        self.assertEqual((status, body["error_type"]), (400, "OAuthException"))
        self.control(provider="instagram", token_fail=False)

        self.control(provider="instagram", expires_in=1)
        long = self.ig_long()
        self.assertEqual(long["expires_in"], 1)
        self.assertEqual(self.me(long["access_token"])[0], 200)
        time.sleep(1.5)
        status, body, _ = self.me(long["access_token"])
        self.assertEqual((status, body["error"]["code"]), (400, 190))

        status, body, _ = self.call("POST", "/_control", body={"provider": "instagram", "x": 1})
        self.assertEqual(status, 400)

    # --- YouTube ----------------------------------------------------------------------------

    def yt_tokens(self, access_type="offline", scope=YT_READ):
        verifier = secrets.token_urlsafe(48)
        challenge = base64.urlsafe_b64encode(
            hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
        q = {"client_id": "g-app", "redirect_uri": G_REDIRECT, "response_type": "code",
             "scope": scope, "state": "gs",
             "code_challenge": challenge, "code_challenge_method": "S256",
             "access_type": access_type, "prompt": "consent"}
        status, page, _ = self.call("GET", "/google/o/oauth2/v2/auth", q)
        self.assertEqual(status, 200)
        self.assertIn("<h1>Fake Google</h1>", page)
        status, _, headers = self.call("GET", "/google/o/oauth2/v2/auth",
                                       {**q, "decision": "allow"})
        self.assertEqual(status, 302)
        params = parse_qs(urlsplit(headers["Location"]).query)
        self.assertEqual(params["state"], ["gs"])
        form = {"grant_type": "authorization_code", "code": params["code"][0],
                "client_id": "g-app", "client_secret": "g-secret", "redirect_uri": G_REDIRECT}
        wrong = {**form, "code_verifier": "x" * 43}
        status, body, _ = self.call("POST", "/google/token", form=wrong)
        self.assertEqual((status, body["error"]), (400, "invalid_grant"))
        right = {**form, "code_verifier": verifier}
        status, body, _ = self.call("POST", "/google/token", form=right)
        self.assertEqual(status, 200, body)
        return body

    def yt(self, resource, token, **query):
        return self.call("GET", f"/youtube/v3/{resource}", query,
                         headers={"Authorization": f"Bearer {token}"})

    def test_youtube_full_flow(self):
        tokens = self.yt_tokens()
        self.assertTrue(tokens["access_token"].startswith("GACCESS-"))
        self.assertTrue(tokens["refresh_token"].startswith("GREFRESH-"))
        self.assertEqual((tokens["expires_in"], tokens["token_type"]), (3599, "Bearer"))
        access = tokens["access_token"]

        status, ch, _ = self.yt("channels", access, part="snippet,statistics", mine="true")
        self.assertEqual(status, 200)
        self.assertEqual(ch["items"][0]["id"], "UCfake000000000000000001")
        self.assertEqual(ch["items"][0]["snippet"]["customUrl"], "@fakestudiotv")
        self.assertEqual(ch["items"][0]["statistics"]["subscriberCount"], "5400")

        status, found, _ = self.yt("search", access, part="id", forMine="true", type="video",
                                   order="date", maxResults=25)
        ids = [i["id"]["videoId"] for i in found["items"]]
        self.assertEqual(len(ids), 5)
        status, vids, _ = self.yt("videos", access, part="statistics", id=",".join(ids[:2]) + ",x")
        self.assertEqual([v["id"] for v in vids["items"]], ids[:2])
        self.assertEqual(vids["items"][0]["statistics"],
                         {"viewCount": "1000", "likeCount": "80", "commentCount": "12"})

        basic = base64.b64encode(b"g-app:g-secret").decode()  # client_secret_basic works too
        status, fresh, _ = self.call("POST", "/google/token", form={
            "grant_type": "refresh_token", "refresh_token": tokens["refresh_token"]},
            headers={"Authorization": f"Basic {basic}"})
        self.assertEqual(status, 200, fresh)
        self.assertNotIn("refresh_token", fresh)
        self.assertEqual(self.yt("channels", fresh["access_token"], part="id", mine="true")[0], 200)

        status, body, _ = self.call("POST", "/google/revoke", form={"token": access})
        self.assertEqual((status, body), (200, {}))
        for token in (access, fresh["access_token"]):
            status, body, _ = self.yt("channels", token, part="id", mine="true")
            self.assertEqual((status, body["error"]["status"]), (401, "UNAUTHENTICATED"))
        status, body, _ = self.call("POST", "/google/token", form={
            "grant_type": "refresh_token", "refresh_token": tokens["refresh_token"],
            "client_id": "g-app", "client_secret": "g-secret"})
        self.assertEqual(body, {"error": "invalid_grant",
                                "error_description": "Token has been expired or revoked."})
        self.assertEqual(self.state()["refreshes"]["youtube"], 1)
        self.assertNotIn("refresh_token", self.yt_tokens(access_type="online"))

    def test_youtube_controls(self):
        access = self.yt_tokens()["access_token"]
        self.control(provider="youtube", fail="rate_limit")
        status, body, _ = self.yt("channels", access, part="id", mine="true")
        self.assertEqual((status, body["error"]["status"]), (429, "RESOURCE_EXHAUSTED"))
        self.control(provider="youtube", fail="server_error")
        self.assertEqual(self.yt("channels", access, part="id", mine="true")[0], 500)
        self.control(provider="youtube", fail="none", no_channel=True, username="maya")
        status, body, _ = self.yt("channels", access, part="snippet", mine="true")
        self.assertEqual(status, 200)
        self.assertNotIn("items", body)
        self.control(provider="youtube", no_channel=False)
        snippet = self.yt("channels", access, part="snippet", mine="true")[1]["items"][0]["snippet"]
        self.assertEqual(snippet["customUrl"], "@maya")

        self.control(provider="youtube", token_fail=True)
        with self.assertRaises(AssertionError):
            self.yt_tokens()
        self.control(provider="youtube", token_fail=False)

        self.control(provider="youtube", expires_in=1)
        short = self.yt_tokens()
        self.assertEqual(short["expires_in"], 1)
        self.assertEqual(self.yt("channels", short["access_token"], part="id", mine="true")[0], 200)
        time.sleep(1.5)
        self.assertEqual(self.yt("channels", short["access_token"], part="id", mine="true")[0], 401)

        self.control(provider="youtube", fail="revoked")
        self.assertEqual(self.yt("channels", access, part="id", mine="true")[0], 401)
        self.assertIn(short["refresh_token"], self.state()["revoked"])
        self.assertEqual(self.yt("channels", "nonsense", part="id", mine="true")[0], 401)


    # --- Instagram publishing ---------------------------------------------------------------

    def ig_pub(self, path, token, **params):
        """A Graph POST with its parameters as a form body (the product's way)."""
        return self.call("POST", f"/instagram/graph/v21.0/{path}",
                         form={**params, "access_token": token})

    def ig_get(self, path, token, **query):
        return self.call("GET", f"/instagram/graph/v21.0/{path}", {**query, "access_token": token})

    def ig_container(self, token, **params):
        status, body, _ = self.ig_pub("17841400000000001/media", token, **params)
        self.assertEqual(status, 200, body)
        self.assertTrue(body["id"].isdigit())
        return body["id"]

    def ig_status(self, token, cid):
        status, body, _ = self.ig_get(cid, token, fields="status_code,status")
        self.assertEqual(status, 200, body)
        self.assertEqual(set(body), {"id", "status_code", "status"})
        return body["status_code"]

    def ig_publish(self, token, cid):
        return self.ig_pub("me/media_publish", token, creation_id=cid)

    def in_background(self, fn):
        """Runs fn in a thread; the returned function waits for and answers its result."""
        out = []
        thread = threading.Thread(target=lambda: out.append(fn()))
        thread.start()
        return lambda: (thread.join(10), out[0])[1]

    def test_ig_image_post(self):
        status, body, _ = self.ig_token(scope=IG_PUBLISH)
        self.assertEqual(body["permissions"], IG_PUBLISH.split(","))
        token = self.ig_long(IG_PUBLISH)["access_token"]
        cid = self.ig_container(token, image_url="https://cdn.example/a.jpg", caption="Hello")
        self.assertEqual(self.ig_status(token, cid), "FINISHED")
        status, media, _ = self.ig_publish(token, cid)
        self.assertEqual(status, 200, media)
        self.assertEqual(self.ig_status(token, cid), "PUBLISHED")
        fields = "id,caption,media_type,media_product_type,permalink,timestamp,like_count," \
                 "comments_count"
        status, got, _ = self.ig_get(media["id"], token, fields=fields)
        self.assertEqual(status, 200, got)
        self.assertRegex(got["permalink"], r"^https://www\.instagram\.com/p/PUB\d+/$")
        self.assertRegex(got["timestamp"], r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$")
        self.assertEqual((got["caption"], got["media_type"], got["media_product_type"],
                          got["like_count"], got["comments_count"]),
                         ("Hello", "IMAGE", "FEED", 21, 3))
        listed = self.ig_get("me/media", token, fields="id,permalink", limit=3)[1]["data"]
        self.assertEqual([m["id"] for m in listed][:1], [media["id"]])
        self.assertEqual(len(listed), 3)  # the limit counts the published post too
        self.assertEqual(self.me(token)[1]["media_count"], 43)
        limit = self.ig_get("me/content_publishing_limit", token,
                            fields="quota_usage,config")[1]
        self.assertEqual(limit, {"data": [{"quota_usage": 1, "config": {
            "quota_total": 100, "quota_duration": 86400}}]})
        st = self.state()
        self.assertEqual([(m["id"], m["container"], m["media_type"], m["children"])
                          for m in st["instagram_published"]], [(media["id"], cid, "IMAGE", 0)])
        self.assertEqual(st["instagram_containers"][cid], {
            "status_code": "PUBLISHED", "media_type": "IMAGE", "fetched_bytes": None,
            "sha256": None})
        self.assertEqual(st["publish_calls"],
                         {"ig_create": 1, "ig_publish": 1, "yt_session": 0, "yt_chunk": 0})
        status, body, _ = self.ig_pub("me/media", token, caption="no media")
        self.assertEqual((status, body["error"]["code"]), (400, 100))
        self.assertIn("image_url is required", body["error"]["message"])
        status, body, _ = self.ig_pub("me/media", token, image_url="x", caption="x" * 2201)
        self.assertEqual((status, body["error"]["code"]), (400, 100))

    def test_ig_carousel_with_children_processing(self):
        token = self.ig_long(IG_PUBLISH)["access_token"]
        self.control(provider="instagram", processing_seconds=0.6)
        image = self.ig_container(token, image_url="https://cdn.example/1.jpg",
                                  is_carousel_item="true")
        video = self.ig_container(token, video_url="https://cdn.example/2.mp4",
                                  media_type="VIDEO", is_carousel_item="true")
        self.assertEqual(self.ig_status(token, video), "IN_PROGRESS")
        status, body, _ = self.ig_pub("me/media", token, media_type="CAROUSEL", children=image)
        self.assertEqual((status, body["error"]["code"]), (400, 100))  # one child is too few
        status, body, _ = self.ig_pub("me/media", token, media_type="CAROUSEL",
                                      children=f"{image},999")
        self.assertEqual((status, body["error"]["code"]), (400, 100))  # unknown child
        status, body, _ = self.ig_pub("me/media", token, video_url="https://cdn.example/2.mp4",
                                      media_type="VIDEO")
        self.assertEqual(status, 400)  # VIDEO only as a carousel item
        cid = self.ig_container(token, media_type="CAROUSEL", children=f"{image},{video}",
                                caption="Two")
        self.assertEqual(self.ig_status(token, cid), "IN_PROGRESS")
        status, body, _ = self.ig_publish(token, cid)
        self.assertEqual((status, body["error"]["code"], body["error"]["error_subcode"]),
                         (400, 9007, 2207027))
        time.sleep(0.8)
        self.assertEqual(self.ig_status(token, cid), "FINISHED")
        status, body, _ = self.ig_publish(token, image)
        self.assertEqual(status, 400)  # a child alone is not published
        status, media, _ = self.ig_publish(token, cid)
        self.assertEqual(status, 200, media)
        got = self.ig_get(media["id"], token, fields="media_type,permalink")[1]
        self.assertEqual(got["media_type"], "CAROUSEL_ALBUM")
        self.assertEqual(self.state()["instagram_published"][0]["children"], 2)

    def test_ig_reel_processing_and_error(self):
        token = self.ig_long(IG_PUBLISH)["access_token"]
        self.control(provider="instagram", processing_seconds=0.5)
        cid = self.ig_container(token, video_url="https://cdn.example/r.mp4", media_type="REELS",
                                caption="Reel")
        self.assertEqual(self.ig_status(token, cid), "IN_PROGRESS")
        time.sleep(0.7)
        self.assertEqual(self.ig_status(token, cid), "FINISHED")
        media = self.ig_publish(token, cid)[1]
        got = self.ig_get(media["id"], token, fields="media_type,media_product_type,permalink")[1]
        self.assertEqual((got["media_type"], got["media_product_type"]), ("VIDEO", "REELS"))
        self.assertRegex(got["permalink"], r"^https://www\.instagram\.com/reel/PUB\d+/$")

        self.control(provider="instagram", processing_seconds=0, processing_error=True)
        bad = self.ig_container(token, video_url="https://cdn.example/r.mp4", media_type="REELS")
        status, body, _ = self.ig_get(bad, token, fields="status_code,status")
        self.assertEqual(body["status_code"], "ERROR")
        self.assertIn("2207026", body["status"])
        status, body, _ = self.ig_publish(token, bad)
        self.assertEqual((status, body["error"]["code"], body["error"]["message"]),
                         (400, 9007, "Media ID is not available"))

    def test_ig_quota_and_duplicate_publish(self):
        token = self.ig_long(IG_PUBLISH)["access_token"]
        self.control(provider="instagram", quota_total=2)
        cid = self.ig_container(token, image_url="https://cdn.example/a.jpg")
        first = self.ig_publish(token, cid)[1]["id"]
        status, again, _ = self.ig_publish(token, cid)  # a double publish goes live twice
        self.assertEqual(status, 200, again)
        self.assertNotEqual(again["id"], first)
        self.assertEqual([m["container"] for m in self.state()["instagram_published"]],
                         [cid, cid])
        other = self.ig_container(token, image_url="https://cdn.example/b.jpg")
        status, body, _ = self.ig_publish(token, other)
        self.assertEqual((status, body["error"]["code"], body["error"]["error_subcode"],
                          body["error"]["is_transient"]), (400, 9, 2207042, False))
        usage = self.ig_get("me/content_publishing_limit", token)[1]
        self.assertEqual(usage, {"data": [{"quota_usage": 2}]})

    def test_ig_publishing_needs_its_scope(self):
        token = self.ig_long()["access_token"]  # instagram_business_basic only
        status, body, _ = self.ig_pub("me/media", token, image_url="https://cdn.example/a.jpg")
        self.assertEqual((status, body["error"]["code"]), (400, 10))
        self.assertEqual(body["error"]["message"],
                         "(#10) Application does not have permission for this action")
        self.assertEqual(self.ig_publish(token, "1")[1]["error"]["code"], 10)
        # a refreshed token keeps what the grant allowed
        full = self.ig_long(IG_PUBLISH)["access_token"]
        fresh = self.call("GET", "/instagram/graph/refresh_access_token", {
            "grant_type": "ig_refresh_token", "access_token": full})[1]["access_token"]
        self.ig_container(fresh, image_url="https://cdn.example/a.jpg")
        self.control(provider="instagram", fail="rate_limit")
        self.assertEqual(self.ig_pub("me/media", fresh, image_url="x")[0], 429)

    def test_ig_hang_before_and_after(self):
        token = self.ig_long(IG_PUBLISH)["access_token"]
        cid = self.ig_container(token, image_url="https://cdn.example/a.jpg")
        self.control(provider="instagram",
                     hang={"op": "ig_publish", "when": "before", "seconds": 1})
        started = time.monotonic()
        wait = self.in_background(lambda: self.ig_publish(token, cid))
        time.sleep(0.4)
        self.assertEqual(self.state()["instagram_published"], [])  # served during the hang
        status, _, _ = wait()
        self.assertEqual(status, 200)
        self.assertGreaterEqual(time.monotonic() - started, 1)
        self.assertIsNone(self.state()["config"]["instagram"]["hang"])  # one-shot

        self.control(provider="instagram",
                     hang={"op": "ig_publish", "when": "after", "seconds": 1})
        wait = self.in_background(lambda: self.ig_publish(token, cid))
        time.sleep(0.4)
        self.assertEqual(len(self.state()["instagram_published"]), 2)  # live, not answered yet
        self.assertEqual(wait()[0], 200)

        # A client that dies during a hang before: nothing happens at the provider.
        other = self.ig_container(token, image_url="https://cdn.example/b.jpg")
        self.control(provider="instagram",
                     hang={"op": "ig_publish", "when": "before", "seconds": 0.5})
        body = urlencode({"creation_id": other, "access_token": token}).encode()
        host, port = urlsplit(self.base).hostname, urlsplit(self.base).port
        with socket.create_connection((host, port)) as sock:
            sock.sendall(b"POST /instagram/graph/me/media_publish HTTP/1.1\r\nHost: x\r\n"
                         b"Content-Type: application/x-www-form-urlencoded\r\n"
                         b"Content-Length: " + str(len(body)).encode() + b"\r\n\r\n" + body)
            time.sleep(0.1)
        time.sleep(0.8)
        st = self.state()
        self.assertEqual(len(st["instagram_published"]), 2)
        self.assertEqual(st["instagram_containers"][other]["status_code"], "FINISHED")
        self.assertEqual(st["publish_calls"]["ig_publish"], 3)

        status, body, _ = self.call("POST", "/_control", body={
            "provider": "instagram", "hang": {"op": "yt_final", "when": "after", "seconds": 1}})
        self.assertEqual(status, 400)

    def test_ig_server_error_after_live(self):
        token = self.ig_long(IG_PUBLISH)["access_token"]
        cid = self.ig_container(token, image_url="https://cdn.example/a.jpg")
        self.control(provider="instagram", publish_fail="server_error")
        status, body, _ = self.ig_publish(token, cid)
        self.assertEqual((status, body["error"]["code"]), (500, 2))
        self.assertEqual(self.state()["instagram_published"], [])
        self.control(provider="instagram", publish_fail="server_error_after_live")
        status, body, _ = self.ig_publish(token, cid)
        self.assertEqual((status, body["error"]["code"], body["error"]["is_transient"]),
                         (500, 2, True))
        self.assertEqual(len(self.state()["instagram_published"]), 1)
        self.assertEqual(self.ig_status(token, cid), "PUBLISHED")  # what a retry asks first
        self.assertEqual(self.ig_publish(token, cid)[0], 200)  # one-shot: the next one is fine

    def test_ig_fetch_media(self):
        files = {"/a.jpg": b"\xff\xd8\xff\xe0" + b"j" * 5000, "/b.png": b"\x89PNG\r\n\x1a\n",
                 "/c.mp4": b"\x00\x00\x00\x18ftypmp42" + b"v" * 3000, "/d.mp4": b"nope" * 10}

        class Media(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                data = files.get(self.path)
                self.send_response(200 if data else 404)
                self.send_header("Content-Length", str(len(data or b"")))
                self.end_headers()
                self.wfile.write(data or b"")

            def log_message(self, *args):
                pass

        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Media)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(server.server_close)
        self.addCleanup(server.shutdown)
        base = f"http://127.0.0.1:{server.server_address[1]}"
        token = self.ig_long(IG_PUBLISH)["access_token"]
        self.control(provider="instagram", fetch_media=True)
        cid = self.ig_container(token, image_url=base + "/a.jpg")
        got = self.state()["instagram_containers"][cid]
        self.assertEqual((got["fetched_bytes"], got["sha256"]),
                         (5004, hashlib.sha256(files["/a.jpg"]).hexdigest()))
        self.ig_container(token, video_url=base + "/c.mp4", media_type="REELS")
        for params, subcode in (({"image_url": base + "/b.png"}, 2207009),
                                ({"image_url": base + "/missing.jpg"}, 2207052),
                                ({"video_url": base + "/d.mp4", "media_type": "REELS"}, 2207009)):
            status, body, _ = self.ig_pub("me/media", token, **params)
            self.assertEqual((status, body["error"]["code"], body["error"]["error_subcode"]),
                             (400, 9004, subcode), params)

    # --- YouTube upload ---------------------------------------------------------------------

    def yt_session(self, token, size, meta=None, **headers):
        meta = meta or {"snippet": {"title": "Launch", "description": "Our video",
                                    "tags": ["a", "b"], "categoryId": "22"},
                        "status": {"privacyStatus": "unlisted"}}
        return self.call("POST", "/upload/youtube/v3/videos",
                         {"uploadType": "resumable", "part": "snippet,status"}, body=meta,
                         headers={"Authorization": f"Bearer {token}",
                                  "X-Upload-Content-Length": str(size),
                                  "X-Upload-Content-Type": "video/mp4", **headers})

    def put(self, url, data=b"", content_range=None):
        req = urllib.request.Request(url, data=data, method="PUT")
        if content_range:
            req.add_header("Content-Range", content_range)
        try:
            with OPENER.open(req) as resp:
                status, headers, raw = resp.status, resp.headers, resp.read()
        except urllib.error.HTTPError as err:
            status, headers, raw = err.code, err.headers, err.read()
        return status, (json.loads(raw) if raw else None), headers

    def new_upload(self, size, **meta):
        token = self.yt_tokens(scope=YT_UPLOAD)["access_token"]
        status, _, headers = self.yt_session(token, size, **meta)
        self.assertEqual(status, 200)
        return token, headers["Location"]

    def test_yt_resumable_upload_in_three_chunks(self):
        video = b"\x00\x00\x00\x18ftypmp42" + os.urandom(2 * GRANULE + 99990)
        token, session = self.new_upload(len(video))
        self.assertTrue(session.startswith(self.base + "/upload/youtube/v3/videos?"), session)
        total = len(video)
        status, _, headers = self.put(session, video[:GRANULE],
                                      f"bytes 0-{GRANULE - 1}/{total}")
        self.assertEqual((status, headers["Range"]), (308, f"bytes=0-{GRANULE - 1}"))
        status, _, headers = self.put(session, content_range=f"bytes */{total}")
        self.assertEqual((status, headers["Range"]), (308, f"bytes=0-{GRANULE - 1}"))
        sid = parse_qs(urlsplit(session).query)["upload_id"][0]
        self.assertEqual(self.state()["youtube_sessions"][sid],
                         {"received": GRANULE, "total": total})
        status, _, headers = self.put(session, video[GRANULE:2 * GRANULE],
                                      f"bytes {GRANULE}-{2 * GRANULE - 1}/{total}")
        self.assertEqual((status, headers["Range"]), (308, f"bytes=0-{2 * GRANULE - 1}"))
        status, body, _ = self.put(session, video[2 * GRANULE:],
                                   f"bytes {2 * GRANULE}-{total - 1}/{total}")
        self.assertEqual(status, 201, body)
        self.assertEqual(len(body["id"]), 11)
        self.assertEqual((body["kind"], body["status"]["uploadStatus"],
                          body["status"]["privacyStatus"], body["snippet"]["title"]),
                         ("youtube#video", "uploaded", "unlisted", "Launch"))
        status, again, _ = self.put(session, content_range=f"bytes */{total}")
        self.assertEqual((status, again["id"]), (200, body["id"]))
        st = self.state()
        self.assertEqual(st["youtube_videos"], [{
            "id": body["id"], "title": "Launch", "description": "Our video", "tags": ["a", "b"],
            "privacy": "unlisted", "publish_at": None, "bytes": total,
            "sha256": hashlib.sha256(video).hexdigest()}])
        self.assertEqual(st["publish_calls"]["yt_session"], 1)
        self.assertEqual(st["publish_calls"]["yt_chunk"], 3)
        found = self.yt("search", token, part="id", forMine="true", type="video", maxResults=25)
        ids = [i["id"]["videoId"] for i in found[1]["items"]]
        self.assertEqual((ids[0], len(ids)), (body["id"], 6))
        stats = self.yt("videos", token, part="statistics", id=body["id"])[1]["items"][0]
        self.assertEqual(stats["statistics"],
                         {"viewCount": "340", "likeCount": "25", "commentCount": "4"})

    def test_yt_interrupted_chunk_and_resume(self):
        video = os.urandom(3 * GRANULE + 5)
        _, session = self.new_upload(len(video))
        total = len(video)
        self.control(provider="youtube", chunk_fail="interrupt")
        status, body, _ = self.put(session, video, f"bytes 0-{total - 1}/{total}")
        self.assertEqual((status, body["error"]["errors"][0]["reason"]), (503, "backendError"))
        status, _, headers = self.put(session, content_range=f"bytes */{total}")
        self.assertEqual((status, headers["Range"]), (308, f"bytes=0-{GRANULE - 1}"))
        # a chunk from the wrong offset is not stored
        status, _, headers = self.put(session, video[5:], f"bytes 5-{total - 1}/{total}")
        self.assertEqual((status, headers["Range"]), (308, f"bytes=0-{GRANULE - 1}"))
        status, body, _ = self.put(session, video[GRANULE:], f"bytes {GRANULE}-{total - 1}/{total}")
        self.assertEqual(status, 201, body)
        self.assertEqual(self.state()["youtube_videos"][0]["sha256"],
                         hashlib.sha256(video).hexdigest())
        # an interrupt that keeps nothing: no Range at all
        _, session = self.new_upload(1000)
        self.control(provider="youtube", chunk_fail="interrupt")
        self.assertEqual(self.put(session, b"x" * 1000, "bytes 0-999/1000")[0], 503)
        status, _, headers = self.put(session, content_range="bytes */1000")
        self.assertEqual((status, headers.get("Range")), (308, None))

    def test_yt_hang_and_server_error_after_live(self):
        _, session = self.new_upload(10)
        self.control(provider="youtube", hang={"op": "yt_final", "when": "after", "seconds": 1})
        wait = self.in_background(lambda: self.put(session, b"0123456789", "bytes 0-9/10"))
        time.sleep(0.4)
        self.assertEqual(len(self.state()["youtube_videos"]), 1)  # stored, not answered yet
        self.assertEqual(wait()[0], 201)

        _, session = self.new_upload(10)
        self.control(provider="youtube", hang={"op": "yt_final", "when": "before", "seconds": 1})
        wait = self.in_background(lambda: self.put(session, b"0123456789", "bytes 0-9/10"))
        time.sleep(0.4)
        self.assertEqual(len(self.state()["youtube_videos"]), 1)  # nothing yet
        self.assertEqual(wait()[0], 201)
        self.assertEqual(len(self.state()["youtube_videos"]), 2)

        _, session = self.new_upload(10)
        self.control(provider="youtube", publish_fail="server_error_after_live")
        status, body, _ = self.put(session, b"0123456789", "bytes 0-9/10")
        self.assertEqual((status, body["error"]["errors"][0]["reason"]), (503, "backendError"))
        self.assertEqual(len(self.state()["youtube_videos"]), 3)
        status, body, _ = self.put(session, content_range="bytes */10")
        self.assertEqual((status, body["status"]["uploadStatus"]), (200, "uploaded"))

    def test_yt_upload_refusals(self):
        status, body, _ = self.put(self.base + "/upload/youtube/v3/videos?uploadType=resumable"
                                   "&upload_id=nope", b"x", "bytes 0-0/1")
        self.assertEqual((status, body["error"]["code"], body["error"]["message"]),
                         (404, 404, "Not Found"))
        readonly = self.yt_tokens()["access_token"]
        status, body, _ = self.yt_session(readonly, 10)
        self.assertEqual((status, body["error"]["errors"][0]["reason"]),
                         (403, "insufficientPermissions"))
        token = self.yt_tokens(scope=YT_UPLOAD)["access_token"]
        for meta, reason in (
                ({"snippet": {"title": "a<b"}}, "invalidTitle"),
                ({"snippet": {"title": ""}}, "invalidTitle"),
                ({"snippet": {"title": "t", "description": "é" * 2501}}, "invalidDescription"),
                ({"snippet": {"title": "t"}, "status": {"privacyStatus": "public",
                                                        "publishAt": "2999-01-01T00:00:00Z"}},
                 "invalidPublishAt")):
            status, body, _ = self.yt_session(token, 10, meta)
            self.assertEqual((status, body["error"]["errors"][0]["reason"]), (400, reason), meta)
        status, _, _ = self.yt_session(token, 10, {"snippet": {"title": "t"}, "status": {
            "privacyStatus": "private", "publishAt": "2999-01-01T00:00:00Z"}})
        self.assertEqual(status, 200)
        self.control(provider="youtube", yt_quota_exceeded=True)
        status, body, _ = self.yt_session(token, 10)
        self.assertEqual((status, body["error"]["errors"][0]["reason"]), (403, "quotaExceeded"))
        self.control(provider="youtube", yt_quota_exceeded=False, fail="server_error")
        self.assertEqual(self.yt_session(token, 10)[0], 500)
        self.control(provider="youtube", fail="revoked")
        self.assertEqual(self.yt_session(token, 10)[0], 401)
        status, body, _ = self.call("POST", "/_control", body={"provider": "youtube",
                                                                "quota_total": 3})
        self.assertEqual(status, 400)  # an Instagram control
        self.call("POST", "/_reset")
        st = self.state()
        self.assertEqual((st["youtube_sessions"], st["youtube_videos"]), ({}, []))


if __name__ == "__main__":
    unittest.main()
