"""The mahjong bots (Hong Kong, Sichuan): hand planning, defence, look-ahead."""
