"""random_rollout.py: plays games with random choices from Python and prints results and speed."""
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import mtgvm  # noqa: E402

pack = mtgvm.Pack()
decks = mtgvm.Deck(pack, "default_a"), mtgvm.Deck(pack, "default_b")
rng = random.Random(0)
games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
results, steps, t0 = {}, 0, time.perf_counter()
for seed in range(games):
    g = mtgvm.Game(pack, *decks, seed=seed)
    while not g.done:
        g.apply(rng.randrange(g.legal_actions))
        steps += 1
    results[g.result] = results.get(g.result, 0) + 1
    g.close()
dt = time.perf_counter() - t0
print("results:", results)
print("steps/s: %.0f  games/s: %.1f" % (steps / dt, games / dt))
