"""test_lib.py: the ctypes declarations against include/mtgvm.h and the .def tables, and handle lifetimes."""
import ctypes
import os
import re
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "python"))

try:
    import mtgvm
    from mtgvm import _lib
    PACK = mtgvm.Pack()
except Exception as e:  # the library or the packs are not built
    raise unittest.SkipTest("mtgvm not built: %s" % e)

HEADER = os.path.join(ROOT, "include", "mtgvm.h")
DEFS = os.path.join(ROOT, "include", "mtgvm_decisions.def")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def header_text():
    text = read(HEADER)
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def header_functions():
    """{name: (return type, [parameter types])} for every MTG_API declaration of the header."""
    out = {}
    for ret, name, params in re.findall(r"MTG_API\s+([^;(]*?)\b(mtg_\w+)\s*\(([^)]*)\)\s*;", header_text()):
        types = []
        for p in params.split(","):
            p = " ".join(p.split())
            if p in ("", "void"):
                continue
            # drop the parameter name: the last identifier, unless the whole thing is a type
            m = re.match(r"^(.*?[\s*])(\w+)$", p)
            types.append(" ".join(m.group(1).replace("*", " * ").split()) if m else p)
        out[name] = (" ".join(ret.replace("*", " * ").split()), types)
    return out


def header_define(name):
    m = re.search(r"#define\s+%s\s+\(?(-?\w+?)u?\)?\s" % name, header_text())
    return int(m.group(1), 0)


SCALARS = {"int": ctypes.c_int, "uint64_t": ctypes.c_uint64, "uint32_t": ctypes.c_uint32, "size_t": ctypes.c_size_t,
           "void": None}


def compatible(ctype, declared):
    """Whether the ctypes type declared in _lib fits the C type from the header."""
    c = declared.replace("const ", "")
    if c.endswith("*"):
        if c == "char *":
            return ctype is ctypes.c_char_p
        return ctype is ctypes.c_void_p or ctype is ctypes.c_char_p and c == "void *" or \
            (isinstance(ctype, type) and issubclass(ctype, ctypes._Pointer))
    return ctype is SCALARS[c]


class DeclarationTest(unittest.TestCase):
    def test_every_function_declared_with_the_header_signature(self):
        funcs = header_functions()
        self.assertGreater(len(funcs), 40)
        self.assertEqual(sorted(set(funcs) - set(_lib._SIGNATURES)), [], "functions of mtgvm.h missing from _lib")
        self.assertEqual(sorted(set(_lib._SIGNATURES) - set(funcs)), [], "functions in _lib not in mtgvm.h")
        for name, (ret, params) in sorted(funcs.items()):
            restype, argtypes = _lib._SIGNATURES[name]
            self.assertEqual(len(argtypes), len(params), "%s: %s" % (name, params))
            self.assertTrue(compatible(restype, ret), "%s returns %s, declared %r" % (name, ret, restype))
            for i, (a, p) in enumerate(zip(argtypes, params)):
                self.assertTrue(compatible(a, p), "%s parameter %d is %s, declared %r" % (name, i, p, a))

    def test_constants_match_the_header(self):
        self.assertEqual(_lib.MAX_OPTIONS, header_define("MTG_MAX_OPTIONS"))
        self.assertEqual(_lib.EVENT_RING, header_define("MTG_EVENT_RING"))
        self.assertEqual(mtgvm.OBS_OBJECTS, header_define("MTG_OBS_OBJECTS"))
        self.assertEqual(mtgvm.OBS_ACTIONS, header_define("MTG_OBS_ACTIONS"))
        game = mtgvm.game
        self.assertEqual(game.FLAG_STOP_FORCED, header_define("MTG_FLAG_STOP_FORCED"))
        self.assertEqual(game.FLAG_NO_MULLIGAN, header_define("MTG_FLAG_NO_MULLIGAN"))
        self.assertEqual(game.NONE, header_define("MTG_NONE"))
        for zone, i in game.ZONES.items():
            self.assertEqual(header_define("MTG_ZONE_" + zone.upper()), i)
        for i, name in game.RESULTS.items():
            key = {"ongoing": "ONGOING", "win:0": "WIN0", "win:1": "WIN1", "draw": "DRAW", "truncated": "TRUNCATED"}
            self.assertEqual(header_define("MTG_RESULT_" + key[name]), i)
        self.assertEqual(header_define("MTG_CONFIG_VERSION"), 1)

    def test_struct_layouts(self):
        self.assertEqual(ctypes.sizeof(_lib.Option), 8)
        self.assertEqual(ctypes.sizeof(_lib.Decision), 8 + 8 * _lib.MAX_OPTIONS)
        self.assertEqual(ctypes.sizeof(_lib.Config), 24)
        self.assertEqual(_lib.Config.seed.offset, 8)
        cfg = _lib.Config()
        _lib.lib.mtg_config_init(ctypes.byref(cfg))
        self.assertEqual((cfg.version, cfg.seed, cfg.max_turns, cfg.first_player), (1, 0, 200, -1))

    def test_kind_names_follow_the_def_file(self):
        text = read(DEFS)
        decisions = re.findall(r'^DECISION\(\w+, "(\w+)"', text, re.M)
        options = re.findall(r'^OPTION\(\w+, "(\w+)"', text, re.M)
        self.assertEqual(mtgvm.DECISION_NAMES, decisions)
        self.assertEqual(mtgvm.OPTION_NAMES, options)
        # and the library that was built agrees (a stale build would not)
        for i, name in enumerate(decisions):
            self.assertEqual(_lib.lib.mtg_decision_kind_name(i).decode(), name)
        for i, name in enumerate(options):
            self.assertEqual(_lib.lib.mtg_option_kind_name(i).decode(), name)
        self.assertIsNone(_lib.lib.mtg_decision_kind_name(len(decisions)))
        self.assertIsNone(_lib.lib.mtg_option_kind_name(len(options)))


