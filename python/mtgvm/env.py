"""env.py: Gymnasium-shaped environments -- Env (one game vs a built-in or Python opponent), SelfPlayEnv (both
seats from Python, turn-based like PettingZoo's AEC) and VectorEnv (n games stepped by a C thread pool)."""
import ctypes
import random as _random

from ._lib import OBS_ACTIONS, OBS_GLOBALS, OBS_SCHEMA_HASH, OBS_SIZE, MtgError, errmsg, lib
from .game import Agent, Deck, Game, Pack, _Handle
from .obs import Observer, buffer, np

try:
    import gymnasium
    from gymnasium import spaces as _spaces
    _Base = gymnasium.Env
except ImportError:  # fully usable without gymnasium
    gymnasium, _spaces, _Base = None, None, object

AGENT_KINDS = {"random": 0, "greedy": 1}
_G_RESULT, _G_OPTIONS, _G_TURN = (OBS_GLOBALS.index(n) for n in ("result", "options", "turn"))
_RESULT_NAMES = {0: "ongoing", 1: "won", -1: "lost", 2: "draw", 3: "truncated"}


def _spaces_or_description():
    if _spaces is not None:
        return (_spaces.Box(low=-32768, high=32767, shape=(OBS_SIZE,), dtype=np.int16),
                _spaces.Discrete(OBS_ACTIONS))
    return ({"shape": (OBS_SIZE,), "dtype": "int16", "low": -32768, "high": 32767}, {"n": OBS_ACTIONS})


def _setup(pack, decks):
    pack = pack if isinstance(pack, Pack) else Pack(pack)
    return pack, [d if isinstance(d, Deck) else Deck(pack, d) for d in decks]


