"""What a checkout and a wheel carry: the licence, the build requirement, only art in resources."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_license_file_is_the_declared_mit_licence() -> None:
    assert PYPROJECT["project"]["license"] == "MIT"
    text = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert text.startswith("MIT License\n")
    assert "Permission is hereby granted, free of charge" in text


def test_the_build_requires_a_setuptools_that_reads_an_spdx_licence() -> None:
    # setuptools 77 is the first to accept `license = "MIT"` (PEP 639).
    requires = PYPROJECT["build-system"]["requires"]
    found = [re.fullmatch(r"setuptools>=(\d+)(\.\d+)*", r.replace(" ", "")) for r in requires]
    versions = [int(m.group(1)) for m in found if m]
    assert versions and versions[0] >= 77, requires


def test_resources_ship_no_code_but_their_init() -> None:
    # Every .py file in a listed package's folder goes into the wheel; the art
    # generator cannot run there (it needs artgen/ and fontTools), so it lives
    # in artgen/, which is no package.
    package_dirs = PYPROJECT["tool"]["setuptools"]["package-dir"]
    resources = ROOT / package_dirs["mahjong_desktop.resources"]
    assert sorted(p.name for p in resources.glob("*.py")) == ["__init__.py"]
    assert not (resources / "artgen" / "__init__.py").exists()
    assert (resources / "artgen" / "make_art.py").exists()
    listed = PYPROJECT["tool"]["setuptools"]["packages"]
    assert not [p for p in listed if "artgen" in p]