def deck(name):
    return mtgvm.Deck(PACK, name)


class LifetimeTest(unittest.TestCase):
    """A handle closed in Python is never passed to C again, and one that C still reads is kept alive."""

    def test_closing_the_pack_keeps_it_alive_for_its_games(self):
        pack = mtgvm.Pack()
        a, b = mtgvm.Deck(pack, "default_a"), mtgvm.Deck(pack, "default_b")
        g = mtgvm.Game(pack, a, b, seed=1)
        pack.close()
        self.assertTrue(pack.closed)
        with self.assertRaises(mtgvm.MtgError):
            len(pack)
        with self.assertRaises(mtgvm.MtgError):
            mtgvm.Deck(pack, "default_a")
        with self.assertRaises(mtgvm.MtgError):
            mtgvm.Game(pack, a, b)
        self.assertIsNotNone(pack._ptr)  # still allocated: the game reads it
        c = g.clone()
        g.play(mtgvm.Agent("random", 1), mtgvm.Agent("random", 2))  # the engine reads the pack's cards
        self.assertTrue(g.done)
        a.close()
        b.close()
        g.close()
        self.assertIsNotNone(pack._ptr)  # the clone still uses it
        c.close()
        self.assertIsNone(pack._ptr)  # freed with its last user

    def test_closing_decks_keeps_them_for_a_vector_env(self):
        a, b = deck("default_a"), deck("default_b")
        v = mtgvm.VectorEnv(2, pack=PACK, decks=(a, b), seed=1, max_turns=3)
        a.close()
        b.close()
        obs, info = v.reset()
        for _ in range(300):  # games end at max_turns and restart from the decks
            masks = info["action_mask"]
            acts = []
            for i in range(2):
                row = list(masks[i]) if hasattr(masks, "shape") else list(masks[i * mtgvm.OBS_ACTIONS:(i + 1) * mtgvm.OBS_ACTIONS])
                acts.append(row.index(1))
            obs, rewards, terminated, truncated, info = v.step(acts)
        self.assertIsNotNone(a._ptr)
        v.close()
        self.assertIsNone(a._ptr)
        with self.assertRaises(mtgvm.MtgError):
            v.step([0, 0])

    def test_closed_deck_cannot_start_or_reset_a_game(self):
        a, b = deck("default_a"), deck("default_b")
        g = mtgvm.Game(PACK, a, b, seed=1)
        a.close()
        with self.assertRaises(mtgvm.MtgError):
            g.reset(2)
        with self.assertRaises(mtgvm.MtgError):
            mtgvm.Game(PACK, a, b)
        self.assertEqual(g.life(0), 20)  # the running game does not need its decks

    def test_context_managers(self):
        with mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=3) as g:
            g.apply(0)
        with self.assertRaises(mtgvm.MtgError):
            g.turn
        with mtgvm.Agent("greedy", 1) as agent:
            pass
        with self.assertRaises(mtgvm.MtgError):
            agent.choose(mtgvm.Game(PACK, deck("default_a"), deck("default_b")))
        with mtgvm.Env() as env:
            env.reset(seed=1)
        self.assertIsNone(env.game)
        with mtgvm.VectorEnv(1) as v:
            v.reset()
        with self.assertRaises(mtgvm.MtgError):
            v.reset()


