"""env.py: a Gymnasium-shaped single-agent environment against a built-in opponent."""
import random as _random

from ._lib import MAX_OPTIONS
from .game import Agent, Deck, Game, Pack

OBS_FIELDS = ("turn", "step", "active", "to_play", "life0", "life1", "hand0", "hand1",
              "library0", "library1", "battlefield0", "battlefield1", "graveyard0", "graveyard1")


class Env:
    """reset(seed) -> (obs, info); step(a) -> (obs, reward, terminated, truncated, info).

    The learner plays seat `player`; the opponent's decisions are made by a built-in agent.
    obs is a list of the OBS_FIELDS numbers (the learner's public view); info["action_mask"] marks the
    legal option indices among MAX_OPTIONS. Reward is +1 / -1 / 0 at the end."""

    def __init__(self, pack=None, decks=("default_a", "default_b"), opponent="random", player=0,
                 max_turns=200, seed=None):
        self.pack = pack if isinstance(pack, Pack) else Pack(pack)
        self.decks = [d if isinstance(d, Deck) else Deck(self.pack, d) for d in decks]
        self.opponent_kind, self.player, self.max_turns = opponent, player, max_turns
        self.observation_size, self.action_size = len(OBS_FIELDS), MAX_OPTIONS
        self.game = None
        self._rng = _random.Random(seed)
        self._opponent = None

    def _obs(self):
        g, me = self.game, self.player
        z = g.zone_size
        return [g.turn, ["untap", "upkeep", "draw", "main1", "begin_combat", "declare_attackers",
                         "declare_blockers", "first_strike_damage", "combat_damage", "end_combat",
                         "main2", "end", "cleanup"].index(g.step), g.active_player, g.to_play,
                g.life(me), g.life(1 - me), z(me, "hand"), z(1 - me, "hand"), z(me, "library"),
                z(1 - me, "library"), z(me, "battlefield"), z(1 - me, "battlefield"),
                z(me, "graveyard"), z(1 - me, "graveyard")]

    def _info(self):
        g = self.game
        return {"action_mask": g.action_mask(MAX_OPTIONS) if not g.done else [0] * MAX_OPTIONS,
                "legal": g.legal_actions if not g.done else 0, "result": g.result, "turn": g.turn}

    def _run_opponent(self):
        g = self.game
        while not g.done and g.to_play != self.player:
            g.apply(self._opponent.choose(g))

    def reset(self, seed=None, options=None):
        if seed is None:
            seed = self._rng.getrandbits(63)
        if self.game is not None:
            self.game.close()
        self._opponent = Agent(self.opponent_kind, seed ^ 0x5EED)
        self.game = Game(self.pack, self.decks[0], self.decks[1], seed=seed, max_turns=self.max_turns)
        self._run_opponent()
        return self._obs(), self._info()

    def _reward(self):
        r = self.game.result
        return 1.0 if r == "win:%d" % self.player else -1.0 if r == "win:%d" % (1 - self.player) else 0.0

    def step(self, action):
        self.game.apply(action)
        self._run_opponent()
        g = self.game
        terminated = g.done and g.result != "truncated"
        truncated = g.result == "truncated"
        return self._obs(), self._reward() if g.done else 0.0, terminated, truncated, self._info()

    def close(self):
        if self.game is not None:
            self.game.close()
            self.game = None
