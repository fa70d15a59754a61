"""reinforce.py: a linear softmax policy over option features, trained by REINFORCE against the random agent
(numpy only). Prints the win rate of each block of episodes: it rises as the policy learns."""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import mtgvm  # noqa: E402

G = {n: i for i, n in enumerate(mtgvm.OBS_GLOBALS)}
O = {n: i for i, n in enumerate(mtgvm.OBS_OBJECT_FIELDS)}
P = {n: i for i, n in enumerate(mtgvm.OBS_OPTION_FIELDS)}
NG, NO, NP = len(G), len(O), len(P)
OBJ0 = NG
OPT0 = NG + mtgvm.OBS_OBJECTS * NO
KINDS = len(mtgvm.OPTION_NAMES)


def features(obs, n):
    """One row of features per legal option: its kind, its source and target objects, the game state."""
    opts = obs[OPT0:OPT0 + n * NP].reshape(n, NP).astype(np.float32)
    objs = obs[OBJ0:OPT0].reshape(mtgvm.OBS_OBJECTS, NO).astype(np.float32)
    kind = np.zeros((n, KINDS), np.float32)
    kind[np.arange(n), (opts[:, P["kind"]] - 1).astype(int)] = 1
    def obj_feats(col):
        rows = opts[:, P[col]].astype(int)
        f = np.zeros((n, 5), np.float32)
        has = rows > 0
        o = objs[np.maximum(rows - 1, 0)]
        f[:, 0] = has
        f[:, 1] = has * o[:, O["power"]] / 5
        f[:, 2] = has * o[:, O["toughness"]] / 5
        f[:, 3] = has * o[:, O["mine"]]
        f[:, 4] = has * o[:, O["mana_value"]] / 5
        return f
    target_player = np.stack([opts[:, P["target"]] == -1, opts[:, P["target"]] == -2], 1).astype(np.float32)
    glob = np.array([obs[G["my_life"]] / 20, obs[G["opp_life"]] / 20, obs[G["my_turn"]], obs[G["step"]] / 12, 1.0],
                    np.float32)
    return np.concatenate([kind, obj_feats("source"), obj_feats("target"), target_player,
                           opts[:, P["value"]:P["value"] + 1] / 5, np.tile(glob, (n, 1)),
                           kind * obs[G["my_turn"]]], 1)


def main(episodes=1500, block=150, lr=0.05, seed=0):
    env = mtgvm.Env(opponent="random", seed=seed)
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=0)
    theta = np.zeros(features(obs, int(info["legal"])).shape[1], np.float32)
    baseline, wins, rates = 0.0, 0, []
    for ep in range(episodes):
        obs, info = env.reset(seed=ep)
        grads, done, reward = [], False, 0.0
        while not done:
            n = int(info["legal"])
            phi = features(obs, n)
            logits = phi @ theta
            p = np.exp(logits - logits.max())
            p /= p.sum()
            a = int(rng.choice(n, p=p))
            grads.append(phi[a] - p @ phi)
            obs, reward, terminated, truncated, info = env.step(a)
            done = terminated or truncated
        advantage = reward - baseline
        baseline += 0.05 * (reward - baseline)
        theta += lr * advantage * np.sum(grads, 0) / max(1, len(grads)) ** 0.5
        wins += reward > 0
        if (ep + 1) % block == 0:
            rates.append(wins / block)
            print("episodes %5d  win rate vs random %.2f" % (ep + 1, wins / block), flush=True)
            wins = 0
    env.close()
    return rates


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:2]))