class ErrorTest(unittest.TestCase):
    def new_game(self, seed=0):
        return mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=seed)

    def test_finished_game(self):
        g = self.new_game(4)
        g.play(mtgvm.Agent("random", 4), mtgvm.Agent("random", 5))
        h = g.hash()
        d = g.decision()
        self.assertEqual((d.kind, len(d)), ("none", 0))
        self.assertEqual(g.legal_actions, 0)
        with self.assertRaises(mtgvm.MtgError) as cm:
            g.apply(0)
        self.assertTrue(str(cm.exception))
        with self.assertRaises(mtgvm.MtgError):
            mtgvm.Agent("random").choose(g)
        self.assertEqual(g.play(mtgvm.Agent("random"), mtgvm.Agent("random")), g.result)  # nothing left to play
        self.assertEqual(g.hash(), h)

    def test_copy_between_packs_refused(self):
        other = mtgvm.Pack()
        g = self.new_game(1)
        o = mtgvm.Game(other, mtgvm.Deck(other, "default_a"), mtgvm.Deck(other, "default_b"), seed=2)
        h = o.hash()
        with self.assertRaises(mtgvm.MtgError) as cm:
            o.copy_from(g)
        self.assertIn("different packs", str(cm.exception))
        self.assertEqual(o.hash(), h)

    def test_deck_errors(self):
        with self.assertRaises(mtgvm.MtgError):
            mtgvm.Deck(PACK)
        with self.assertRaises(mtgvm.MtgError) as cm:
            mtgvm.Deck(PACK, "no_such_deck")
        self.assertIn("no_such_deck", str(cm.exception))
        with self.assertRaises(mtgvm.MtgError) as cm:
            mtgvm.Deck(PACK, "/nonexistent/deck.json")
        self.assertIn("/nonexistent/deck.json", str(cm.exception))
        d = mtgvm.Deck(PACK, os.path.join(ROOT, "data", "decks", "default_a.json"))
        self.assertGreaterEqual(len(d), 40)
        self.assertTrue(d.name)

    def test_pack_queries(self):
        n = len(PACK)
        self.assertGreater(n, 0)
        name = PACK.card_name(0)
        self.assertEqual(PACK.find_card(name), 0)
        with self.assertRaises(mtgvm.MtgError):
            PACK.card_name(n)
        with self.assertRaises(mtgvm.MtgError):
            PACK.find_card("No Such Card")

    def test_corrupt_pack_raises(self):
        import tempfile
        with tempfile.NamedTemporaryFile(suffix=".mtgpack") as f:
            f.write(b"not a pack at all" * 10)
            f.flush()
            with self.assertRaises(mtgvm.MtgError) as cm:
                mtgvm.Pack(f.name)
            self.assertTrue(str(cm.exception))

    def test_bad_players_and_zones(self):
        g = self.new_game(3)
        h = g.hash()
        for call in (lambda: g.life(2), lambda: g.life(-1), lambda: g.zone_size(0, 9), lambda: g.zone_size(0, "deck"),
                     lambda: g.zone_size(2, "hand"), lambda: g.observation(2), lambda: g.digest(3),
                     lambda: g.redeterminize(3, 1)):
            with self.assertRaises(mtgvm.MtgError):
                call()
        self.assertEqual(g.hash(), h)
        self.assertEqual(g.zone_size(1, 0) + g.zone_size(1, "hand"), g.zone_size(1, "library") + 7)

    def test_unknown_agent_and_option_text(self):
        with self.assertRaises(mtgvm.MtgError):
            mtgvm.Agent("clever")
        g = self.new_game(2)
        with self.assertRaises(mtgvm.MtgError):
            g.option_text(g.legal_actions)


