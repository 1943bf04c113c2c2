"""Offline Hong Kong mahjong, Sichuan bloody-battle mahjong and Paohuzi."""

__version__ = "0.1.0"
