"""Creates N clients through the API, with names that give search something realistic to do."""
import json
import sys
import urllib.request

base, token, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
FIRST = ["Amelia", "Bruno", "Chiara", "Dmitri", "Elena", "Farid", "Greta", "Hiro", "Ines", "Jonas"]
LAST = ["Alvarez", "Brennan", "Castellano", "Dubois", "Eriksen", "Fontaine", "Galloway", "Hartmann", "Ibsen", "Jovanovic"]
TRADE = ["Bakery", "Studio", "Fitness", "Florals", "Coffee", "Travel", "Denim", "Ceramics", "Books", "Optics"]

for n in range(count):
    body = {
        "name": f"{FIRST[n % 10]} {LAST[(n // 10) % 10]}",
        "email": f"bench{n}@mail{n % 7}.test",
        "company": f"{LAST[(n // 10) % 10]} {TRADE[(n // 100) % 10]} {n}",
        "monthly_fee": 1500 + (n % 5) * 500,
        "platforms": ["Instagram"] if n % 2 else ["TikTok", "YouTube"],
    }
    req = urllib.request.Request(
        f"{base}/api/clients/", data=json.dumps(body).encode(), method="POST",
        headers={"Content-Type": "application/json", "Authorization": f"Token {token}"},
    )
    urllib.request.urlopen(req).read()
