"""obs.py: observation buffers written by C -- numpy views (zero-copy) when numpy is installed, ctypes arrays otherwise."""
import ctypes

from ._lib import (OBS_ACTIONS, OBS_GLOBALS, OBS_OBJECT_FIELDS, OBS_OBJECTS, OBS_OPTION_FIELDS, OBS_SIZE, MtgError,
                   errmsg)

try:
    import numpy as np
except ImportError:  # the package works with the standard library alone
    np = None

GLOBALS_END = len(OBS_GLOBALS)
OBJECTS_END = GLOBALS_END + OBS_OBJECTS * len(OBS_OBJECT_FIELDS)


def buffer(ctype, n):
    """A C buffer of n elements and its Python view: a numpy array sharing its memory, or the ctypes array."""
    raw = (ctype * n)()
    if np is None:
        return raw, raw
    return raw, np.ctypeslib.as_array(raw)


def split(obs):
    """The three parts of one observation: globals (dict), object rows and option rows (lists of dicts)."""
    obs = list(obs)
    g = dict(zip(OBS_GLOBALS, obs[:GLOBALS_END]))
    nobj, nopt = len(OBS_OBJECT_FIELDS), len(OBS_OPTION_FIELDS)
    objects = [dict(zip(OBS_OBJECT_FIELDS, obs[GLOBALS_END + r * nobj: GLOBALS_END + (r + 1) * nobj]))
               for r in range(g["objects"])]
    options = [dict(zip(OBS_OPTION_FIELDS, obs[OBJECTS_END + r * nopt: OBJECTS_END + (r + 1) * nopt]))
               for r in range(min(g["options"], OBS_ACTIONS))]
    return g, objects, options


class Observer:
    """Reusable buffers for one observation and its action mask."""

    def __init__(self):
        self._obs_raw, self.obs = buffer(ctypes.c_int16, OBS_SIZE)
        self._mask_raw, self.mask = buffer(ctypes.c_uint8, OBS_ACTIONS)

    def observe(self, lib, game_ptr, player):
        rc = lib.mtg_observe(game_ptr, player, self._obs_raw, OBS_SIZE, self._mask_raw)
        if rc < 0:
            raise MtgError(errmsg(game_ptr) or "mtg_observe failed: player %r" % (player,))
        return self.obs, self.mask
