"""game.py: Pack, Deck, Game and Agent -- Python objects over the engine's handles."""
import ctypes
import os

from ._lib import (DECISION_NAMES, EVENT_RING, MAX_OPTIONS, OPTION_NAMES, Config, MtgError, errmsg, find_deck,
                   find_pack, lib)

RESULTS = {0: "ongoing", 1: "win:0", 2: "win:1", 3: "draw", 4: "truncated"}
ZONES = {"library": 0, "hand": 1, "battlefield": 2, "graveyard": 3, "stack": 4, "exile": 5}
FLAG_STOP_FORCED = 1
FLAG_NO_MULLIGAN = 2
FLAG_MANUAL_MANA = 4


def _flags(stop_forced=False, mulligans=True, manual_mana=False):
    """The config flags of these options."""
    return ((FLAG_STOP_FORCED if stop_forced else 0) | (0 if mulligans else FLAG_NO_MULLIGAN) |
            (FLAG_MANUAL_MANA if manual_mana else 0))
NONE = 0xFFFF


class _Handle:
    """Owns one engine handle; use after close raises MtgError instead of touching freed memory.

    A handle that others still use in C (a pack read by its games, the decks a VectorEnv restarts games
    from) is closed for Python at once but freed only when the last user is freed, so C never reads
    freed memory, whatever order handles are closed or collected in."""
    _free = None

    def __init__(self, ptr, uses=()):
        self._ptr = ptr
        self._closed = False
        self._users = 0
        self._uses = ()
        self._use(uses)

    def _use(self, handles):
        """Records that this handle's C object reads `handles` until it is freed."""
        for h in handles:
            if not h._ptr:
                raise MtgError("%s is closed" % type(h).__name__)
            h._users += 1
        self._uses = tuple(self._uses) + tuple(handles)

    @property
    def ptr(self):
        if self._closed or not self._ptr:
            raise MtgError("%s is closed" % type(self).__name__)
        return self._ptr

    @property
    def closed(self):
        return self._closed or not self._ptr

    def close(self):
        self._closed = True
        if self._users == 0:
            self._release()

    def _release(self):
        ptr, self._ptr = self._ptr, None
        if ptr:
            type(self)._free(ptr)
        uses, self._uses = self._uses, ()
        for h in uses:
            h._users -= 1
            if h._closed and h._users == 0:
                h._release()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass


def _player(p):
    """A player index, checked: life totals can be negative, so C's -1 for a bad player is not an error value."""
    if p not in (0, 1):
        raise MtgError("player must be 0 or 1, not %r" % (p,))
    return int(p)


def _zone(zone):
    if isinstance(zone, str):
        if zone not in ZONES:
            raise MtgError("unknown zone %r: expected one of %s" % (zone, ", ".join(ZONES)))
        return ZONES[zone]
    if zone not in ZONES.values():
        raise MtgError("zone must be 0..5 or a name (%s), not %r" % (", ".join(ZONES), zone))
    return int(zone)


def _checked(ptr, what):
    if not ptr:
        raise MtgError("%s: out of memory" % what)
    if lib.mtg_errcode(ptr) != 0:
        msg = errmsg(ptr)
        return msg
    return None


class Pack(_Handle):
    """A compiled card pack (read-only, shareable across games and threads)."""
    _free = staticmethod(lib.mtg_pack_free)

    def __init__(self, path=None):
        super().__init__(None)
        path = path or find_pack()
        path = os.fspath(path)
        ptr = lib.mtg_pack_load(path.encode())
        msg = _checked(ptr, "pack")
        if msg is not None:
            lib.mtg_pack_free(ptr)
            raise MtgError(msg)
        self._ptr = ptr
        self.path = path

    def __len__(self):
        return lib.mtg_pack_card_count(self.ptr)

    def card_name(self, card):
        name = lib.mtg_pack_card_name(self.ptr, card)
        if name is None:
            raise MtgError("card id %d out of range" % card)
        return name.decode()

    def find_card(self, name):
        card = lib.mtg_pack_find_card(self.ptr, name.encode())
        if card < 0:
            raise MtgError("unknown card %r" % name)
        return card


class Deck(_Handle):
    """A deck read from JSON: {"name": ..., "cards": {"Card Name": count, ...}}."""
    _free = staticmethod(lib.mtg_deck_free)

    def __init__(self, pack, path=None, *, text=None, name="<deck>"):
        super().__init__(None)
        if text is not None:
            ptr = lib.mtg_deck_parse(pack.ptr, text.encode(), name.encode())
        elif path is None:
            raise MtgError("Deck needs a path, a deck name (\"default_a\") or text=")
        else:
            path = os.fspath(path)
            if os.sep not in path and not path.endswith(".json"):
                path = find_deck(path)
            ptr = lib.mtg_deck_load(pack.ptr, path.encode())
        msg = _checked(ptr, "deck")
        if msg is not None:
            lib.mtg_deck_free(ptr)
            raise MtgError(msg)
        self._ptr = ptr
        self._use([pack])
        self.pack = pack

    @classmethod
    def from_json(cls, pack, text, name="<deck>"):
        return cls(pack, text=text, name=name)

    @property
    def name(self):
        return lib.mtg_deck_name(self.ptr).decode()

    def __len__(self):
        return lib.mtg_deck_size(self.ptr)


