"""test_game.py: the ctypes layer -- full games, errors, determinism, clones, agents, the Env contract."""
import json
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


def new_game(seed=0, **kw):
    return mtgvm.Game(PACK, mtgvm.Deck(PACK, "default_a"), mtgvm.Deck(PACK, "default_b"), seed=seed, **kw)


class GameTest(unittest.TestCase):
    def test_100_random_games_through_ctypes(self):
        rng = random.Random(1)
        results = {}
        for seed in range(100):
            g = new_game(seed)
            steps = 0
            while not g.done:
                d = g.decision()
                self.assertGreater(len(d), 0)
                g.apply(rng.randrange(len(d)))
                steps += 1
            self.assertIn(g.result, ("win:0", "win:1", "draw", "truncated"))
            results[g.result] = results.get(g.result, 0) + 1
            g.close()
        self.assertEqual(sum(results.values()), 100)

    def test_bad_option_raises_and_leaves_state(self):
        g = new_game(3)
        before = g.hash()
        n = g.legal_actions
        for bad in (-1, n, n + 5, 10 ** 6):
            with self.assertRaises(mtgvm.MtgError) as cm:
                g.apply(bad)
            self.assertIn("out of range", str(cm.exception))
            self.assertEqual(g.hash(), before)

    def test_determinism(self):
        def run(seed):
            g, rng, hashes = new_game(seed), random.Random(seed), []
            while not g.done:
                g.apply(rng.randrange(g.legal_actions))
                hashes.append(g.hash())
            return hashes, g.result
        self.assertEqual(run(11), run(11))

    def test_replay_reproduces(self):
        g, rng = new_game(5), random.Random(2)
        while not g.done:
            g.apply(rng.randrange(g.legal_actions))
        r = mtgvm.replay(PACK, g.decks[0], g.decks[1], g.choices, seed=5)
        self.assertEqual(r.hash(), g.hash())

    def test_clone_is_independent(self):
        g = new_game(7)
        c = g.clone()
        self.assertEqual(c.hash(), g.hash())
        h = g.hash()
        while not c.done:
            c.apply(0 if c.legal_actions == 1 else 1)
        self.assertEqual(g.hash(), h)
        c.copy_from(g)
        self.assertEqual(c.hash(), g.hash())

    def test_decision_structure(self):
        g = new_game(1, mulligans=False)
        d = g.decision()
        self.assertIn(d.kind, mtgvm.DECISION_NAMES)
        for o in d.options:
            self.assertIn(o.kind, mtgvm.OPTION_NAMES)
            self.assertTrue(o.text)
        self.assertEqual(g.life(0), 20)
        self.assertEqual(g.zone_size(0, "hand") + g.zone_size(1, "hand") >= 14, True)

    def test_bad_deck_names_the_card(self):
        with self.assertRaises(mtgvm.MtgError) as cm:
            mtgvm.Deck.from_json(PACK, '{"name": "x", "cards": {"Forest": 20, "Black Lotus": 1}}', "mine.json")
        self.assertIn("Black Lotus", str(cm.exception))
        self.assertIn("mine.json", str(cm.exception))
        with self.assertRaises(mtgvm.MtgError):
            mtgvm.Deck.from_json(PACK, '{"name": "x", "cards": ', "broken.json")

    def test_missing_pack_raises(self):
        with self.assertRaises(mtgvm.MtgError) as cm:
            mtgvm.Pack("/nonexistent/x.mtgpack")
        self.assertIn("/nonexistent/x.mtgpack", str(cm.exception))

    def test_use_after_close_raises(self):
        g = new_game(1)
        g.close()
        with self.assertRaises(mtgvm.MtgError):
            g.apply(0)
        with self.assertRaises(mtgvm.MtgError):
            g.hash()
        g.close()  # closing twice is harmless

    def test_agents_play_to_the_end(self):
        g = new_game(9)
        self.assertIn(g.play(mtgvm.Agent("greedy", 1), mtgvm.Agent("random", 2)), ("win:0", "win:1", "draw", "truncated"))
        self.assertTrue(g.full_log())
        with self.assertRaises(mtgvm.MtgError):
            mtgvm.Agent("clever")

    def test_log_reads_new_lines(self):
        g = new_game(2)
        first = g.log
        self.assertTrue(any("opening hand" in line for line in first))
        self.assertEqual(g.log, [])

    def test_explain(self):
        g = new_game(6)
        ex = g.explain(0)
        self.assertEqual(ex["object"], 0)
        self.assertTrue(ex["name"])
        for field in ("power", "toughness", "controller", "types", "subtypes", "colors", "abilities"):
            c = ex["characteristics"][field]
            self.assertEqual(c["printed"], c["current"])  # no continuous effects exist yet
            self.assertEqual(c["effects"], [])
        with self.assertRaises(mtgvm.MtgError):
            g.explain(10 ** 6)

    def test_redeterminize_keeps_view(self):
        g = new_game(4)
        me = g.to_play
        view = g.digest(me)
        g.redeterminize(me, 99)
        self.assertEqual(g.digest(me), view)

    def test_face_down_hidden_from_the_opponent(self):
        """708.5-6: a manifested card (701.40a) is its controller's to look at: their observation names its card; the
        opponent's observation, the log and the explain API show a face-down 2/2 only, and re-dealing what the opponent
        can't see (the manifested cards too) leaves the opponent's digest as it was; its turning face up is public."""
        cards = {"Plains": 16, "Soul Summons": 12, "Silvercoat Lion": 5, "Helpful Hunter": 5, "Glorious Anthem": 2}
        deck = mtgvm.Deck.from_json(PACK, json.dumps({"name": "w", "cards": cards}))
        fd = PACK.find_card("Face-down creature")
        seen, turned = 0, 0
        for seed in range(30):
            g, rng = mtgvm.Game(PACK, deck, deck, seed=seed), random.Random(seed)
            while not g.done:
                g.apply(rng.randrange(g.legal_actions))
                for line in g.log:
                    if "manifests" in line:
                        self.assertRegex(line, r"^player [01] manifests the top card of their library \(701.40a\)$")
                    turned += " face up" in line
                views = [mtgvm.split_observation(g.observation(p)[0])[1] for p in (0, 1)]
                for r0, r1 in zip(views[0], views[1]):  # the battlefield rows come first, in the same order
                    if r0["zone"] != 2 or not r0["face_down"]:
                        continue
                    self.assertEqual(r1["face_down"], 1)
                    mine, theirs = (r0, r1) if r0["mine"] else (r1, r0)
                    self.assertEqual(theirs["card"], fd + 1)  # the opponent's view: the face-down 2/2
                    self.assertNotEqual(mine["card"], fd + 1)  # its controller's: the card it is
                    self.assertEqual((theirs["power"] - theirs["toughness"], theirs["mana_value"]), (0, 0))
                    seen += 1
                if seen and not g.done and rng.random() < 0.05:
                    for p in (0, 1):
                        view, c = g.digest(p), g.clone()
                        c.redeterminize(p, rng.randrange(1 << 30))
                        self.assertEqual(c.digest(p), view)
                        c.close()
            for o in range(256):
                try:
                    e = g.explain(o)
                except mtgvm.MtgError:
                    continue
                if e.get("face_down"):
                    self.assertEqual(e["name"], "Face-down creature")
                    self.assertEqual(e["characteristics"]["abilities"]["printed"], [])
            g.close()
        self.assertGreater(seen, 50)
        self.assertGreater(turned, 5)

    def test_decisions_while_a_spell_resolves(self):
        """Scry, surveil, their order and ward come through like any decision; the cards a player looks at are in
        their own observation only."""
        blue = {"Island": 13, "Temple of Epiphany": 3, "Opt": 4, "Lightshell Duo": 4, "Rune-Sealed Wall": 4,
                "Shock": 4, "Fanatical Firebrand": 4, "Mountain": 4}
        black = {"Swamp": 14, "Forest": 4, "Sire of Seven Deaths": 4, "Scarblade Scout": 6, "Skeleton Archer": 6,
                 "Llanowar Elves": 6}
        decks = [mtgvm.Deck.from_json(PACK, json.dumps({"name": n, "cards": c})) for n, c in (("u", blue), ("b", black))]
        seen = set()
        for seed in range(40):
            g, rng = mtgvm.Game(PACK, decks[0], decks[1], seed=seed), random.Random(seed)
            while not g.done:
                d = g.decision()
                if d.kind in ("scry", "surveil", "top", "ward"):
                    seen.add(d.kind)
                    kinds = {"scry": {"bottom", "done"}, "surveil": {"graveyard", "done"}, "top": {"top"},
                             "ward": {"pay", "decline"}}[d.kind]
                    self.assertTrue({o.kind for o in d.options} <= kinds)
                    for p in (0, 1):
                        _, rows, options = mtgvm.split_observation(g.observation(p)[0])
                        library = [r for r in rows if r["zone"] == 0]
                        self.assertEqual(bool(library), p == d.player and d.kind != "ward")
                        self.assertEqual(len(options), len(d.options) if p == d.player else 0)
                g.apply(rng.randrange(len(d)))
            g.close()
        self.assertEqual(seen, {"scry", "surveil", "top", "ward"})

    def test_may_and_search_decisions(self):
        """'You may' and library searches come through like any decision: yes/no, find/done; the searcher sees the
        cards that fit in their observation, the opponent sees no library card and no option."""
        decks = [mtgvm.Deck(PACK, n) for n in ("green_white_search", "blue_black_tutors")]
        seen = set()
        for seed in range(30):
            g, rng = mtgvm.Game(PACK, decks[seed % 2], decks[1 - seed % 2], seed=seed), random.Random(seed)
            while not g.done:
                d = g.decision()
                if d.kind in ("may", "search"):
                    seen.add(d.kind)
                    kinds = {"may": {"yes", "no"}, "search": {"find", "done"}}[d.kind]
                    self.assertTrue({o.kind for o in d.options} <= kinds)
                    for p in (0, 1):
                        _, rows, options = mtgvm.split_observation(g.observation(p)[0])
                        library = [r for r in rows if r["zone"] == 0]
                        if p != d.player:
                            self.assertEqual(library, [])
                        self.assertEqual(len(options), len(d.options) if p == d.player else 0)
                g.apply(rng.randrange(len(d)))
            g.close()
        self.assertEqual(seen, {"may", "search"})


if __name__ == "__main__":
    unittest.main()