class Env(_Base):
    """One game: the learner plays seat `player`; the other seat is a built-in agent ("random", "greedy")
    or a Python policy: a callable(game) -> option index.

    reset(seed=None, options=None) -> (obs, info); step(action) -> (obs, reward, terminated, truncated, info).
    obs: the learner's view (OBS_SIZE int16; see docs/python.md); info["action_mask"]: OBS_ACTIONS 0/1 values;
    reward +1 / -1 / 0 when the game ends; truncated when it reaches max_turns."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, pack=None, decks=("default_a", "default_b"), opponent="random", player=0, max_turns=200,
                 seed=None):
        self.pack, self.decks = _setup(pack, decks)
        self.opponent, self.player, self.max_turns = opponent, player, max_turns
        self.observation_space, self.action_space = _spaces_or_description()
        self.game = None
        self._rng = _random.Random(seed)
        self._agent = None
        self._result = 0
        self._observer = Observer()

    def _observe(self):
        obs, mask = self._observer.observe(lib, self.game.ptr, self.player)
        obs = obs.copy() if np is not None else list(obs)
        mask = mask.copy() if np is not None else list(mask)
        result = int(obs[_G_RESULT])
        self._result = result
        return obs, {"action_mask": mask, "legal": int(obs[_G_OPTIONS]), "turn": int(obs[_G_TURN]),
                     "result": _RESULT_NAMES[result] if result in _RESULT_NAMES else "ongoing",
                     "schema_hash": OBS_SCHEMA_HASH}

    def _opponent_move(self):
        g = self.game
        return self.opponent(g) if callable(self.opponent) else self._agent.choose(g)

    def _run_opponent(self):
        g = self.game
        if not callable(self.opponent):  # the built-in agent plays in C, one call
            if lib.mtg_agent_play_until(self._agent.ptr, g.ptr, self.player) < 0:
                raise MtgError(errmsg(g.ptr))
            return
        while not g.done and g.to_play != self.player:
            g.apply(self._opponent_move())

    def reset(self, seed=None, options=None):
        """Starts a new game. A seed seeds the episode and, as in Gymnasium, the stream of seeds that later
        reset() calls without one draw from; options is accepted for the Gymnasium signature and unused."""
        if seed is None:
            seed = self._rng.getrandbits(63)
        else:
            self._rng = _random.Random(seed)
        if not callable(self.opponent):
            if self._agent is not None:
                self._agent.close()
            self._agent = Agent(self.opponent, seed ^ 0x5EED)
        if self.game is None:
            self.game = Game(self.pack, self.decks[0], self.decks[1], seed=seed, max_turns=self.max_turns)
        else:
            self.game.reset(seed)
        self._run_opponent()
        return self._observe()

    def step(self, action):
        if self.game is None or self._result != 0:
            raise MtgError("step() before reset() or after the game ended")
        if lib.mtg_apply(self.game.ptr, int(action)) < 0:
            raise MtgError(errmsg(self.game.ptr))
        self._run_opponent()
        obs, info = self._observe()
        r = self._result  # from the learner's side: 1 won, -1 lost, 2 draw, 3 truncated
        return obs, float(r) if r in (1, -1) else 0.0, r in (1, -1, 2), r == 3, info

    def render(self):
        return "\n".join(self.game.full_log()[-20:]) if self.game else ""

    def close(self):
        if self.game is not None:
            self.game.close()
            self.game = None
        if self._agent is not None:
            self._agent.close()
            self._agent = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class SelfPlayEnv:
    """Both seats driven from Python, one decision at a time (PettingZoo AEC style):
    agent_selection names who decides; observe(agent) and action_mask(agent) give that agent's view;
    step(action) applies the deciding agent's action; rewards / terminations / truncations per agent."""

    agents = ("player0", "player1")

    def __init__(self, pack=None, decks=("default_a", "default_b"), max_turns=200):
        self.pack, self.decks = _setup(pack, decks)
        self.max_turns = max_turns
        self.game = None
        self._observer = Observer()
        self.observation_space, self.action_space = _spaces_or_description()

    def reset(self, seed=0):
        if self.game is None:
            self.game = Game(self.pack, self.decks[0], self.decks[1], seed=seed, max_turns=self.max_turns)
        else:
            self.game.reset(seed)
        self._update()

    def _update(self):
        g = self.game
        self.agent_selection = self.agents[g.to_play]
        r = g.result
        win = {"win:0": (1.0, -1.0), "win:1": (-1.0, 1.0)}.get(r, (0.0, 0.0))
        self.rewards = dict(zip(self.agents, win))
        self.terminations = {a: g.done and r != "truncated" for a in self.agents}
        self.truncations = {a: r == "truncated" for a in self.agents}

    def observe(self, agent):
        obs, _ = self._observer.observe(lib, self.game.ptr, self.agents.index(agent))
        return obs.copy() if np is not None else list(obs)

    def action_mask(self, agent):
        _, mask = self._observer.observe(lib, self.game.ptr, self.agents.index(agent))
        return mask.copy() if np is not None else list(mask)

    def last(self):
        a = self.agent_selection
        return self.observe(a), self.rewards[a], self.terminations[a], self.truncations[a], {
            "action_mask": self.action_mask(a)}

    def step(self, action):
        self.game.apply(int(action))
        self._update()

    def close(self):
        if self.game is not None:
            self.game.close()
            self.game = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class VectorEnv(_Handle):
    """n games stepped in one call by a pool of C threads; the learner is player 0 of each, against a built-in
    opponent. Observations, masks, rewards and dones are written by C into preallocated buffers (numpy arrays
    sharing that memory when numpy is installed). Finished games restart at once (auto-reset)."""

    _free = staticmethod(lib.mtg_vec_free)

    def __init__(self, n, threads=1, pack=None, decks=("default_a", "default_b"), opponent="random", seed=0,
                 max_turns=200):
        super().__init__(None)
        self.pack, self.decks = _setup(pack, decks)
        if opponent not in AGENT_KINDS:
            raise MtgError("opponent must be one of %s" % ", ".join(AGENT_KINDS))
        self.n = n
        ptr = lib.mtg_vec_new(self.pack.ptr, self.decks[0].ptr, self.decks[1].ptr, n, threads,
                              AGENT_KINDS[opponent], seed, max_turns)
        if not ptr:
            raise MtgError("VectorEnv: out of memory")
        if lib.mtg_errcode(ptr):
            msg = errmsg(ptr)
            lib.mtg_vec_free(ptr)
            raise MtgError(msg)
        self._ptr = ptr
        self._use([self.pack, self.decks[0], self.decks[1]])  # C restarts games from these
        self._obs_raw, obs = buffer(ctypes.c_int16, n * OBS_SIZE)
        self._mask_raw, mask = buffer(ctypes.c_uint8, n * OBS_ACTIONS)
        self._rew_raw, self.rewards = buffer(ctypes.c_float, n)
        self._done_raw, self.dones = buffer(ctypes.c_uint8, n)
        self._act_raw, self._actions = buffer(ctypes.c_int32, n)
        self.obs = obs.reshape(n, OBS_SIZE) if np is not None else obs
        self.masks = mask.reshape(n, OBS_ACTIONS) if np is not None else mask
        self.observation_space, self.action_space = _spaces_or_description()

    def _check(self, rc):
        if rc < 0:
            raise MtgError(errmsg(self.ptr) or "VectorEnv call failed")

    def reset(self, seed=None):
        self._check(lib.mtg_vec_reset(self.ptr, self._obs_raw, self._mask_raw))
        return self.obs, {"action_mask": self.masks, "schema_hash": OBS_SCHEMA_HASH}

    def step(self, actions):
        """actions: n option indices. Returns (obs, rewards, terminated, truncated, info) -- views of the C buffers,
        overwritten by the next call."""
        ptr = self.ptr
        if len(actions) != self.n:
            raise MtgError("VectorEnv.step: %d actions for %d games" % (len(actions), self.n))
        if np is not None:
            self._actions[:] = actions
        else:
            for i, a in enumerate(actions):
                self._act_raw[i] = int(a)
        self._check(lib.mtg_vec_step(ptr, self._act_raw, self._obs_raw, self._rew_raw, self._done_raw,
                                     self._mask_raw))
        if np is not None:
            terminated, truncated = self.dones == 1, self.dones == 2
        else:
            terminated = [d == 1 for d in self.dones]
            truncated = [d == 2 for d in self.dones]
        return self.obs, self.rewards, terminated, truncated, {"action_mask": self.masks}

if gymnasium is not None:  # registered when gymnasium is importable
    try:
        gymnasium.register(id="mtgvm/Duel-v0", entry_point="mtgvm.env:Env")
    except Exception:
        pass
