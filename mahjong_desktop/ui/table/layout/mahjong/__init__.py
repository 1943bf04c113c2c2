"""The mahjong table (Hong Kong, Sichuan): four seats round a square wall."""
