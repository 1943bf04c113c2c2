"""The freedesktop files, installed as the package ``mahjong_desktop.freedesktop``.

``mahjong-desktop --install-desktop-entry`` reads them from there (see
``mahjong_desktop/desktop/entry.py``), so an installed game needs no checkout.
"""
