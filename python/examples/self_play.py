"""self_play.py: both seats driven from Python through SelfPlayEnv (turn-based, PettingZoo AEC style)."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import mtgvm  # noqa: E402

env = mtgvm.SelfPlayEnv()
rng = random.Random(0)
totals = {a: 0.0 for a in env.agents}
games = int(sys.argv[1]) if len(sys.argv) > 1 else 20
for seed in range(games):
    env.reset(seed=seed)
    while not any(env.terminations.values()) and not any(env.truncations.values()):
        obs, reward, term, trunc, info = env.last()
        legal = [i for i, m in enumerate(info["action_mask"]) if m]
        env.step(rng.choice(legal))  # a policy per seat would go here
    for a in env.agents:
        totals[a] += env.rewards[a]
print("total rewards after %d self-play games:" % games, totals)
