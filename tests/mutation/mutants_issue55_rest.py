"""Mutants of issue 55's second part: Short Deck ranges and their equity
(omaha_eval/ranges/shortdeck.py, equity_engine/short_deck_ranges.py), the
rules engine's Short Deck (forced bets, deck, showdown, PHH), and
tournament all-in EV in prize equity (hands/icm_ev.py). Plain tuples (id,
file, snippet, replacement, test files, what the bug means), made into
``Mutant``s by mutants.py."""

RANGES = ("tests/shortdeck/test_ranges.py",)
ENGINE = ("tests/engine/test_short_deck.py",)
PRIZE = ("tests/hands/test_prize_ev.py",)
SD_DB = ("tests/hands/test_short_deck_rules.py",)
_R = "omaha_eval/ranges/shortdeck.py"
_Q = "omaha_eval/equity_engine/short_deck_ranges.py"

MUTANTS = [
    ("i55r.range_five_let_in", _R, '        if text[i] in "2345":', '        if text[i] in "234":', RANGES,
     "a five in a Short Deck range is read, not refused"),
    ("i55r.range_low_hands_kept", _R, "    dense[outside_deck()] = 0", "    dense[outside_deck()] = 1", RANGES,
     "hands holding a card below the six are put in the range instead of dropped"),
    ("i55r.range_percent_of_holdem", _R, "HANDS = 630                         # C(36, 2)",
     "HANDS = 1326                        # C(36, 2)", RANGES,
     "percents taken of Hold'em's 1,326 hands, not Short Deck's 630"),
    ("i55r.equity_weights_ignored", _Q, "                walk(p + 1, used | m, weight * int(w[j]))",
     "                walk(p + 1, used | m, weight)", RANGES,
     "exact range equity counts every hand once whatever its weight"),
    ("i55r.equity_clash_kept", _Q, "            ok &= (used & b) == 0", "            ok &= (used & b) >= 0", RANGES,
     "Monte Carlo keeps deals in which two players hold the same card"),
    ("i55r.engine_blind_left_of_button", "omaha_eval/engine/forced.py",
     "            blind_list[button] = game.big_blind", "            blind_list[(button + 1) % n] = game.big_blind",
     ENGINE, "the button blind posted by the player left of the button"),
    ("i55r.engine_full_deck", "omaha_eval/engine/checks.py",
     "(list(range(SHORT_DECK_LOWEST)) if short else [])", "([] if short else [])", ENGINE,
     "Short Deck dealt from all 52 cards"),
    ("i55r.showdown_rule_set", "omaha_eval/showdown.py",
     "    rank: int = sd_eval(hole, board, code - SHORT_DECK_CODE)", "    rank: int = sd_eval(hole, board, 0)",
     ENGINE, "the engine's showdown plays trips over a straight under both rule sets"),
    ("i55r.phh_rules_field", "omaha_eval/engine/histories/phh.py",
     '    if game.variant == "shortdeck_straights":\n        fields["_short_deck_rules"]',
     '    if game.variant == "shortdeck":\n        fields["_short_deck_rules"]', ENGINE,
     "PHH marks the wrong rule set as straights-beat-trips"),
    ("i55r.prize_wins_twice", "omaha_eval/hands/icm_ev.py",
     "    base = [final[s] - float(won.get(s, 0)) for s in range(len(seats))]",
     "    base = [final[s] for s in range(len(seats))]", PRIZE,
     "the stacks before the pots are paid already hold what was won"),
    ("i55r.prize_bust_place", "omaha_eval/hands/icm_ev.py",
     "    for place, i in enumerate(busted, start=len(alive)):",
     "    for place, i in enumerate(busted, start=len(alive) - 1):", PRIZE,
     "a player who busts takes the last survivor's place (and its prize)"),
    ("i55r.db_straights_stored_as_ns", "omaha_eval/hands/game_names.py",
     '    return code + _STRAIGHTS if game.variant == "shortdeck_straights" else code',
     "    return code", SD_DB,
     "the database stores both Short Deck rule sets as NS (prize EV then plays trips over a straight)"),
    ("i55r.db_straights_read_as_trips", "omaha_eval/hands/game_names.py",
     '        return "shortdeck_straights", hilo, structure',
     '        return "shortdeck", hilo, structure', SD_DB,
     "a stored NSS hand is read back under trips-beat-a-straight rules"),
    ("i55r.prize_straights_full_deck", "omaha_eval/hands/icm_ev.py",
     '    deck = [c for c in range(16 if game.startswith("shortdeck") else 0, 52) if c not in known]',
     '    deck = [c for c in range(16 if game == "shortdeck" else 0, 52) if c not in known]', SD_DB,
     "prize EV deals a straights-rule Short Deck hand's boards from the 52-card deck"),
    ("i55r.chip_ev_memo_drops_rules", "omaha_eval/hands/equity_memo.py",
     "    return _shares_of_form(suit_form([*hands, board, dead]), game, bool(hilo))",
     '    return _shares_of_form(suit_form([*hands, board, dead]), game.replace("_straights", ""), bool(hilo))',
     SD_DB, "the chip EV's memo keys Short Deck without its rule set: straights hands get trips' equities"),
]
