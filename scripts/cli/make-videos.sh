#!/usr/bin/env bash
# Turns each video's transcript in content/videos/*.md into a narrated slide video:
# content/media/videos/<slug>.webm (640x360, VP9 + Opus, small bitrate) and its poster <slug>.jpg.
# The narration is espeak-ng reading the "## Transcript" section; the slides are the title and the
# "## Key points" list, each shown for an equal share of the narration.
#
# Not run in CI or by the build: the generated files are committed. Run it by hand after editing a
# transcript (needs the Debian packages ffmpeg, espeak-ng and fonts-dejavu-core):
#   bash scripts/cli/make-videos.sh            # every video
#   bash scripts/cli/make-videos.sh <slug>...  # only these
set -euo pipefail

root="$(cd "$(dirname "$0")/../.." && pwd)"
out="$root/content/media/videos"
font=/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
bold=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# A front-matter field's value, read with the project's YAML parser (Prettier may quote either way).
field() {
  (cd "$root" && node --input-type=module -e "
    import { readFileSync } from 'node:fs';
    import { parse } from 'yaml';
    const text = readFileSync(process.argv[1], 'utf8');
    const front = /^---\\n([\\s\\S]*?)\\n---/.exec(text);
    process.stdout.write(String((front ? parse(front[1]) : {})[process.argv[2]] ?? ''));
  " "$1" "$2")
}
# The lines of a "## Heading" section, up to the next heading.
section() { awk -v h="## $2" '$0 == h { on = 1; next } /^## / { on = 0 } on' "$1"; }

# One 640x360 slide as a PNG: a heading and a wrapped body text.
slide() {
  local heading="$1" body="$2" png="$3"
  printf '%s' "$heading" | fold -s -w 34 > "$work/heading.txt"
  printf '%s' "$body" | fold -s -w 44 > "$work/body.txt"
  ffmpeg -nostdin -loglevel error -y -f lavfi -i "color=c=0x14325c:s=640x360" -frames:v 1 -vf \
    "drawbox=x=0:y=0:w=640:h=8:color=0xc8102e:t=fill,\
drawtext=fontfile=$bold:textfile=$work/heading.txt:fontcolor=white:fontsize=28:line_spacing=8:x=40:y=48,\
drawtext=fontfile=$font:textfile=$work/body.txt:fontcolor=0xe8eef6:fontsize=22:line_spacing=10:x=40:y=170,\
drawtext=fontfile=$font:text=MBA financial education:fontcolor=0x9fb3cc:fontsize=14:x=40:y=330" \
    "$png"
}

make_video() {
  local file="$1" slug title
  slug="$(field "$file" slug)"
  title="$(field "$file" title)"
  section "$file" Transcript | sed '/^$/d' > "$work/$slug.txt"
  espeak-ng -v en-us -s 145 -w "$work/$slug.wav" -f "$work/$slug.txt"
  local seconds
  seconds="$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$work/$slug.wav")"

  # Slides: the title, then one per key point.
  local -a slides=()
  slide "$title" "A short guide from the association's financial education series." "$work/$slug-0.png"
  slides+=("$work/$slug-0.png")
  local n=1 point
  while IFS= read -r point; do
    slide "$title" "$point" "$work/$slug-$n.png"
    slides+=("$work/$slug-$n.png")
    n=$((n + 1))
  done < <(section "$file" 'Key points' | sed -n 's/^- //p')

  # Each slide is looped for an equal share of the narration, then the slides are joined in order.
  local each count="${#slides[@]}"
  each="$(awk -v s="$seconds" -v n="$count" 'BEGIN { printf "%.2f", s / n }')"
  local -a inputs=()
  local labels=""
  local i
  for i in "${!slides[@]}"; do
    inputs+=(-loop 1 -framerate 5 -t "$each" -i "${slides[$i]}")
    labels+="[$i:v]"
  done

  ffmpeg -nostdin -loglevel error -y "${inputs[@]}" -i "$work/$slug.wav" \
    -filter_complex "${labels}concat=n=$count:v=1:a=0,format=yuv420p[v]" -map '[v]' -map "$count:a" \
    -r 5 -g 50 -c:v libvpx-vp9 -b:v 0 -crf 32 -deadline good -cpu-used 4 -row-mt 1 \
    -c:a libopus -b:a 24k -ac 1 -shortest "$out/$slug.webm"
  ffmpeg -nostdin -loglevel error -y -i "$work/$slug-0.png" -q:v 4 "$out/$slug.jpg"
  printf '%s: %s s, %s bytes\n' "$slug" "$seconds" "$(stat -c %s "$out/$slug.webm")"
}

if [ "$#" -gt 0 ]; then
  for slug in "$@"; do make_video "$root/content/videos/$slug.md"; done
else
  for file in "$root"/content/videos/*.md; do make_video "$file"; done
fi
