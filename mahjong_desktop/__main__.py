"""`python -m mahjong_desktop` runs the same entry point as `mahjong-desktop`."""

import sys

from mahjong_desktop.cli.main import main

sys.exit(main())
