DE = {
'GameController|Unknown card · %1': 'Unbekannte Karte · %1',
'GameController|%1 · %2': '%1 · %2',
'GameController|%1 (stand-in)': '%1 (Platzhalter)',
}