class OptionView:
    """One legal option of a decision: kind, source and target objects, value, and its text."""
    __slots__ = ("index", "kind", "source", "target", "value", "text")

    def __init__(self, index, kind, source, target, value, text):
        self.index, self.kind, self.source, self.target, self.value, self.text = \
            index, kind, source, target, value, text

    def __repr__(self):
        return "<option %d: %s>" % (self.index, self.text)


class DecisionView:
    """The pending decision: who decides, what kind, and the options."""
    __slots__ = ("kind", "player", "options")

    def __init__(self, kind, player, options):
        self.kind, self.player, self.options = kind, player, options

    def __len__(self):
        return len(self.options)

    def __repr__(self):
        return "<decision %s for player %d: %d options>" % (self.kind, self.player, len(self.options))


class Game(_Handle):
    """One game: a step function. decision() describes the pending choice; apply(i) answers it."""
    _free = staticmethod(lib.mtg_game_free)

    def __init__(self, pack, deck0, deck1, seed=0, max_turns=200, first_player=-1, stop_forced=False,
                 mulligans=True, manual_mana=False, _ptr=None):
        super().__init__(None)
        self.pack, self.decks = pack, (deck0, deck1)
        self._seen = 0
        self._choices = []
        self.seed = seed
        if _ptr is not None:
            self._ptr = _ptr
            self._use([pack])
            return
        cfg = Config()
        lib.mtg_config_init(ctypes.byref(cfg))
        cfg.seed = seed
        cfg.max_turns = max_turns
        cfg.first_player = first_player
        cfg.flags = _flags(stop_forced, mulligans, manual_mana)
        ptr = lib.mtg_game_new(pack.ptr, deck0.ptr, deck1.ptr, ctypes.byref(cfg))
        msg = _checked(ptr, "game")
        if msg is not None:
            lib.mtg_game_free(ptr)
            raise MtgError(msg)
        self._ptr = ptr
        self._use([pack])  # C reads the pack for as long as the game lives
        self.config = dict(seed=seed, max_turns=max_turns, first_player=first_player,
                           stop_forced=stop_forced, mulligans=mulligans, manual_mana=manual_mana)

    # -- the decision ------------------------------------------------------------------------
    def _raw(self):
        return lib.mtg_decision_get(self.ptr).contents

    @property
    def legal_actions(self):
        return self._raw().count

    def option_text(self, i):
        buf = ctypes.create_string_buffer(256)
        n = lib.mtg_option_text(self.ptr, i, buf, len(buf))
        if n < 0:
            raise MtgError("option %d out of range" % i)
        if n >= len(buf):  # the text was cut: ask again with room for all of it
            buf = ctypes.create_string_buffer(n + 1)
            lib.mtg_option_text(self.ptr, i, buf, len(buf))
        return buf.value.decode("utf-8", "replace")

    def decision(self):
        d = self._raw()
        opts = [OptionView(i, OPTION_NAMES[o.kind], o.source, o.target, o.value, self.option_text(i))
                for i, o in enumerate(d.options[:d.count])]
        return DecisionView(DECISION_NAMES[d.kind], d.player, opts)

    def action_mask(self, size=None):
        n = self._raw().count
        size = size or MAX_OPTIONS
        return [1 if i < n else 0 for i in range(size)]

    @property
    def to_play(self):
        """The player who decides now."""
        return self._raw().player

    def apply(self, i):
        rc = lib.mtg_apply(self.ptr, int(i))
        if rc < 0:
            raise MtgError(errmsg(self.ptr))
        self._choices.append(int(i))

    # -- copies --------------------------------------------------------------------------------
    def clone(self):
        ptr = lib.mtg_game_clone(self.ptr)
        if not ptr:
            raise MtgError("clone: out of memory")
        g = Game(self.pack, *self.decks, _ptr=ptr)
        g._seen, g._choices, g.seed = self._seen, list(self._choices), self.seed
        g.config = dict(getattr(self, "config", {}))
        return g

    def copy_from(self, other):
        if lib.mtg_game_copy(self.ptr, other.ptr) < 0:
            raise MtgError(errmsg(self.ptr) or "copy failed")
        self._seen, self._choices = other._seen, list(other._choices)

    def redeterminize(self, player, seed):
        if lib.mtg_game_redeterminize(self.ptr, _player(player), seed) < 0:
            raise MtgError(errmsg(self.ptr) or "redeterminize failed")

    # -- state ---------------------------------------------------------------------------------
    @property
    def result(self):
        return RESULTS[lib.mtg_game_result(self.ptr)]

    @property
    def done(self):
        return lib.mtg_game_result(self.ptr) != 0

    @property
    def turn(self):
        return lib.mtg_game_turn(self.ptr)

    @property
    def active_player(self):
        return lib.mtg_game_active_player(self.ptr)

    @property
    def step(self):
        return lib.mtg_step_name(lib.mtg_game_step(self.ptr)).decode()

    def life(self, player):
        return lib.mtg_player_life(self.ptr, _player(player))

    def zone_size(self, player, zone):
        return lib.mtg_player_zone_size(self.ptr, _player(player), _zone(zone))

    def hash(self):
        return lib.mtg_game_hash(self.ptr)

    def observation(self, player):
        """(obs, mask): `player`'s view as OBS_SIZE int16 values and the OBS_ACTIONS legal-option mask.
        Copies (numpy arrays or lists) that stay valid after the game moves on."""
        from .obs import Observer, np
        o = Observer()
        obs, mask = o.observe(lib, self.ptr, _player(player))
        return (obs.copy(), mask.copy()) if np is not None else (list(obs), list(mask))

    def reset(self, seed=None):
        """Starts a new game in this handle (same pack, decks and config), without allocating."""
        cfg = Config()
        lib.mtg_config_init(ctypes.byref(cfg))
        c = getattr(self, "config", {})
        cfg.seed = self.seed if seed is None else seed
        cfg.max_turns = c.get("max_turns", 200)
        cfg.first_player = c.get("first_player", -1)
        cfg.flags = _flags(c.get("stop_forced", False), c.get("mulligans", True), c.get("manual_mana", False))
        if lib.mtg_game_reset(self.ptr, self.decks[0].ptr, self.decks[1].ptr, ctypes.byref(cfg)) < 0:
            raise MtgError(errmsg(self.ptr))
        self.seed = cfg.seed
        self._seen, self._choices = 0, []

    def digest(self, player):
        return lib.mtg_game_digest(self.ptr, _player(player))

    def explain(self, obj):
        """Why object `obj` has its characteristics: {"name", "characteristics": {"power": {"printed",
        "current", "effects"}, ...}, "effects"} (see docs/python.md)."""
        import json
        buf = ctypes.create_string_buffer(4096)
        n = lib.mtg_explain(self.ptr, obj, buf, len(buf))
        if n < 0:
            raise MtgError("no object %r" % obj)
        if n >= len(buf):
            buf = ctypes.create_string_buffer(n + 1)
            lib.mtg_explain(self.ptr, obj, buf, len(buf))
        return json.loads(buf.value.decode())

    def object_name(self, obj):
        name = lib.mtg_object_name(self.ptr, obj)
        return name.decode() if name else None

    @property
    def choices(self):
        """The option indices applied so far: with the seed and config, a replay of this game."""
        return list(self._choices)

    # -- the log ---------------------------------------------------------------------------------
    def _event(self, i):
        buf = ctypes.create_string_buffer(512)
        return buf.value.decode("utf-8", "replace") if lib.mtg_game_event_text(self.ptr, i, buf, len(buf)) >= 0 else None

    @property
    def log(self):
        """The event lines since the last read of `log`."""
        n = lib.mtg_game_event_count(self.ptr)
        start = max(self._seen, n - EVENT_RING)
        lines = [self._event(i) for i in range(start, n)]
        self._seen = n
        return [line for line in lines if line is not None]

    def full_log(self):
        """Every event line the game still keeps (the last EVENT_RING = 64)."""
        n = lib.mtg_game_event_count(self.ptr)
        return [line for line in (self._event(i) for i in range(max(0, n - EVENT_RING), n)) if line is not None]

    def play(self, agent0, agent1):
        """Plays to the end with two built-in agents; returns the result."""
        rc = lib.mtg_game_play(self.ptr, agent0.ptr, agent1.ptr)
        if rc < 0:
            raise MtgError(errmsg(self.ptr))
        return self.result


def replay(pack, deck0, deck1, choices, **config):
    """Re-plays a game from its seed/config and its list of option indices."""
    g = Game(pack, deck0, deck1, **config)
    for i in choices:
        g.apply(i)
    return g


class Agent(_Handle):
    """A built-in agent in C: 'random' or 'greedy'."""
    _free = staticmethod(lib.mtg_agent_free)

    def __init__(self, kind="random", seed=0):
        super().__init__(None)
        k = lib.mtg_agent_kind_find(kind.encode())
        if k < 0:
            raise MtgError("unknown agent %r: expected 'random' or 'greedy'" % kind)
        self._ptr = lib.mtg_agent_new(k, seed)
        if not self._ptr:
            raise MtgError("agent: out of memory")
        self.kind = kind

    def choose(self, game):
        i = lib.mtg_agent_choose(self.ptr, game.ptr)
        if i < 0:
            raise MtgError(errmsg(self.ptr) or "no decision to make")
        return i
