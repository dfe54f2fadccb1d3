"""End-to-end check of the fake providers: python3 -m unittest tests/fakes/test_social_providers.py

Starts social_providers.py on a free port in a subprocess and walks both OAuth flows and every
control mode over real HTTP, the way the product will.
"""

import base64
import hashlib
import json
import os
import secrets
import signal
import subprocess
import sys
import time
import unittest
import urllib.error
import urllib.request
from urllib.parse import parse_qs, urlencode, urlsplit

HERE = os.path.dirname(os.path.abspath(__file__))
REDIRECT = "http://127.0.0.1:9/api/oauth/instagram/return/"
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

    def ig_authorize(self, decision, state="st-1"):
        q = {"client_id": "ig-app", "redirect_uri": REDIRECT, "response_type": "code",
             "scope": "instagram_business_basic", "state": state}
        if decision:
            q["decision"] = decision
        return self.call("GET", "/instagram/oauth/authorize", q)

    def ig_code(self):
        status, _, headers = self.ig_authorize("allow")
        self.assertEqual(status, 302)
        location = headers["Location"]
        self.assertTrue(location.startswith(REDIRECT + "?") and location.endswith("#_"), location)
        params = parse_qs(urlsplit(location).query)
        self.assertEqual(params["state"], ["st-1"])
        return params["code"][0]

    def ig_token(self, code=None, redirect_uri=REDIRECT):
        return self.call("POST", "/instagram/oauth/access_token", form={
            "client_id": "ig-app", "client_secret": "ig-secret",
            "grant_type": "authorization_code", "redirect_uri": redirect_uri,
            "code": code or self.ig_code()})

    def ig_long(self):
        status, body, _ = self.ig_token()
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

    def yt_tokens(self, access_type="offline"):
        verifier = secrets.token_urlsafe(48)
        challenge = base64.urlsafe_b64encode(
            hashlib.sha256(verifier.encode()).digest()).rstrip(b"=").decode()
        q = {"client_id": "g-app", "redirect_uri": G_REDIRECT, "response_type": "code",
             "scope": "https://www.googleapis.com/auth/youtube.readonly", "state": "gs",
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


if __name__ == "__main__":
    unittest.main()
