"""bench.py: Python-side speed -- single Env steps/s, VectorEnv steps/s by threads, random games/s through ctypes."""
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import mtgvm  # noqa: E402

try:
    import numpy as np
except ImportError:
    np = None


def env_steps(seconds=3.0):
    env, rng, steps = mtgvm.Env(), random.Random(0), 0
    obs, info = env.reset(seed=0)
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        mask = info["action_mask"]
        n = int(info["legal"])
        obs, r, term, trunc, info = env.step(rng.randrange(n))
        steps += 1
        if term or trunc:
            obs, info = env.reset()
    return steps / (time.perf_counter() - t0)


def vec_steps(threads, n=256, iters=300):
    v = mtgvm.VectorEnv(n, threads=threads, seed=1)
    obs, info = v.reset()
    masks = info["action_mask"]
    rng = np.random.default_rng(0) if np is not None else random.Random(0)
    options = mtgvm.OBS_GLOBALS.index("options")  # legal options are 0 .. count-1
    t0 = time.perf_counter()
    for _ in range(iters):
        if np is not None:  # a random legal action per game, vectorised
            acts = (rng.random(n) * obs[:, options]).astype(np.int32)
        else:
            acts = [rng.randrange(sum(masks[i * mtgvm.OBS_ACTIONS:(i + 1) * mtgvm.OBS_ACTIONS])) for i in range(n)]
        v.step(acts)
    rate = n * iters / (time.perf_counter() - t0)
    v.close()
    return rate


def games_per_second(games=300):
    pack = mtgvm.Pack()
    decks = mtgvm.Deck(pack, "default_a"), mtgvm.Deck(pack, "default_b")
    a, b = mtgvm.Agent("random", 1), mtgvm.Agent("random", 2)
    t0 = time.perf_counter()
    for seed in range(games):  # choices made by the C agents, one ctypes call per decision
        g = mtgvm.Game(pack, *decks, seed=seed)
        while not g.done:
            g.apply((a if g.to_play == 0 else b).choose(g))
        g.close()
    return games / (time.perf_counter() - t0)


if __name__ == "__main__":
    print("numpy: %s" % ("yes" if np is not None else "no"))
    print("Env (one game, Python loop, observation per step): %.0f steps/s" % env_steps())
    for n in (256, 512):
        for t in (1, 2):
            print("VectorEnv %d games, %d thread%s: %.0f steps/s" % (n, t, "s" if t > 1 else "", vec_steps(t, n=n)))
    print("random-vs-random games through ctypes (agent choice + apply per decision): %.0f games/s" % games_per_second())
