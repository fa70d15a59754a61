"""mtgvm: Python bindings for the mtgvm Magic: The Gathering rules engine (ctypes; standard library only)."""
from ._lib import (DECISION_NAMES, MAX_OPTIONS, OBS_ACTIONS, OBS_GLOBALS, OBS_OBJECT_FIELDS, OBS_OBJECTS,
                   OBS_OPTION_FIELDS, OBS_SCHEMA_HASH, OBS_SIZE, OPTION_NAMES, MtgError, find_deck, find_pack)
from .env import Env, SelfPlayEnv, VectorEnv
from .game import Agent, Deck, Game, Pack, replay
from .obs import split as split_observation

__all__ = ["Agent", "Deck", "Env", "Game", "MtgError", "Pack", "SelfPlayEnv", "VectorEnv", "replay", "find_pack",
           "find_deck", "split_observation", "DECISION_NAMES", "OPTION_NAMES", "MAX_OPTIONS", "OBS_SIZE",
           "OBS_ACTIONS", "OBS_OBJECTS", "OBS_GLOBALS", "OBS_OBJECT_FIELDS", "OBS_OPTION_FIELDS", "OBS_SCHEMA_HASH"]
__version__ = "0.1.0"
