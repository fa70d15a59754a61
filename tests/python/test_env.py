"""test_env.py: observations, Env, SelfPlayEnv, VectorEnv -- contracts, hidden information, determinism."""
import os
import random
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "python"))

try:
    import mtgvm
    PACK = mtgvm.Pack()
except Exception as e:  # the library or the packs are not built
    raise unittest.SkipTest("mtgvm not built: %s" % e)


def new_game(seed=0):
    return mtgvm.Game(PACK, mtgvm.Deck(PACK, "default_a"), mtgvm.Deck(PACK, "default_b"), seed=seed)


def legal(mask):
    return [i for i, m in enumerate(mask) if m]


class ObservationTest(unittest.TestCase):
    def test_layout_and_schema(self):
        self.assertEqual(mtgvm.OBS_SIZE, len(mtgvm.OBS_GLOBALS) + mtgvm.OBS_OBJECTS * len(mtgvm.OBS_OBJECT_FIELDS)
                         + mtgvm.OBS_ACTIONS * len(mtgvm.OBS_OPTION_FIELDS))
        self.assertIn("my_life", mtgvm.OBS_GLOBALS)
        self.assertNotEqual(mtgvm.OBS_SCHEMA_HASH, 0)
        g = new_game(1)
        obs, mask = g.observation(g.to_play)
        self.assertEqual(len(obs), mtgvm.OBS_SIZE)
        self.assertEqual(len(mask), mtgvm.OBS_ACTIONS)
        glob, objects, options = mtgvm.split_observation(obs)
        self.assertEqual(glob["my_life"], 20)
        self.assertEqual(glob["my_hand"], 7)
        self.assertEqual(len(options), g.legal_actions)
        self.assertEqual(sum(mask), g.legal_actions)
        self.assertTrue(all(o["zone"] == 1 and o["mine"] == 1 for o in objects))

    def test_opponent_hand_never_revealed(self):
        # re-dealing what the viewer cannot see must leave the viewer's observation unchanged
        rng = random.Random(3)
        for seed in range(10):
            g = new_game(seed)
            for _ in range(rng.randrange(5, 60)):
                if g.done:
                    break
                g.apply(rng.randrange(g.legal_actions))
            if g.done:
                continue
            for viewer in (0, 1):
                before = list(g.observation(viewer)[0])
                c = g.clone()
                c.redeterminize(viewer, 1000 + seed)
                self.assertEqual(list(c.observation(viewer)[0]), before)
                _, objects, _ = mtgvm.split_observation(before)
                self.assertFalse([o for o in objects if o["zone"] == 1 and not o["mine"]])

    def test_observations_are_deterministic(self):
        def run(seed):
            g, rng, seen = new_game(seed), random.Random(seed), []
            while not g.done:
                seen.append(tuple(g.observation(g.to_play)[0]))
                g.apply(rng.randrange(g.legal_actions))
            return seen
        self.assertEqual(run(4), run(4))


class EnvTest(unittest.TestCase):
    def play(self, env, seed):
        obs, info = env.reset(seed=seed)
        self.assertEqual(len(obs), mtgvm.OBS_SIZE)
        self.assertEqual(info["schema_hash"], mtgvm.OBS_SCHEMA_HASH)
        rng, total, steps = random.Random(seed), 0.0, 0
        while True:
            obs, reward, terminated, truncated, info = env.step(rng.choice(legal(info["action_mask"])))
            total += reward
            steps += 1
            if terminated or truncated:
                return total, steps

    def test_env_contract(self):
        env = mtgvm.Env(opponent="random", seed=1)
        results = [self.play(env, s)[0] for s in range(10)]
        self.assertTrue(all(r in (-1.0, 0.0, 1.0) for r in results))
        with self.assertRaises(mtgvm.MtgError):
            env.step(0)  # the game is over
        env.close()

    def test_env_greedy_and_python_policy_opponents(self):
        for opponent in ("greedy", lambda game: game.legal_actions - 1):
            env = mtgvm.Env(opponent=opponent)
            total, steps = self.play(env, 5)
            self.assertGreater(steps, 0)
            env.close()

    def test_truncation(self):
        env = mtgvm.Env(max_turns=2)
        total, _ = self.play(env, 1)
        self.assertEqual(total, 0.0)
        self.assertEqual(env.game.result, "truncated")

    def test_same_seed_same_episode(self):
        a, b = mtgvm.Env(), mtgvm.Env()
        self.assertEqual(self.play(a, 9), self.play(b, 9))


class SelfPlayTest(unittest.TestCase):
    def test_both_seats_from_python(self):
        env = mtgvm.SelfPlayEnv()
        env.reset(seed=2)
        rng, seats = random.Random(0), set()
        while not any(env.terminations.values()) and not any(env.truncations.values()):
            agent = env.agent_selection
            seats.add(agent)
            obs, reward, term, trunc, info = env.last()
            self.assertEqual(sum(info["action_mask"]), env.game.legal_actions)
            env.step(rng.choice(legal(info["action_mask"])))
        self.assertEqual(seats, {"player0", "player1"})
        self.assertEqual(sum(env.rewards.values()), 0.0)
        env.close()


class VectorEnvTest(unittest.TestCase):
    def run_vec(self, threads, steps=200):
        v = mtgvm.VectorEnv(8, threads=threads, seed=3, max_turns=100)
        obs, info = v.reset()
        rng, trace, episodes = random.Random(1), [], 0
        for _ in range(steps):
            masks = info["action_mask"]
            acts = [rng.choice(legal(masks[i * mtgvm.OBS_ACTIONS:(i + 1) * mtgvm.OBS_ACTIONS]
                                     if not hasattr(masks, "shape") else masks[i])) for i in range(8)]
            obs, rewards, terminated, truncated, info = v.step(acts)
            episodes += sum(1 for t in terminated if t) + sum(1 for t in truncated if t)
            trace.append((tuple(int(x) for x in (obs.ravel() if hasattr(obs, "ravel") else obs))[::37],
                          tuple(float(r) for r in rewards)))
        v.close()
        return trace, episodes

    def test_threads_give_the_same_games(self):
        a, ea = self.run_vec(1)
        b, eb = self.run_vec(2)
        self.assertEqual(a, b)
        self.assertEqual(ea, eb)
        self.assertGreater(ea, 0)

    def test_bad_action_raises(self):
        v = mtgvm.VectorEnv(2, threads=1)
        v.reset()
        with self.assertRaises(mtgvm.MtgError) as cm:
            v.step([0, 999])
        self.assertIn("game 1", str(cm.exception))
        v.close()
        with self.assertRaises(mtgvm.MtgError):
            v.reset()
        with self.assertRaises(mtgvm.MtgError):
            mtgvm.VectorEnv(2, threads=4)


if __name__ == "__main__":
    unittest.main()
