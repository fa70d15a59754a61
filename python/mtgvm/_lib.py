"""_lib.py: loads libmtgvm with ctypes.CDLL (the GIL is released during calls) and declares every signature."""
import ctypes
import os
import re

_HERE = os.path.dirname(os.path.abspath(__file__))
_REPO = os.path.dirname(os.path.dirname(_HERE))

MAX_OPTIONS = 256
EVENT_RING = 64


class MtgError(Exception):
    """An error reported by the engine; the message is the engine's."""


class Option(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_uint16), ("source", ctypes.c_uint16),
                ("target", ctypes.c_uint16), ("value", ctypes.c_int16)]


class Decision(ctypes.Structure):
    _fields_ = [("kind", ctypes.c_uint16), ("player", ctypes.c_uint16), ("count", ctypes.c_uint16),
                ("reserved", ctypes.c_uint16), ("options", Option * MAX_OPTIONS)]


class Config(ctypes.Structure):
    _fields_ = [("version", ctypes.c_uint32), ("flags", ctypes.c_uint32), ("seed", ctypes.c_uint64),
                ("max_turns", ctypes.c_uint32), ("first_player", ctypes.c_int32)]


def _find_library():
    env = os.environ.get("MTGVM_LIB")
    if env:  # an explicit choice is used or reported, never silently replaced by another copy
        if not os.path.exists(env):
            raise MtgError("MTGVM_LIB=%s: no such file" % env)
        return env
    candidates = [os.path.join(_HERE, "libmtgvm.so"), os.path.join(_REPO, "build", "src", "libmtgvm.so")]
    for path in candidates:
        if path and os.path.exists(path):
            return path
    raise MtgError("libmtgvm.so not found: set MTGVM_LIB or build with tools/build.sh (looked in %s)"
                   % ", ".join(p for p in candidates if p))


def find_pack():
    """The default pack: $MTGVM_PACK, next to the package, or build/packs/all.mtgpack."""
    for path in (os.environ.get("MTGVM_PACK"), os.path.join(_HERE, "packs", "all.mtgpack"),
                 os.path.join(_REPO, "build", "packs", "all.mtgpack")):
        if path and os.path.exists(path):
            return path
    raise MtgError("no card pack found: set MTGVM_PACK or build with tools/build.sh")


def find_deck(name):
    """A deck file by name (default_a, default_b, ...) from the package or the repository's data/decks."""
    for base in (os.path.join(_HERE, "decks"), os.path.join(_REPO, "data", "decks")):
        path = os.path.join(base, name if name.endswith(".json") else name + ".json")
        if os.path.exists(path):
            return path
    raise MtgError("deck %r not found" % name)


def _def_names(kind):
    """Decision or option kind names, in order, from include/mtgvm_decisions.def (or the installed copy)."""
    for path in (os.path.join(_HERE, "mtgvm_decisions.def"),
                 os.path.join(_REPO, "include", "mtgvm_decisions.def")):
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                text = f.read()
            return re.findall(r'^%s\(\w+, "(\w+)"' % kind, text, re.M)
    raise MtgError("mtgvm_decisions.def not found")


DECISION_NAMES = _def_names("DECISION")
OPTION_NAMES = _def_names("OPTION")