class GameConfigTest(unittest.TestCase):
    def test_first_player_and_stop_forced(self):
        for first in (0, 1):
            g = mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=5, first_player=first, mulligans=False)
            self.assertEqual((g.turn, g.active_player), (1, first))
            g = mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=5, first_player=first)
            self.assertEqual(g.decision().kind, "mulligan")
            self.assertEqual(g.turn, 0)  # the mulligans come before turn 1
        forced = mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=5, stop_forced=True)
        seen_single = False
        while not forced.done and not seen_single:
            seen_single = forced.legal_actions == 1
            forced.apply(0)
        self.assertTrue(seen_single, "stop_forced shows decisions with one option")
        auto = mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=5)
        while not auto.done:
            self.assertGreater(auto.legal_actions, 1)
            auto.apply(auto.legal_actions - 1)

    def test_manual_mana(self):
        """MTG_FLAG_MANUAL_MANA: mana is paid one source at a time (decision pay_mana, options "tap X for {C}");
        the game still ends, and a clone keeps the flag (601.2g-h)."""
        g = mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=4, manual_mana=True)
        rng, kinds = __import__("random").Random(4), set()
        while not g.done:
            d = g.decision()
            kinds.add(d.kind)
            if d.kind == "pay_mana":
                self.assertTrue(all(o.kind == "mana" and o.text.startswith("tap ") for o in d.options))
                self.assertEqual(g.clone().config["manual_mana"], True)
            g.apply(rng.randrange(g.legal_actions))
        self.assertIn("pay_mana", kinds)
        auto = mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=4)
        while not auto.done:
            self.assertNotEqual(auto.decision().kind, "pay_mana")
            auto.apply(0)

    def test_max_turns_truncates(self):
        g = mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=1, max_turns=3)
        g.play(mtgvm.Agent("random", 1), mtgvm.Agent("random", 2))
        self.assertIn(g.result, ("truncated", "win:0", "win:1", "draw"))
        self.assertLessEqual(g.turn, 4)

    def test_log_read_as_it_goes_misses_nothing(self):
        g = mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=20)  # a game of 345 events
        lines = list(g.log)
        rng = __import__("random").Random(20)
        while not g.done:
            g.apply(rng.randrange(g.legal_actions))
            lines += g.log
        total = _lib.lib.mtg_game_event_count(g.ptr)
        self.assertGreater(total, _lib.EVENT_RING)  # a whole game outruns the ring
        self.assertEqual(len(lines), total)
        self.assertEqual(len(g.full_log()), _lib.EVENT_RING)
        self.assertEqual(g.full_log(), lines[-_lib.EVENT_RING:])
        self.assertEqual(g.log, [])
        g.reset(9)
        self.assertTrue(g.log)  # a new game's events, from its start

    def test_decision_view(self):
        g = mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=2, mulligans=False)
        d = g.decision()
        self.assertEqual(d.player, g.to_play)
        self.assertEqual(len(d), g.legal_actions)
        self.assertEqual([o.index for o in d.options], list(range(len(d))))
        self.assertEqual([o.text for o in d.options], [g.option_text(i) for i in range(len(d))])
        self.assertEqual(g.action_mask()[:len(d) + 1], [1] * len(d) + [0])
        self.assertEqual(len(g.action_mask()), _lib.MAX_OPTIONS)


class ThreadTest(unittest.TestCase):
    def test_games_in_threads_match_sequential_play(self):
        import threading

        def play(seed):
            g = mtgvm.Game(PACK, deck("default_a"), deck("default_b"), seed=seed)
            rng = __import__("random").Random(seed)
            while not g.done:
                g.apply(rng.randrange(g.legal_actions))
            return g.result, g.hash()

        seeds = list(range(40))
        expected = {s: play(s) for s in seeds}
        got, errors = {}, []

        def worker(part):
            try:
                for s in part:
                    got[s] = play(s)
            except Exception as e:  # reported below
                errors.append(e)
        threads = [threading.Thread(target=worker, args=(seeds[i::4],)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(errors, [])
        self.assertEqual(got, expected)


class EnvSeedTest(unittest.TestCase):
    def test_seeded_reset_fixes_later_resets(self):
        def episodes(env):
            out = [env.reset(seed=7)[0]]
            out += [env.reset()[0] for _ in range(3)]
            return [list(o) for o in out]
        a, b = mtgvm.Env(seed=1), mtgvm.Env(seed=2)
        self.assertEqual(episodes(a), episodes(b))

    def test_env_global_features_and_mask(self):
        env = mtgvm.Env(player=1, opponent="greedy")
        obs, info = env.reset(seed=3)
        glob, _, _ = mtgvm.split_observation(obs)
        for key in ("turn", "step", "my_life", "opp_life", "my_hand", "opp_hand", "my_library", "opp_library"):
            self.assertIn(key, glob)
        self.assertEqual((glob["my_life"], glob["opp_life"]), (20, 20))
        self.assertEqual(len(info["action_mask"]), mtgvm.OBS_ACTIONS)
        self.assertEqual(sum(info["action_mask"]), min(info["legal"], mtgvm.OBS_ACTIONS))
        self.assertEqual(env.game.to_play, 1)
        with self.assertRaises(mtgvm.MtgError):
            env.step(info["legal"])  # out of range: raises, the game does not move
        env.close()


if __name__ == "__main__":
    unittest.main()
