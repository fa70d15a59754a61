"""mtgvm: Python bindings for the mtgvm Magic: The Gathering rules engine (ctypes; standard library only)."""
from ._lib import DECISION_NAMES, MAX_OPTIONS, OPTION_NAMES, MtgError, find_deck, find_pack
from .env import Env, OBS_FIELDS
from .game import Agent, Deck, Game, Pack, replay

__all__ = ["Agent", "Deck", "Env", "Game", "MtgError", "Pack", "replay", "find_pack", "find_deck",
           "DECISION_NAMES", "OPTION_NAMES", "MAX_OPTIONS", "OBS_FIELDS"]
__version__ = "0.1.0"
