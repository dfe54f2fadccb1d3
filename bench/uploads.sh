#!/usr/bin/env bash
# Hostile image uploads: the server's memory while one client account sends 16 uploads at once,
# round after round: the three worst cases found before decoding had a budget (a GIF whose 1x1
# screen carries a 9000x9000 frame, an 8x8 PNG whose colour profile inflates to 1 GB, legal
# 39.7 MP PNGs), legal large images at each decoder's largest (a 24 MP JPEG, a 12 MP progressive
# JPEG, a 16 MP interlaced RGBA PNG, a 9 MP GIF), as post images and as avatars, then all mixed.
# Prints each round's answers and time, the peak resident memory (VmHWM) and the idle memory.
# Usage: bench/uploads.sh [rounds of the mixed load]
set -euo pipefail
cd "$(dirname "$0")/.."
MIXED="${1:-3}"
source bench/lib.sh
# Pillow draws the GIF and the JPEGs; Debian's package goes with Debian's python.
/usr/bin/python3 -c 'import PIL' 2>/dev/null \
  || { apt-get update -qq && apt-get install -y -qq python3-pil >/dev/null; }
IMGS="$DATA/bench-images"
mkdir -p "$IMGS"
/usr/bin/python3 bench/hostile_images.py "$IMGS"
start
sleep 2
echo "idle RSS after start: $(rss)"
URL="http://127.0.0.1:$PORT"
CLIENT=$(curl -fs -X POST "$URL/api/auth/login/" -H 'content-type: application/json' \
  -d '{"email":"client@atrium.test","password":"atrium-client"}' \
  | python3 -c 'import sys,json; print(json.load(sys.stdin)["token"])')
PLATFORM=$(curl -fs -H "Authorization: Token $CLIENT" "$URL/api/social-accounts/" \
  | python3 -c 'import sys,json; print(next(a["platform"] for a in json.load(sys.stdin) if a["is_active"]))')

post() {  # a client's post with one image
  curl -s -o /dev/null -w '%{http_code}\n' -X POST "$URL/api/content/" -H "Authorization: Token $CLIENT" \
    -F "platform=$PLATFORM" -F "content=Hostile upload" -F "scheduled_date=2027-01-15T10:00" \
    -F "images=@$IMGS/$1"
}
avatar() {
  curl -s -o /dev/null -w '%{http_code}\n' -X PATCH "$URL/api/auth/me/" -H "Authorization: Token $CLIENT" \
    -F "avatar=@$IMGS/$1"
}
# 16 uploads at once: "kind:file" each; prints the answers counted and the time taken.
round() {
  local name=$1; shift
  local codes; codes=$(mktemp)
  local t0; t0=$(date +%s%N)
  local pids=()
  for job in "$@"; do
    "${job%%:*}" "${job#*:}" >> "$codes" &
    pids+=($!)
  done
  wait "${pids[@]}"  # not the server, also a child of this shell
  local ms=$(( ($(date +%s%N) - t0) / 1000000 ))
  printf '%-36s %-18s %6d ms   peak so far %s\n' "$name" \
    "$(sort "$codes" | uniq -c | awk '{printf "%s x%s ", $2, $1}')" "$ms" "$(peak)"
  rm -f "$codes"
}
sixteen() { local job=$1; for _ in $(seq 16); do echo "$job"; done; }

echo "16 uploads at once, as client@atrium.test ($PLATFORM posts; avatars)"
round "post: GIF 1x1 screen, 9000² frame" $(sixteen post:gif_frame.gif)
round "post: 8x8 PNG, 1 GB iCCP" $(sixteen post:iccp_bomb.png)
round "post: 39.7 MP PNG" $(sixteen post:legal_40mp.png)
round "post: 24 MP JPEG" $(sixteen post:photo_24mp.jpg)
round "post: 12 MP progressive JPEG" $(sixteen post:progressive_12mp.jpg)
round "post: 16 MP interlaced RGBA PNG" $(sixteen post:interlaced_16mp.png)
round "post: 9 MP GIF" $(sixteen post:gif_9mp.gif)
round "avatar: 60000² declared PNG" $(sixteen avatar:declared_60k.png)
round "avatar: 8x8 PNG, 1 GB iCCP" $(sixteen avatar:iccp_bomb.png)
round "avatar: GIF 1x1 screen, 9000² frame" $(sixteen avatar:gif_frame.gif)
round "avatar: 39.7 MP PNG" $(sixteen avatar:legal_40mp.png)
round "avatar: 24 MP JPEG" $(sixteen avatar:photo_24mp.jpg)
MIX=(post:gif_frame.gif post:iccp_bomb.png post:legal_40mp.png post:photo_24mp.jpg
     post:progressive_12mp.jpg post:interlaced_16mp.png post:gif_9mp.gif post:photo_24mp.jpg
     avatar:declared_60k.png avatar:iccp_bomb.png avatar:gif_frame.gif avatar:legal_40mp.png
     avatar:photo_24mp.jpg avatar:progressive_12mp.jpg avatar:interlaced_16mp.png avatar:gif_9mp.gif)
for i in $(seq "$MIXED"); do round "mixed, round $i" "${MIX[@]}"; done
sleep 3
echo "peak RSS (VmHWM): $(peak)"
echo "idle RSS after the uploads: $(rss)"
