"""The header: sliders emit display settings live and move pixels the right way."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from mahjong_desktop.storage.display import DisplaySettings
from mahjong_desktop.ui.mainwindow.header import Header
from mahjong_desktop.ui.table.display_filter import apply_colour
from mahjong_desktop.ui.table.grain import grain_texture


def sample_image() -> QImage:
    """A grey ramp in the top row, then red, green, blue and ivory swatches."""
    image = QImage(64, 5, QImage.Format.Format_ARGB32_Premultiplied)
    for x in range(64):
        grey = x * 4
        image.setPixelColor(x, 0, QColor(grey, grey, grey))
        image.setPixelColor(x, 1, QColor(200, 40, 30))
        image.setPixelColor(x, 2, QColor(30, 160, 60))
        image.setPixelColor(x, 3, QColor(40, 60, 190))
        image.setPixelColor(x, 4, QColor(240, 232, 210, 128))  # half transparent
    return image


def drag(header: Header, name: str, values: list[int]) -> list[DisplaySettings]:
    """Move one slider through ``values`` as a drag does; what the header emitted."""
    seen: list[DisplaySettings] = []
    header.displayChanged.connect(seen.append)
    slider = getattr(header, name).slider
    slider.setSliderDown(True)  # a drag in progress
    for value in values:
        slider.setValue(value)
    slider.setSliderDown(False)
    header.displayChanged.disconnect(seen.append)
    return seen


def pixel(image: QImage, x: int, y: int) -> QColor:
    return image.pixelColor(x, y)


def test_each_step_of_a_drag_is_emitted(qtbot: QtBot) -> None:
    header = Header()
    qtbot.addWidget(header)
    seen = drag(header, "temperature", [45, 30, 10])
    assert [s.temperature for s in seen] == [45, 30, 10]
    assert all(s.contrast == 50 and s.grain == 50 for s in seen)
    assert header.temperature.percent.text() == "10%"


def test_showing_a_stored_setting_emits_nothing(qtbot: QtBot) -> None:
    header = Header()
    qtbot.addWidget(header)
    with qtbot.assert_not_emitted(header.displayChanged):
        header.show_display(DisplaySettings(contrast=70, grain=0, temperature=20))
    assert header.display() == DisplaySettings(contrast=70, grain=0, temperature=20)
    assert header.grain.percent.text() == "0%"


def test_neutral_sliders_leave_the_image_identical(qtbot: QtBot) -> None:
    header = Header()
    qtbot.addWidget(header)
    assert header.display() == DisplaySettings(50, 50, 50)
    image = sample_image()
    # Move away and back: the settings the header ends on are neutral again.
    settings = drag(header, "contrast", [80, 50])[-1]
    settings = drag(header, "temperature", [0, 50])[-1]
    assert settings == DisplaySettings()
    out = apply_colour(image, settings)
    assert out.constBits().tobytes() == image.constBits().tobytes()


def test_temperature_zero_is_bluer_and_hundred_warmer(qtbot: QtBot) -> None:
    header = Header()
    qtbot.addWidget(header)
    image = sample_image()
    warmth = []  # red minus blue of the ivory swatch and of mid-grey, per setting
    for value in (0, 25, 50, 75, 100):
        out = apply_colour(image, drag(header, "temperature", [value])[-1])
        ivory, grey = pixel(out, 10, 4), pixel(out, 32, 0)
        warmth.append((ivory.red() - ivory.blue(), grey.red() - grey.blue()))
    assert warmth == sorted(warmth) and len(set(warmth)) == 5
    cool, warm = warmth[0], warmth[-1]
    assert cool[1] < 0 < warm[1]  # mid-grey turns blue, then amber


def test_contrast_spreads_or_flattens_tones_around_mid_grey(qtbot: QtBot) -> None:
    header = Header()
    qtbot.addWidget(header)
    image = sample_image()

    def spread(settings: DisplaySettings) -> int:
        out = apply_colour(image, settings)
        return pixel(out, 50, 0).red() - pixel(out, 12, 0).red()  # light grey minus dark grey

    low, high = drag(header, "contrast", [0])[-1], drag(header, "contrast", [100])[-1]
    assert spread(low) < spread(DisplaySettings()) < spread(high)
    mid = apply_colour(image, high)
    assert abs(pixel(mid, 32, 0).red() - pixel(image, 32, 0).red()) <= 2  # mid-grey stays


def test_alpha_survives_the_filter(qtbot: QtBot) -> None:
    out = apply_colour(sample_image(), DisplaySettings(contrast=90, temperature=10))
    assert pixel(out, 5, 4).alpha() == 128


def test_grain_zero_is_exactly_clean_and_more_grain_more_texture(qtbot: QtBot) -> None:
    header = Header()
    qtbot.addWidget(header)

    def with_grain(settings: DisplaySettings) -> bytes:
        base = QImage(256, 256, QImage.Format.Format_ARGB32_Premultiplied)
        base.fill(QColor(40, 110, 70))
        texture = grain_texture(settings.grain)
        if texture is not None:
            painter = QPainter(base)
            painter.drawTiledPixmap(base.rect(), texture)
            painter.end()
        return base.constBits().tobytes()

    plain = with_grain(DisplaySettings(grain=0))
    changes = []
    for value in (0, 30, 100):
        grained = with_grain(drag(header, "grain", [value])[-1])
        changes.append(sum(a != b for a, b in zip(grained, plain, strict=True)))
    assert changes[0] == 0
    assert 0 < changes[1] <= changes[2]


def test_language_choice_is_emitted_with_its_code(qtbot: QtBot) -> None:
    header = Header()
    qtbot.addWidget(header)
    with qtbot.wait_signal(header.languageChanged) as blocker:
        header.language.activated.emit(header.language.findData("fi"))
    assert blocker.args == ["fi"]
    header.show_language("zh_CN")
    assert header.language.currentText() == "简体中文"


def test_header_hides_and_the_action_brings_it_back(qtbot: QtBot) -> None:
    header = Header()
    qtbot.addWidget(header)
    header.show()
    qtbot.mouseClick(header.hide_button, Qt.MouseButton.LeftButton)
    assert not header.isVisible() and not header.visibilityAction.isChecked()
    header.visibilityAction.trigger()
    assert header.isVisible()
