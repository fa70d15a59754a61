#!/usr/bin/env bash
# tools/soak.sh: random-play soak under ASan+UBSan with the invariant checker after every action.
# usage: tools/soak.sh [GAMES]   (default 20000; 100000 is the engine issue's soak)
set -euo pipefail
cd "$(dirname "$0")/.."
. tools/deps.sh
[ -f build-asan/build.ninja ] || meson setup build-asan -Db_sanitize=address,undefined -Dbuildtype=debug -Db_lto=false >/dev/null
ninja -C build-asan >/dev/null
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 ASAN_OPTIONS=detect_leaks=1
games="${1:-20000}"
build-asan/tools/mtgsim --games "$games" --seed 1 --threads 2 --check | tail -1
build-asan/tools/mtgsim --games "$((games / 4))" --seed 2 --agents greedy,random --threads 2 --check | tail -1
build-asan/tools/mtgsim --games "$((games / 4))" --seed 3 --threads 2 --check \
  --deck data/decks/green_white_beasts.json --deck data/decks/blue_red_spells.json | tail -1
build-asan/tools/mtgsim --games "$((games / 4))" --seed 4 --agents random,greedy --threads 2 --check \
  --deck data/decks/green_white_search.json --deck data/decks/blue_black_tutors.json | tail -1
# effects whose filters read tapped and attacking status (Castle, War Horn, Goblin Oriflamme)
build-asan/tools/mtgsim --games "$((games / 8))" --seed 12 --agents greedy,random --threads 2 --check \
  --deck data/decks/soak_status_a.json --deck data/decks/soak_status_b.json | tail -1
# decisions in the middle of a resolution and kicker (Gatekeeper of Malakir, Tribute to Hunger, Uncharted Voyage)
build-asan/tools/mtgsim --games "$((games / 8))" --seed 13 --agents greedy,random --threads 2 --check \
  --deck data/decks/soak_dimir_choices.json --deck data/decks/fdn_selesnya_landfall.json | tail -1
# threshold, granted abilities, costs that are choices, looking at the top and ordering the bottom (Wayward Angel,
# Dockside Chef, Amok, Glint-Eye Nephilim, Stock Up, Pyroblast, Public Execution)
build-asan/tools/mtgsim --games "$((games / 8))" --seed 15 --agents greedy,random --threads 2 --check \
  --deck data/decks/soak_grave_a.json --deck data/decks/soak_grave_b.json | tail -1
# predefined tokens (Treasures paid automatically, then by hand) and endure's choice mid-resolution
build-asan/tools/mtgsim --games "$((games / 8))" --seed 17 --agents greedy,random --threads 2 --check \
  --deck data/decks/soak_tokens_endure.json --deck data/decks/fdn_boros_raiders.json | tail -1
build-asan/tools/mtgsim --games "$((games / 8))" --seed 18 --agents random,greedy --threads 2 --check --manual-mana \
  --deck data/decks/soak_tokens_endure.json --deck data/decks/soak_dimir_choices.json | tail -1
# choices as permanents enter (Hall of Triumph, Painter's Servant, Conspiracy, Pithing Needle), effects on spells and on
# cards in every zone (Purelace, Painter's Servant, Conspiracy, Mycosynth Lattice), a granted mana ability (Chromatic
# Lantern), lands losing all but mana abilities and entering untapped (Blood Sun)
build-asan/tools/mtgsim --games "$((games / 8))" --seed 19 --agents greedy,random --threads 2 --check \
  --deck data/decks/soak_choices_a.json --deck data/decks/soak_choices_b.json | tail -1
# manifest (Soul Summons): face-down creatures turned face up (a special action; paid by hand too), copied, under
# Humility and an anthem
build-asan/tools/mtgsim --games "$((games / 16))" --seed 23 --agents greedy,random --threads 2 --check \
  --deck data/decks/soak_manifest.json --deck data/decks/soak_choices_b.json | tail -1
build-asan/tools/mtgsim --games "$((games / 16))" --seed 24 --agents random,greedy --threads 2 --check --manual-mana \
  --deck data/decks/soak_manifest.json --deck data/decks/soak_choices_a.json | tail -1
# TLA bending: earthbend's lasting effect and delayed return, firebending's mana pool (automatic and by hand)
build-asan/tools/mtgsim --games "$((games / 8))" --seed 21 --agents greedy,random --threads 2 --check \
  --deck data/decks/soak_tla_bending.json --deck data/decks/soak_tokens_endure.json | tail -1
build-asan/tools/mtgsim --games "$((games / 8))" --seed 22 --agents random,greedy --threads 2 --check --manual-mana \
  --deck data/decks/soak_tla_bending.json --deck data/decks/fdn_boros_raiders.json | tail -1
# TLA airbend (cards cast from exile for {2}), Vehicles crewed by total power, firebending X
build-asan/tools/mtgsim --games "$((games / 16))" --seed 25 --agents greedy,random --threads 2 --check \
  --deck data/decks/soak_tla_air.json --deck data/decks/soak_tla_bending.json | tail -1
build-asan/tools/mtgsim --games "$((games / 16))" --seed 26 --agents random,greedy --threads 2 --check --manual-mana \
  --deck data/decks/soak_tla_air.json --deck data/decks/fdn_boros_raiders.json | tail -1
# graveyard-card targets (115.1, 608.2b): return, exile, library top and bottom, "that card's power", kicked instead
build-asan/tools/mtgsim --games "$((games / 8))" --seed 23 --agents greedy,random --threads 2 --check \
  --deck data/decks/soak_gytargets_a.json --deck data/decks/soak_gytargets_b.json | tail -1
# the mechanics of the eleventh to thirteenth sessions: exile and play, evoke, modes chosen together, the ECL Commands,
# discard up to N, combat-damage triggers, waterbend costs, quest counters, permanents leaving together (603.10a)
build-asan/tools/mtgsim --games "$((games / 8))" --seed 27 --agents greedy,random --threads 2 --check \
  --deck data/decks/soak_recent_a.json --deck data/decks/soak_recent_b.json | tail -1
build-asan/tools/mtgsim --games "$((games / 16))" --seed 28 --agents random,greedy --threads 2 --check --manual-mana \
  --deck data/decks/soak_recent_b.json --deck data/decks/soak_recent_a.json | tail -1
# mana paid by hand (MTG_FLAG_MANUAL_MANA): the agents choose each source
build-asan/tools/mtgsim --games "$((games / 8))" --seed 14 --agents random,greedy --threads 2 --check --manual-mana | tail -1
# the FDN decks (data/decks/fdn_*.json): a round over neighbouring pairs, greedy on the first side
fdn=(boros_raiders dimir_tempo selesnya_landfall rakdos_drain azorius_fliers gruul_landfall_60 orzhov_lifegain_60)
for i in "${!fdn[@]}"; do
  j=$(( (i + 1) % ${#fdn[@]} ))
  build-asan/tools/mtgsim --games "$((games / 28))" --seed "$((5 + i))" --agents greedy,random --threads 2 --check \
    --deck "data/decks/fdn_${fdn[$i]}.json" --deck "data/decks/fdn_${fdn[$j]}.json" | tail -1
done
echo "soak: $games + $((games * 3 / 4)) + $((games / 8 * 11 + games / 16 * 5)) + $((games / 28 * 7)) (FDN decks) games under ASan+UBSan, invariants checked after every action"
