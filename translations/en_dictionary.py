# English plural forms for translations/mourners_en.ts: only the texts with %n need a translation in
# English (the others show their source text). Applied by scripts/fill_translation.py --partial.

TRANSLATIONS = {
    '… and %n more problem(s).': ('… and %n more problem.', '… and %n more problems.'),
    '%1 motive: 1 point per %2, at most %n point(s).': ('%1 motive: 1 point per %2, at most %n point.',
                                                        '%1 motive: 1 point per %2, at most %n points.'),
    '%1 moved %n figure(s) from %2 to %3 for free.': ('%1 moved %n figure from %2 to %3 for free.',
                                                      '%1 moved %n figures from %2 to %3 for free.'),
    '%1 moved %n figure(s) from %2 to %3, paying %4 Influence.': ('%1 moved %n figure from %2 to %3, paying %4 Influence.',
                                                                  '%1 moved %n figures from %2 to %3, paying %4 Influence.'),
    '%n %1 figure(s)': ('%n %1 figure', '%n %1 figures'),
    '%n Mourner(s)': ('%n Mourner', '%n Mourners'),
    '%n location(s) where you have figures': ('%n location where you have figures', '%n locations where you have figures'),
    'at least %n %1 figure(s)': ('at least %n %1 figure', 'at least %n %1 figures'),
    'at least %n Mourner(s)': ('at least %n Mourner', 'at least %n Mourners'),
    'at least %n figure(s) at %1': ('at least %n figure at %1', 'at least %n figures at %1'),
    'put %n %1 figure(s) into your Crypt': ('put %n %1 figure into your Crypt', 'put %n %1 figures into your Crypt'),
    '%1 has the majority of %2 with %n figure(s).': ('%1 has the majority of %2 with %n figure.',
                                                     '%1 has the majority of %2 with %n figures.'),
    '%n value(s) differ from the standard rules:': ('%n value differs from the standard rules:',
                                                    '%n values differ from the standard rules:'),
}

# Dead Man's Crown (app/sheets): the award sentences' counted units.
TRANSLATIONS.update({
    'DeadMansCrownSheet|%n black skull(s) used': ('%n black skull used', '%n black skulls used'),
    'DeadMansCrownSheet|%n red skull(s) used': ('%n red skull used', '%n red skulls used'),
    'DeadMansCrownSheet|%n white skull(s) used': ('%n white skull used', '%n white skulls used'),
    'DeadMansCrownSheet|%n gold skull(s) used': ('%n gold skull used', '%n gold skulls used'),
    'DeadMansCrownSheet|%n cube(s) in the largest rune group': ('%n cube in the largest rune group',
                                                                '%n cubes in the largest rune group'),
    'DeadMansCrownSheet|%n skull(s) left': ('%n skull left', '%n skulls left'),
})

# The manster duel (app/sheets/mansterbattle): the cards of a stack that leaves the battle.
TRANSLATIONS.update({
    "%1's stack on %2 goes to the graveyard (%n card(s)).": ("%1's stack on %2 goes to the graveyard (%n card).",
                                                             "%1's stack on %2 goes to the graveyard (%n cards)."),
    "%1's stack on %2 is defeated: its %n card(s) go to the bottom of the graveyard as they are.": (
        "%1's stack on %2 is defeated: its %n card goes to the bottom of the graveyard as it is.",
        "%1's stack on %2 is defeated: its %n cards go to the bottom of the graveyard as they are."),
})

EVENING = {
    'have %n figure(s) at %1': ('have %n figure at %1', 'have %n figures at %1'),
    'have %n %1 figure(s)': ('have %n %1 figure', 'have %n %1 figures'),
    'have %n Mourner card(s)': ('have %n Mourner card', 'have %n Mourner cards'),
    'move %n figure(s) to %1': ('move %n figure to %1', 'move %n figures to %1'),
    '%1 is over-crowded: %n figure(s), the limit is %2.': ('%1 is over-crowded: %n figure, the limit is %2.',
                                                           '%1 is over-crowded: %n figures, the limit is %2.'),
    '%1 has %n figure(s) for %2.': ('%1 has %n figure for %2.', '%1 has %n figures for %2.'),
    'Nobody has the majority of %1: tied at %n figure(s).': ('Nobody has the majority of %1: tied at %n figure.',
                                                             'Nobody has the majority of %1: tied at %n figures.'),
    '%1 makes a blind tithe bid; %n Etherea still owed.': ('%1 makes a blind tithe bid; %n Etherea still owed.',
                                                           '%1 makes a blind tithe bid; %n Etherea still owed.'),
    '%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? Left to split: %n Etherea; the last pile is what remains. [R-DIST-2]':
        ('%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? Left to split: %n Etherea; the last pile is what remains. [R-DIST-2]',
         '%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? Left to split: %n Etherea; the last pile is what remains. [R-DIST-2]'),
    'keep 1 and pass %n %1': ('keep 1 and pass %n %1', 'keep 1 and pass %n %1'),
    'keep 1 and pass %n': ('keep 1 and pass %n', 'keep 1 and pass %n'),
    'Deal %n Court card(s) face down to each player, then: %1.': ('Deal %n Court card face down to each player, then: %1.',
                                                                  'Deal %n Court cards face down to each player, then: %1.'),
    'Each player ends with %n Court card(s).': ('Each player ends with %n Court card.', 'Each player ends with %n Court cards.'),
    '%1 keeps 1 card (pick %2 of %3) and passes the other %n to %4 (%5). [R-DRAFT-2]':
        ('%1 keeps 1 card (pick %2 of %3) and passes the other %n to %4 (%5). [R-DRAFT-2]',
         '%1 keeps 1 card (pick %2 of %3) and passes the other %n to %4 (%5). [R-DRAFT-2]'),
    'Tied at %n figure(s): with a tie nobody wins this majority.': ('Tied at %n figure: with a tie nobody wins this majority.',
                                                                    'Tied at %n figures: with a tie nobody wins this majority.'),
    '%n card(s) in the graveyard': ('%n card in the graveyard', '%n cards in the graveyard'),
    'Check the board settings: %n value(s) are not valid yet (listed under the board).':
        ('Check the board settings: %n value is not valid yet (listed under the board).',
         'Check the board settings: %n values are not valid yet (listed under the board).'),
}
TRANSLATIONS = {**TRANSLATIONS, **EVENING}
GAMENIGHT = {
    'Drop %n later step(s)? Undo (Ctrl+Z) brings them back.': ('Drop %n later step? Undo (Ctrl+Z) brings it back.',
                                                              'Drop %n later steps? Undo (Ctrl+Z) brings them back.'),
    'Yes, drop %n step(s)': ('Yes, drop %n step', 'Yes, drop %n steps'),
    '%1 paid %n missing Unity with Influence.': ('%1 paid %n missing Unity with Influence.', '%1 paid %n missing Unity with Influence.'),
}
TRANSLATIONS = {**TRANSLATIONS, **GAMENIGHT}
