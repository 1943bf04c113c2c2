<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
<context>
    <name>DiscardHint</name>
    <message numerus="yes">
        <source>Discard {face}: %n tile(s) from ready (shanten %n).</source>
        <translation>
            <numerusform>Discard {face}: %n tile from ready (shanten %n).</numerusform>
            <numerusform>Discard {face}: %n tiles from ready (shanten %n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HandCalculator</name>
    <message numerus="yes">
        <source>%n tile(s) from ready (shanten %n)</source>
        <translation>
            <numerusform>%n tile from ready (shanten %n)</numerusform>
            <numerusform>%n tiles from ready (shanten %n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <source>%n bad move(s)</source>
        <translation>
            <numerusform>%n bad move</numerusform>
            <numerusform>%n bad moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s)</source>
        <translation>
            <numerusform>%n decision</numerusform>
            <numerusform>%n decisions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>mean {rating} over %n reviewed deal(s)</source>
        <translation>
            <numerusform>mean {rating} over %n reviewed deal</numerusform>
            <numerusform>mean {rating} over %n reviewed deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message numerus="yes">
        <source>card(s) in the stock</source>
        <translation>
            <numerusform>card in the stock</numerusform>
            <numerusform>cards in the stock</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tile(s) left</source>
        <translation>
            <numerusform>tile left</numerusform>
            <numerusform>tiles left</numerusform>
        </translation>
    </message>
</context>
</TS>
