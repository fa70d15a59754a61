#!/bin/sh
# tests/mtgplay/run.sh: the terminal game takes a person's commands from stdin -- an option's number, b, e N, q --
# refuses an option out of range and an object it must not show, and explains what it may (mtg_explain)
mtgplay="$1"
out=$(printf '0\n1\nb\ne 27\ne 3\n99\nq\n' | "$mtgplay" --seed 3) || { echo "mtgplay failed"; exit 1; }
for want in 'you decide (mulligan)' '  [0] keep (after 0 mulligans)' 'hand: #7 Forest' '#27 Skyraker Giant:' \
            '  types      ["Creature"]' '  abilities  ["reach"]' 'no object #3 you can see' \
            'option 99 out of range' 'result: ongoing'; do
  case "$out" in
    *"$want"*) ;;
    *) echo "mtgplay: missing \"$want\" in:"; echo "$out"; exit 1 ;;
  esac
done
"$mtgplay" --seat 2 2>/dev/null && { echo "mtgplay accepted --seat 2"; exit 1; }
echo "mtgplay: ok"
