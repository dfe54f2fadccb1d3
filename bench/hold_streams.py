"""Opens one live event stream per token (a ticket each, then GET /api/events/) and holds them
all open until killed, counting the bytes (heartbeats and events) that arrive. Prints how many
opened, then, on SIGTERM, how many were still open."""
import json
import selectors
import signal
import socket
import sys
import urllib.request

port, token_file = int(sys.argv[1]), sys.argv[2]
tokens = [t.strip() for t in open(token_file) if t.strip()]
sel = selectors.DefaultSelector()
opened = 0
for token in tokens:
    req = urllib.request.Request(f"http://127.0.0.1:{port}/api/events/ticket/", method="POST",
                                 headers={"Authorization": f"Token {token}"})
    ticket = json.load(urllib.request.urlopen(req))["ticket"]
    s = socket.create_connection(("127.0.0.1", port))
    s.sendall(f"GET /api/events/?ticket={ticket} HTTP/1.1\r\nHost: localhost\r\n\r\n".encode())
    head = s.recv(4096)
    if head.startswith(b"HTTP/1.1 200"):
        opened += 1
        s.setblocking(False)
        sel.register(s, selectors.EVENT_READ)
print(f"streams open: {opened} of {len(tokens)}", flush=True)
stop = False
def on_term(*_):
    global stop
    stop = True
signal.signal(signal.SIGTERM, on_term)
alive = opened
while not stop:
    for key, _ in sel.select(timeout=1):
        try:
            if not key.fileobj.recv(65536):
                sel.unregister(key.fileobj)
                alive -= 1
        except BlockingIOError:
            pass
print(f"streams still open at the end: {alive}", flush=True)