_P = ctypes.c_void_p
_SIGNATURES = {
    "mtg_errcode": (ctypes.c_int, [_P]),
    "mtg_errmsg": (ctypes.c_char_p, [_P]),
    "mtg_pack_load": (_P, [ctypes.c_char_p]),
    "mtg_pack_load_memory": (_P, [ctypes.c_void_p, ctypes.c_size_t]),
    "mtg_pack_free": (None, [_P]),
    "mtg_pack_card_count": (ctypes.c_int, [_P]),
    "mtg_pack_find_card": (ctypes.c_int, [_P, ctypes.c_char_p]),
    "mtg_pack_card_name": (ctypes.c_char_p, [_P, ctypes.c_int]),
    "mtg_deck_load": (_P, [_P, ctypes.c_char_p]),
    "mtg_deck_parse": (_P, [_P, ctypes.c_char_p, ctypes.c_char_p]),
    "mtg_deck_free": (None, [_P]),
    "mtg_deck_size": (ctypes.c_int, [_P]),
    "mtg_deck_name": (ctypes.c_char_p, [_P]),
    "mtg_config_init": (None, [ctypes.POINTER(Config)]),
    "mtg_game_new": (_P, [_P, _P, _P, ctypes.POINTER(Config)]),
    "mtg_game_free": (None, [_P]),
    "mtg_game_clone": (_P, [_P]),
    "mtg_game_copy": (ctypes.c_int, [_P, _P]),
    "mtg_game_state_size": (ctypes.c_size_t, []),
    "mtg_game_result": (ctypes.c_int, [_P]),
    "mtg_game_turn": (ctypes.c_int, [_P]),
    "mtg_game_active_player": (ctypes.c_int, [_P]),
    "mtg_game_step": (ctypes.c_int, [_P]),
    "mtg_step_name": (ctypes.c_char_p, [ctypes.c_int]),
    "mtg_player_life": (ctypes.c_int, [_P, ctypes.c_int]),
    "mtg_player_zone_size": (ctypes.c_int, [_P, ctypes.c_int, ctypes.c_int]),
    "mtg_game_hash": (ctypes.c_uint64, [_P]),
    "mtg_game_digest": (ctypes.c_uint64, [_P, ctypes.c_int]),
    "mtg_game_redeterminize": (ctypes.c_int, [_P, ctypes.c_int, ctypes.c_uint64]),
    "mtg_decision_get": (ctypes.POINTER(Decision), [_P]),
    "mtg_apply": (ctypes.c_int, [_P, ctypes.c_int]),
    "mtg_option_text": (ctypes.c_int, [_P, ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t]),
    "mtg_decision_kind_name": (ctypes.c_char_p, [ctypes.c_int]),
    "mtg_option_kind_name": (ctypes.c_char_p, [ctypes.c_int]),
    "mtg_object_card": (ctypes.c_int, [_P, ctypes.c_int]),
    "mtg_object_name": (ctypes.c_char_p, [_P, ctypes.c_int]),
    "mtg_object_zone": (ctypes.c_int, [_P, ctypes.c_int]),
    "mtg_object_controller": (ctypes.c_int, [_P, ctypes.c_int]),
    "mtg_object_power": (ctypes.c_int, [_P, ctypes.c_int]),
    "mtg_object_toughness": (ctypes.c_int, [_P, ctypes.c_int]),
    "mtg_game_event_count": (ctypes.c_uint32, [_P]),
    "mtg_game_event_text": (ctypes.c_int, [_P, ctypes.c_uint32, ctypes.c_char_p, ctypes.c_size_t]),
    "mtg_agent_new": (_P, [ctypes.c_int, ctypes.c_uint64]),
    "mtg_agent_free": (None, [_P]),
    "mtg_agent_kind_find": (ctypes.c_int, [ctypes.c_char_p]),
    "mtg_agent_choose": (ctypes.c_int, [_P, _P]),
    "mtg_game_play": (ctypes.c_int, [_P, _P, _P]),
    "mtg_explain": (ctypes.c_int, [_P, ctypes.c_int, ctypes.c_char_p, ctypes.c_size_t]),
    "mtg_agent_play_until": (ctypes.c_int, [_P, _P, ctypes.c_int]),
    "mtg_game_reset": (ctypes.c_int, [_P, _P, _P, ctypes.POINTER(Config)]),
    "mtg_obs_schema_hash": (ctypes.c_uint64, []),
    "mtg_obs_size": (ctypes.c_int, []),
    "mtg_obs_field_name": (ctypes.c_char_p, [ctypes.c_int, ctypes.c_int]),
    "mtg_observe": (ctypes.c_int, [_P, ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p]),
    "mtg_vec_new": (_P, [_P, _P, _P, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_uint64, ctypes.c_uint32]),
    "mtg_vec_free": (None, [_P]),
    "mtg_vec_size": (ctypes.c_int, [_P]),
    "mtg_vec_reset": (ctypes.c_int, [_P, ctypes.c_void_p, ctypes.c_void_p]),
    "mtg_vec_step": (ctypes.c_int, [_P, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                                    ctypes.c_void_p]),
    "mtg_vec_game": (_P, [_P, ctypes.c_int]),
}


def _load():
    lib = ctypes.CDLL(_find_library())
    for name, (restype, argtypes) in _SIGNATURES.items():
        fn = getattr(lib, name)
        fn.restype = restype
        fn.argtypes = argtypes
    return lib


lib = _load()


OBS_SIZE = lib.mtg_obs_size()
OBS_SCHEMA_HASH = lib.mtg_obs_schema_hash()


def _fields(section):
    """Column names of one section of the observation (0 globals, 1 objects, 2 options), from the library."""
    names = []
    while True:
        name = lib.mtg_obs_field_name(section, len(names))
        if name is None:
            return names
        names.append(name.decode())


OBS_GLOBALS = _fields(0)
OBS_OBJECT_FIELDS = _fields(1)
OBS_OPTION_FIELDS = _fields(2)
OBS_OBJECTS = 64
OBS_ACTIONS = 128
assert OBS_SIZE == len(OBS_GLOBALS) + OBS_OBJECTS * len(OBS_OBJECT_FIELDS) + OBS_ACTIONS * len(OBS_OPTION_FIELDS), \
    "observation layout of the library and the package disagree"


def errmsg(handle):
    msg = lib.mtg_errmsg(handle)
    return msg.decode("utf-8", "replace") if msg else ""
