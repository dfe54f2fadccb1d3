#!/usr/bin/env python3
"""Anonymous flood: N threads post sign-ins (or invitation accepts) for D seconds while the main
thread samples the server's resident memory and the latency of /api/health/.

Usage: flood.py BASE_URL PID {login|login-spread|accept} [threads] [seconds]

login         wrong passwords for one account from this address (the throttle's case)
login-spread  wrong passwords for many accounts, each from its own X-Real-IP (start the server
              with ATRIUM_IP_HEADER=X-Real-IP): every request reaches the password check, which
              is what the hashing cap has to hold
accept        invitation accepts with unknown keys
"""
import http.client
import json
import multiprocessing
import random
import sys
import threading
import time
from urllib.parse import urlparse


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def probe_health(host, port, seconds, pid, out):
    """In its own process, so the attackers' threads (and Python's lock) cannot delay it."""
    conn = http.client.HTTPConnection(host, port, timeout=30)
    stop = time.monotonic() + seconds
    worst, peak = 0.0, 0
    while time.monotonic() < stop:
        started = time.monotonic()
        conn.request("GET", "/api/health/")
        conn.getresponse().read()
        worst = max(worst, (time.monotonic() - started) * 1000)
        peak = max(peak, rss_kib(pid))
        time.sleep(0.2)
    out.put((worst, peak))


def main():
    base, pid, mode = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    threads = int(sys.argv[4]) if len(sys.argv) > 4 else 32
    seconds = float(sys.argv[5]) if len(sys.argv) > 5 else 10
    url = urlparse(base)
    stop = time.monotonic() + seconds
    statuses = {}
    lock = threading.Lock()

    def attack(n):
        conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
        i = 0
        while time.monotonic() < stop:
            i += 1
            headers = {"Content-Type": "application/json"}
            if mode == "accept":
                path = f"/api/invitations/no-such-key-{n}-{i}/accept/"
                body = {"password": "Tr4vel-Kettle-92"}
            else:
                path = "/api/auth/login/"
                who = "admin@atrium.test" if mode == "login" else f"user{n}-{i}@x.test"
                body = {"email": who, "password": f"guess-{n}-{i}"}
                if mode == "login-spread":
                    headers["X-Real-IP"] = f"10.{n}.{i // 250 % 250}.{i % 250 + 1}"
            try:
                conn.request("POST", path, json.dumps(body), headers)
                res = conn.getresponse()
                res.read()
                code = res.status
            except Exception:
                conn.close()
                conn = http.client.HTTPConnection(url.hostname, url.port, timeout=30)
                code = "error"
            with lock:
                statuses[code] = statuses.get(code, 0) + 1

    workers = [threading.Thread(target=attack, args=(n,)) for n in range(threads)]
    idle = rss_kib(pid)
    results = multiprocessing.Queue()
    prober = multiprocessing.Process(
        target=probe_health, args=(url.hostname, url.port, seconds, pid, results)
    )
    prober.start()
    for w in workers:
        w.start()
    for w in workers:
        w.join()
    worst_health, peak = results.get()
    prober.join()
    peak = max(peak, idle)
    time.sleep(2)
    after = rss_kib(pid)
    print(
        f"{mode}: {threads} threads {seconds:.0f}s  answers {dict(sorted(statuses.items(), key=str))}\n"
        f"  RSS idle {idle / 1024:.1f} MiB, peak {peak / 1024:.1f} MiB, 2 s after {after / 1024:.1f} MiB;"
        f" slowest /api/health/ {worst_health:.1f} ms"
    )


if __name__ == "__main__":
    main()
