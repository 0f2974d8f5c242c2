"""grammars/bindings.lark: the shapes the binders of interpret/ read in place, each with an
example it reads; and the binders it serves hold no pattern of their own but those they build
at run time from a document's names."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from conftest import pattern_calls
from extract.grammar import Shapes, fits, terminals
from extract.resources import grammar_path

SHAPES = Shapes("bindings")

# (terminal, text, what its first match in the text is; None: no match)
EXAMPLES: list[tuple[str, str, str | None]] = [
    # mentions.py
    ("PLACE_HEDGE", "reaches close to 0.9", "close to "),
    ("PLACE_HEDGE", "reaches just under 0.9", "just under "),
    ("PERCENT_LABEL", "Slope (%)", "(%)"),
    ("PERCENT_LABEL", "gradient in per cent", "in per cent"),
    ("UNIT_NOTE", "Time (s)", "(s)"),
    ("SPELLED_UNIT", "Speed (km/h)", "(km/h)"),
    ("LONG_WORD", "of Steps", "Steps"),
    ("TWO_LOWER", "a loss", "loss"),
    ("DIGIT", "R1", "1"),
    ("RANGE_PLACE", "stays flat from about ", "from about "),
    ("RANGE_PLACE", "peaks at ", None),
    ("UNTIL", "climbs until around ", "until around "),
    ("NOT_VALUE_BEFORE", "stays below ", "below "),
    ("NOT_VALUE_BEFORE", "a gain of ~", "gain of ~"),
    ("NOT_VALUE_BEFORE", "reaches ", None),
    ("MOVES_UP_TO", "nudges up to ", "nudges up to "),
    ("THE_BEFORE", "meets the ", "the "),
    ("SECOND_END", "between ≈ 0.12 and ≈ ", "between ≈ 0.12 and ≈ "),
    ("RANGE_START", "varies between ", "between "),
    ("RANGE_NEXT", " and about 0.4", " and about 0"),
    ("NOT_VALUE_AFTER", " points higher", " points higher"),
    ("NOT_VALUE_AFTER", "% of the y-axis", "% of the y-axis"),
    ("NOT_VALUE_AFTER", " at step 5", None),
    ("NAME_BEFORE", "then Alpha ", "Alpha "),
    ("COORDINATE", "with **k** = ", "k** = "),
    ("Y_LEAD", "point Y ≈ ", "Y ≈ "),
    ("PLACE_WORD", "peaks at around ", "at around "),
    ("FOR_BEFORE", "is 0.4 for the ", "for the "),
    ("AT_TICK", "% at ", "% at "),
    ("AND_BETWEEN", "0.4 and 0.5", " and "),
    ("TO_BETWEEN", "10 to 20", " to "),
    ("KEY_END", "** :", "** :"),
    ("NEXT_PLACE", " °C at minute", " °C at m"),
    ("NEXT_PLACE", " and then", None),
    ("AT_LIST", "plateaus at ", "at "),
    ("CHAIN_BEFORE", "to 900 at ", "0 at "),
    ("CHAIN_AFTER", " rpm at 32", " rpm at 3"),
    ("CHAIN_SEP", ", and about ", ", and about "),
    ("CHAIN_SEP", " while ", None),
    ("BRACKET_OPEN", " ( ", " ( "),
    ("BRACKET_CLOSE", " )", " )"),
    ("YEAR_NUMBER", "in 2021", "2021"),
    ("IN_BEFORE", "29 in ", "9 in "),
    ("IN_YEAR_AFTER", " in 2022", " in 2022"),
    ("OPENS_BRACKET", "% (", "% ("),
    ("CHANGE_BEFORE", "gained ~", "gained ~"),
    ("IN_YEAR", " during ", " during "),
    ("IN_YEAR", " crossings in ", " crossings in "),
    ("YEAR_OPENING", "It dips. In ", ". In "),
    ("YEAR_OPENING", "starts small: in ", ": in "),
    ("YEAR_OPENING", "rose again in ", None),
    ("CHANGE_BEFORE", "a drop of ", "drop of "),
    ("BY_YEAR", "% by ", "% by "),
    ("AT_PERCENT", " rpm at ", " rpm at "),
    ("VALUE_IN_BRACKETS", " (~0.4", " (~0"),
    ("RANGE_END", " to about ", "to about "),
    ("OPENING_MARKS", "** at", "**"),
    # units.py
    ("UNIT_IN_WORDS", "Boil time in seconds", "in seconds"),
    ("PAREN_UNIT", "Latency (in ms)", "(in ms)"),
    ("PAREN_UNIT", "Cost (€)", "(€)"),
    ("MONEY_SCALE", "Revenue ($M)", "($M)"),
    ("UNIT_TAIL", "Throughput (req/s)", " (req/s)"),
    ("WHOLE_UNIT", "Fuel (L/100 km)", "(L/100 km)"),
    ("AXIS_NOTE", "Compute (normalized FLOPs)", "(normalized FLOPs)"),
    ("TICK_UNIT", "marked at 1B, 2B", "1B"),
    ("TICK_UNIT", "Llama-3B", None),
    ("MULTIPLIER", "Tokens (×10³)", "(×10³)"),
    ("MULTIPLIER", "Cost (in thousands)", "(in thousands)"),
    ("MULTIPLE_WORDS", "Sales ($000s)", "000s"),
    ("MULTIPLE_WORDS", "Revenue ($ thousands)", "thousands"),
    ("SUFFIXED", "at ~1.5M", "~1.5M"),
    ("DIGIT_SUFFIX", "30k", "0k"),
    ("SHORT_LABEL", "a Q1", None),
    ("SHORT_LABEL", "Size", "Si"),
    ("SAID_BILLION", '"B" denotes billions', "billions"),
    ("SAID_TRILLION", "1T, 2T (T = trillion)", "trillion"),
    # spokes.py
    ("PAREN_AFTER", "** (~", "** (~"),
    ("PAREN_AFTER", " (e.g., ", " (e.g., "),
    ("PAREN_CLOSE", " )%", " )"),
    ("VALUE_BEFORE", "% in the ", "% in the "),
    ("VALUE_BEFORE", " rises", None),
    ("SPOKE_JOIN", ", and 'Risk", ", and '"),
    ("STRETCH_SIDE", " – ~4", " – ~4"),
    ("SPOKE_WORD", "Q: C++ v1.5.", "Q"),
    ("EMPHASIS_MARK", "**Cost**", "*"),
    # boxes.py
    ("BOX_MINIMUM", "Lower whisker end", "Lower whisker end"),
    ("BOX_MAXIMUM", "Max value", "Max value"),
    ("BOX_Q1", "First Quartile", "First Quartile"),
    ("BOX_Q3", "75th percentile", "75th percentile"),
    ("BOX_MEDIAN", "Second quartile", "Second quartile"),
    ("BOX_MEAN", "Average", "Average"),
    ("RANKED_MEDIAN", "Similar median to LLM", "Similar median to LLM"),
    ("QUARTER", "Q3", "Q3"),
    ("BOX_NOTE", "First Quartile (Q1)", " (Q1)"),
    ("LETTER_WORD", "a 3 box", "box"),
    # kind.py
    ("KIND_HEATMAP", "A confusion matrix of", "confusion matrix"),
    ("KIND_BAR", "a box-and-whisker plot", "box-and-whisker plot"),
    ("KIND_LINE", "An area chart of", "area chart"),
    ("KIND_SCATTER", "a bubble chart", "bubble chart"),
    ("KIND_PIE", "A donut chart", "donut chart"),
    ("KIND_RADAR", "a spider plot", "spider plot"),
    ("KIND_TABLE", "The table below", "table"),
    ("BINNED", "the bin width is 0.25", "bin"),
    ("CLUSTERED", "one cluster per building type, with", "cluster per building type"),
    # named_pairs.py
    ("PAIR_JOIN", "Age vs. Income", " vs. "),
    ("PAIR_JOIN", "Age ↔ Income", " ↔ "),
    ("PAREN_NAMES", "pairs (V1-V1, V2-V2)", "(V1-V1, V2-V2)"),
    ("PAIR_LIST_SEP", "V1-V1; and V2-V2", "; and "),
    ("ROW_WORD", "Row V4", "Row "),
    ("COLON_LABEL", "V4: 0.3 with V1", "V4: "),
    ("WITH_NAME", " with V3, and V4", " with V3, and "),
    ("AXIS_PAIR_JOIN", "Layer 0 , Token", " , "),
    ("VALUE_LIST", "(0.98, 0.91, 0.95)", "(0.98, 0.91, 0.95)"),
    ("VALUE_LIST", "(0.98, 0.91)", None),
    ("DIAGONAL_WORD", "On the Diagonal", "Diagonal"),
    ("SAME_TWICE", "e.g. 2→2", "2→2"),
    # regions.py
    ("REGION_POSITION", "in the bottom-left corner", "bottom-left"),
    ("REGION_POSITION", "toward the centre", "centre"),
    ("REGION_COORD", "(x=", "x="),
    ("COLOUR_LEAD", "- Dark purple region", "- Dark purple"),
    ("REGION_VERB", "Yellow dominance suggests", "suggests"),
    # pie_grid.py
    ("TO_NAME", "% of the runs are ", "% of the runs are "),
    ("TO_NAME", " while ", None),
    ("FROM_NAME", " (grey) accounts for about ", " (grey) accounts for about "),
    ("FROM_NAME", " grows ", None),
    # pie_prose.py
    ("NAMED_BEFORE", "the compute slice takes ", "the compute slice takes "),
    ("REST_BEFORE", "The rest (", "The rest ("),
    ("REST_BEFORE", "Storage is ", None),
    ("NAMED_AFTER", ") goes to email", ") goes to email"),
    ("CLAUSE_SEP", "19%, while networking", ", while "),
    # aggregates.py
    ("SHARE_OF_MARK", "% of the whole bar", "% of the whole bar"),
    ("GROUP_STATISTIC", "Overall average", "Overall average"),
    ("AVERAGED", "macro avg", "macro avg"),
    # kind.py: a label that only says bins follow
    ("BIN_LABEL", "Bins", "Bins"),
    ("BIN_LABEL", "Counts per bin", "Counts per bin"),
    # roles.py: what a donut writes in its hole, no slice
    ("HOLE_LABEL", "Centre label", "Centre label"),
    ("HOLE_LABEL", "Center text", "Center text"),
    ("HOLE_LABEL", "Donut hole", "Donut hole"),
    ("HOLE_LABEL", "Central Europe", None),
    # data.py (most texts are the fixtures' that the hand-written pattern read before it moved)
    ("TUPLE_KEY", "**(1, 1):", "**(1, 1):"),
    ("ONE_KEY", "(0,0)", "(0,0)"),
    ("CONFUSION_KEY", "TP (0→0):", "TP (0→0):"),
    ("INDEX_BEFORE", "Row ", "Row "),
    ("VALUE_SEP", ":", ":"),
    ("SPACE", " ", " "),
    ("APPROX_ITEM", "Owl-7B (teal) ≈ +3%", "Owl-7B (teal) ≈ +3%"),
    ("LIST_SEP", ": ", ": "),
    ("SEGMENT_SEP", "; ", "; "),
    ("DASH_AFTER_LABEL", "— ", "— "),
    ("PLACE_EQ", "* **Returns:** R1 = 90, R2 = 95, R3 = 100", " = "),
    ("PAIR_SEP", ", ", ", "),
    ("AND_BEFORE", "and ", "and "),
    ("ENDS_ON_VALUE", "%", "%"),
    ("ENTRY_SEP", ", ", ", "),
    ("AGGREGATE_HEADER", "Totals", "Totals"),
    ("AFTER_VALUE", "± 4", "± 4"),
    ("CODE_THEN_ROLE", "Recall` axis", "Recall` axis"),
    ("EQUALS_OR_COLON", "=", "="),
    ("COLON_NAME", "Skill: Repair", "Skill: Repair"),
    ("AT_END", "at events", "at events"),
    ("AT", "at", "at"),
    ("WORD", "box", "box"),
    ("NOTE_AT_END", " (%)", " (%)"),
    ("NTH_NOTE", " (first)", " (first)"),
    ("RELATION", " vs. ", " vs. "),
    ("PARENS_IN", "(Red)", "(Red)"),
    ("QUOTED_WHOLE", '"apt"', '"apt"'),
    ("AND_JOIN", " and ", " and "),
    ("NOT_AND_ONLY", "2", "2"),
    ("BRACKETED", "(0)", "(0)"),
    ("TUPLE_SEP", ", ", ", "),
    ("XY_SAID", "x=6.4, y=0.95", "x=6.4, y=0.95"),
    ("WITH_UNIT", "1M", "1M"),
    ("NOT_A_NAME", "at", "at"),
    ("EQUALS_NUMBER", "=6", "=6"),
    ("TAGGED_SEP", ", ", ", "),
    ("NAMED_LEAD", "Write 8%", "Write "),
    ("SERIES_PREFIX", "Series: ", "Series: "),
    ("AT_XY", "Stride 64, Length 384: 80.4", "Stride 64, Length 384: 80.4"),
    ("RECORD", "Size 8 (blue)", "Size 8 (blue)"),
    ("FIELD", "n=1", "n=1"),
    ("GAP_ENTRY", "–", "–"),
    ("LIST_MEMBER_SEP", ",", ","),
    ("POINT_LABEL", "Peak", "Peak"),
    ("NUMBERED_POINT", "Point 3", "Point 3"),
    ("ERROR_BAR_TAIL", "±2", "±2"),
    ("COUNTED_NAMES", "gauges (Roof, Tower)", "gauges (Roof, Tower)"),
    ("ARROW", "→", "→"),
    ("CHANGE_FROM", "(", "("),
    ("MEASURE_LEAD", " Width ", " Width "),
    ("NOTE_TAIL", "% (about half of the way out).", "% (about half of the way out)."),
    ("DIGITS", "3", "3"),
    ("SENTENCE_END", ". ", ". "),
    ("CHANGE", "0 ", "0 "),
    ("COORDINATES_LABEL", ". Coordinates", ". Coordinates"),
    ("ONE_PAIR", "(3, 0.62).", "(3, 0.62)."),
    ("BOLD_NAME_AT", "**Ox** at ", "**Ox** at "),
    ("POINT_ATTRIBUTE", ", bubble about", ", bubble about"),
    ("NAMED_AT", "b=2 at", "b=2 at"),
    ("COURSE_AT", "Starts at", "Starts at"),
    ("PLACING_CLAUSE", " at", " at"),
    ("COURSE_OF", "Flash climbs slowly", "Flash climbs slowly"),
    ("DATA_COORDINATE", "y=17", "y=17"),
    ("EXTREME_LABEL", "Peak", "Peak"),
    ("CLAUSE", "The ", "The "),
    ("VALUE_THEN_NAME", "~9 (Summer)", "~9 (Summer)"),
    ("VALUE_AT_ITEM", "5 at 100 tokens", "5 at 100 tokens"),
    ("QUARTER_MARK", "Q1", "Q1"),
    ("MEDIAN", "median", "median"),
    ("ROW_OPENING", 'Row "Orchard" ranges from 18.9 (May) to', 'Row "Orchard" '),
    ("PLACE_AFTER", " (Apr)", " (Apr)"),
    ("SHARES_OPEN", "wedges: ", "wedges: "),
    ("BINS_OPEN", "The bins 0-10, 10-20", "bins "),
    ("BINS_OPEN", "the bin 30-40 holds", "bin "),
    ("BINS_OPEN", "the bins are wide", None),
    ("BINS_VERB", " hold about 4", " hold about "),
    ("BINS_VERB", " has ~4", " has ~"),
    ("BINS_VERB", " rise to 4", None),
    ("BINS_TAIL", " parcels per day; the", " parcels per day"),
    ("BINS_TAIL", "; 12.", None),
    ("DURATION_AFTER", " 1h 20m", " 1h 20m"),
    ("DURATION_AFTER", " ~2 hours, 15 minutes.", " ~2 hours, 15 minutes."),
    ("DURATION_AFTER", " 3 min 20 s", " 3 min 20 s"),
    ("DURATION_AFTER", " 90 min", None),
    ("LISTED", "16 (Teal)", "16 (Teal)"),
    ("VALUE_AT", " at 0 MB.", " at "),
    ("CLAUSE_NAME", "is", "is"),
    ("SHARE_VERB", " take ", " take "),
    ("BEFORE_ENTRY_VALUE", " ", " "),
    ("NAME_AFTER_VALUE", " Read", " Read"),
    ("ON_DIAGONAL", "on diagonal", "on diagonal"),
    ("AT_NAME", 'at "Chirp"', 'at "Chirp"'),
    ("COLOURED_PAIR", "'sun' vs 'sun' is green (≈0.5)", "'sun' vs 'sun' is green (≈0.5)"),
    ("MARKER_SIZE", "bubble", "bubble"),
    ("FIELD_AFTER_VALUE", " kg honey yield", " kg honey yield"),
    ("MORE_NAMES", ' and "Warble"', ' and "Warble"'),
    ("CLAUSE_OPENING", "stays", "stays"),
    ("UNIT_AFTER_TOTAL", " s", " s"),
    ("PAREN_VALUE", "7", "7"),
    ("LABELLED_PLACE", "Day: ~12", "Day: ~12"),
    ("ENDS_ON_PLACE_WORD", "near", "near"),
    ("LAST_PART", ", 0.", ", 0."),
    ("THREE_LETTERS", "The", "The"),
    ("CLOSING_NOTE", " (Total: 8 vans)", " (Total: 8 vans)"),
    ("RANK_HEAD", "Lowest", "Lowest"),
    ("NAME_START", "F", "F"),
    ("COORD_SPLIT", "x 3, y 4", ", "),
    ("AGAINST", "A vs. B", "vs. "),
    ("AXES_SAID", "Speed = 4, Load = 7", "Speed = 4, Lo"),
    ("KEYED", ": 0.4", ": 0"),
    ("CLAUSE_TAIL", "the model has a lead", "the model has a"),
    ("LABEL_END", "Accuracy: ~", ": ~"),
    ("SIGNED", "a change of −3", " −3"),
    ("CROSSING", "the lines cross here", "cross"),
    ("SAYS_HOW", "the gaps shrink", "s shrink"),
    ("PLACE_NUMBER", "Epoch 5", " 5"),
    ("SUFFIXED_AFTER", " ~12k", " ~12k"),
    ("VALUE_NOTE", " value = 3", " value ="),
    ("PLACE_BEFORE", " at step ", " at step "),
    ("ERROR_BEFORE", "0.5 ± ", "± "),
    ("UNREAD_APPROX", "about ~4", "~4"),
    ("AXIS_SYMBOL", "x = 3", "x ="),
    ("SETTING_ENTRY", "k=4: 0.61", "k=4: 0.61"),
    ("PAREN_TO_CLOSE", "Loss (val) here", "(val)"),
    ("CLOSE_PAREN", "a)", ")"),
    ("PAREN_GROUP", "Cost (USD)", "(USD)"),
    ("DECIMALS", "3.25", ".25"),
    ("TIMES_AFTER", " x faster", " x"),
    ("NOTE_AFTER_VALUE", "% (best)", "% (best)"),
    ("LOWER_WORD", "Top-1", "op"),
    ("ENDS_ON_DIGIT", "reaches 4 **", "4 **"),
    ("LETTERS", "12 Mbps", "Mbps"),
    ("ASCII_LETTER", "12 Mbps", "M"),
    ("BARE_VALUE", "**~0.4**", "**~0.4**"),
    ("MARKUP", "** $", "** $"),
    ("LEAD_IN", "Value = ~", "Value = ~"),
    ("NAMED_LEAD_IN", "Accuracy = ", "Accuracy = "),
    ("BEFORE_VALUE", "about $", "about $"),
    ("MARKUP", "a ", None),
    ("BEFORE_VALUE", "then ", None),
    # points.py (the same)
    ("GRID_PLACE", "Top Row", "Top Row"),
    ("VALUE_NOUN", "Median", "Median"),
    ("VALUE_VERB", "is", "is"),
    ("DRAWN_NOTE", ". The bar", ". The bar"),
    ("AGAINST_GRID", "the 40 gridline", "the 40 gridline"),
    ("ERROR_NOTE", ", IQR", ", IQR"),
    ("X_WORDS", "Hour", "Hour"),
    ("SEP", ":", ":"),
    ("SENTENCE", "** Highest pass rate. Dot at ~90%.", " "),
    ("MEDIAN_IN_NOTE", "(median ~0.6)", "(median ~0.6)"),
    ("FOR_MANY", "for most", "for most"),
    ("RANGE_WORDS", "from", "from"),
    ("POINTS_SERIES_PREFIX", "Series: Osprey", "Series: "),
    ("WORDS", "FP", "FP"),
    ("NOTES_IN", "(%)", "(%)"),
    ("POINTS_CLAUSE_OPENING", "with", "with"),
    ("INTRODUCES", "as follows", "as follows"),
    ("SERIES_WORD_TAIL", " Line", " Line"),
    ("LINE_OR_CURVE_END", "Line", "Line"),
    ("NAME_AND_NOTE", "Byte (red)", "Byte (red)"),
    ("DASH_THEN_NAME", " - 5", " - 5"),
    ("DATA_POINTS_TAIL", "Key Data Points", "Key Data Points"),
    ("DATA_POINT_TAIL", "Cyan Data Point", "Cyan Data Point"),
    ("NOTE_SEP", ",", ","),
    ("END_PAREN", " (red)", " (red)"),
    ("DASHED_TAIL", " - ", " - "),
    ("STAT_NOTE", "Total: 8 vans", "Total: 8 vans"),
    ("REMARK", "in ", "in "),
    ("DESCRIBES_MARK", "slice", "slice"),
    ("GLUED_QUANTITY", "1K", "1K"),
    ("HYPHENED_WORD", "red", "red"),
    ("SERIES_LIST", "Bars", "Bars"),
    ("SERIES_LABEL", "Series", "Series"),
    ("ALNUM_WORD", "A", "A"),
    ("SENTENCE_OPENING", "In the", "In the"),
    ("LEGEND_PIECE", ",", ","),
    ("PARENS_GROUP", "(Red)", "(Red)"),
    ("PARENS", "(Top)", "(Top)"),
    ("READ_FROM_LEGEND", "(from legend)", "(from legend)"),
    ("LABEL_OF", 'label "', 'label "'),
    ("MARK_STANDS_FOR", "Pale green bar color represents", "Pale green bar color represents"),
    ("MARK_STANDS_FOR", "Dashed line denotes", "Dashed line denotes"),
    ("MARK_STANDS_FOR", "Pale green bar color", None),
    ("MARK_FOR", 'A blue circle labeled "Solved"', 'A blue circle labeled "Solved"'),
    ("NAMES_MARKS", "names", "names"),
    ("MARK_THEN_NAME", "the blue line Copper", "the blue line Copper"),
    ("LEGEND_WORD", "Legend", "Legend"),
    ("MARK_PARTS", "; a single series", "; "),
    ("SOLE_SERIES", 'only one line, named "Outlet", drawn against t', "only one line, named "),
    ("SOLE_SERIES", 'names the single series as "Peak hour", drawn', "the single series as "),
    ("SOLE_SERIES", "a single swatch labelled Peak, no quotes", None),
    ("SOLE_ENTRY_NAME", "shows a single grey swatch labelled Q3.", "a single grey swatch labelled Q3"),
    ("SOLE_ENTRY_NAME", "a single swatch labelled the model", None),
    ("PARTS_SAID", "bars):", "bars):"),
    ("DRAWN_PART", "Large (navy)", "Large (navy)"),
    ("ARROW_SPLIT", " = ", " = "),
    ("NO_LEGEND", "No", "No"),
    ("SETTING", "β = 2", "β = 2"),
    ("NOTE_PLACE", "(Step 0)", "(Step 0)"),
    ("SHORT_FORM", "log(H)", "log(H)"),
    ("LIST_LETTER", "(a) ", "(a) "),
    ("ENUMERATED", "1. ", "1. "),
    ("KIND_THEN_QUOTED", "Token 'o' (Blue)", "Token 'o' (Blue)"),
    ("VALUES_OF_ENTRY", "Endpoints of the Tidal layer (teal, top):", "Endpoints of the Tidal layer (teal, top):"),
    ("VALUES_OF_ENTRY", "Readings for the Kiln bars", "Readings for the Kiln bars"),
    ("VALUES_OF_ENTRY", "Tidal layer values", None),
    ("CHART_WORDS", "Chart", "Chart"),
    ("PANEL_WORD", "(a)", "(a)"),
    ("MARK_NAMED", "The Old Model bar", "The Old Model bar"),
    ("VALUE_VERBS", "=", "="),
    ("ENDS_SENTENCE", "left.", "left."),
    ("NEXT_SENTENCE", ". Flattest decline.", ". "),
    ("NUMBERED_NAME", "Tier ", "Tier "),
    ("NOTE_VALUE", "Lowest accuracy (0.70)", "Lowest accuracy (0.70)"),
    ("GRID_WORD", "gridline", "gridline"),
    ("TOPS_UP", "remaining space to reach", "remaining space to reach"),
    ("VALUE_LEAD", "the bar height is ~12", "the bar height is "),
    ("MEDIAN_NOTE", "a line (median), dashed", ","),
    ("CHANGE_ARROW", "from 4% → 9%", "4% → 9"),
    ("OPENS_NOTE_AT_END", "Model A (", "Model A ("),
    ("PARENS_WHOLE", "(dashed)", "(dashed)"),
    ("PLACE_WORD_LEAD", "At step 9", "At "),
    ("PLACE_WORD_LEAD_NOT_BY", "by step 9", None),
    ("LIST_JOIN", "Ash; and Elm", "; and "),
    ("DOUBLE_QUOTE", "the “Ash” line", "“"),
    ("CLAUSE_STOP", "Ash rises. Elm falls", ". "),
    ("SPACED_PARENS", "Ash (dotted)", " (dotted)"),
    ("ENDS_ON_AXIS_LETTER", "the value at x", " x"),
    ("AFTER_CLOSE_PAREN", "Ash (red), and Elm", "), and "),
    ("UP_TO_VERB", "The key lists three pens", "The key lists"),
    ("SHORT_UNIT_WORD", "GB", "GB"),
    ("FREE_DIGIT", "@2x at 3", "3"),
    ("SENTENCE_STOP", "Ash wins. Elm", ". "),
    ("RANGE_ON", " to 40", " to 4"),
    ("PHRASE_STOP", "Ash — Elm", "— "),
    ("SPACED_NUMBER_START", "x −4", " −4"),
    ("NAME_END", "Ash (red)", " ("),
    ("NOTE_OR_EMPHASIS", "the *dotted* pen", "*dotted*"),
    ("STOP_MARK", "a; b", ";"),
    ("WORD_CHAR", "-- x", "x"),
    ("AND_COMMA", "Ash and Elm", " and "),
    ("GLUE_CHAR", "Ash: 4", ":"),
    ("NUMBER_CHARS", "4, 5%", "4, 5%"),
    ("HEDGE_OR_LINK", "Peak is about", "is"),
    ("PARENS_WHOLE", "(a) b", None),
    # prose.py (the same)
    ("NAMED_CURVE", "Two line", "Two line"),
    ("PLAIN_CURVE", "The morning line ", "The morning line "),
    ("NAMED_SUBJECT", "v4 climbs", "v4 climbs"),
    ("DRAWN_NAMED", "The dark green line (2.4 + 4.1 * T^-0.37)", "line (2.4 + 4.1 * T^-0.37)"),
    ("PRONOUN", "It", "It"),
    ("BOX_STATISTIC", "span", "span"),
    ("MEDIAN_CLAUSE", "Median ~0.6", "Median ~0.6"),
    ("CENTRE_CLAUSE", "centered ~0.55", "centered ~0.55"),
    ("MEDIAN_WORD", "median", "median"),
    ("OPENS", "* At ", "* At "),
    ("STRETCH", "0-2", "0-2"),
    ("TIGHT", "(", "("),
    ("VALUE_BRACKET_OPEN", "(", "("),
    ("VALUE_BRACKET_CLOSE", ")", ")"),
    ("REACHED", ", reaching approximately", ", reaching approximately"),
    ("STRETCH_TO", "from stage 0 to ", "from stage 0 to "),
    ("ENDING", ", ending at approximately", ", ending at approximately"),
    ("END_VALUE_OPEN", "(error rate", "(error rate"),
    ("END_VALUE_CLOSE", ")", ")"),
    ("AT_NOUN", "at the 8", "at the 8"),
    ("PROSE_COLON_LABEL", "Byte: 73.0", "Byte: "),
    ("DASH_NOTE", " — 1K", " — 1K"),
    ("BOLD_NOTED_OPENING", "Mobile (Yellow) comes second.", "Mobile (Yellow) "),
    ("POINT_NOTE", " (Start)", " (Start)"),
    ("PEAK", "peak", "peak"),
    ("HIGHEST", "maximum", "maximum"),
    ("LOWEST", "trough", "trough"),
    ("FOR_PLACES", " for ", " for "),
    ("STARTS_AT", "begin at ", "begin at "),
    ("ENDS_AT", "ends at ", "ends at "),
    ("PLACE_SAID_AFTER", " recall at a vector dimension of ", " recall at a vector dimension of "),
    ("PLACE_SAID_AFTER", ", then rises to ", None),
    ("PROSE_RANGE_ON", "–0", "–0"),
    ("COURSE_TO_END", "and climbs to approximately ", "and climbs to approximately "),
    ("STARTS_SAID", "Starts at", "Starts at"),
    ("COURSE_FROM", "climbs from", "climbs from"),
    ("TO", " to about ", " to about "),
    ("LETTERED", "x=", "x="),
    ("THERE_ARE", "there is about ", "there is about "),
    ("JOINED", " and ", " and "),
    ("LAST_NOTE", " (cold)", " (cold)"),
    ("RESPECTIVELY", "respectively", "respectively"),
    ("PLACES_BEFORE", "on ", "on "),
    ("REACHING", ", at roughly 0", ", at roughly 0"),
    ("SHARED", "both", "both"),
    ("AT_NAMED", " in `", " in `"),
    ("COLOUR_BAR", "The teal bar", "The teal bar"),
    ("POSSESSIVE", "'s", "'s"),
    ("CLOSES", ")", ")"),
    ("BOTH", "both lines rise", "both"),
    ("PANEL_PLACE", "in the left panel", "left"),
    ("GAP_NOTE", "a gap (small) at 4", "(small)"),
    ("LATEX_MARKS", "the $x$ axis", "$"),
    ("RELATIVE", "3 points ahead", "points"),
    ("ENTRY_THEN_PAREN", "the **Rent** slice (", "**Rent** slice ("),
    ("NUMBER_TEXT", "then −0.4,", "−0.4,"),
    ("DIGIT_RUN", "Run 1,200", "1,200"),
    ("OPENING_PAREN", "  (red)", "  ("),
    ("HEDGE_WORD", "then about", "about"),
    ("LINK_WORDS", ", rising to ", ", rising to "),
    ("LINK_WORDS", " and then ", None),
    ("SENTENCE_TAIL", "%**.", "%**."),
    ("SENTENCE_TAIL", " by 4", None),
    # panels.py (the same)
    ("PANEL_LIKE", "(a)", "(a)"),
    ("ROW_PLAIN", "Row A", "Row "),
    ("PANELS_ROW_WORD", 'Row "we"', "Row "),
    ("AXIS_WORD", "box", "box"),
    ("PARTNER", "Self-correlation", "Self-correlation"),
    ("TRAILING_NOTE", " (%)", " (%)"),
    ("BAR_WORD", "Bar", "Bar"),
    ("PANELS_ARROW", " → ", " → "),
    ("NUMBERED_PLACE", "Q1", "Q1"),
    ("YEAR", "2023", "2023"),
    ("TICK_HEADER", "Q1", "Q1"),
    ("QUOTES", '"', '"'),
    ("CHART_WORD", "Plot", "Plot"),
    ("PANELS_SPACED_PARENS", "(a)", "(a)"),
    ("ENTRY_THEN_MOVE", "The Coast line keeps climbing", "The Coast line keeps climbing"),
    ("MARK_AND_NICKNAME", "Web (Teal)", "Web (Teal)"),
    ("QUALIFIED", "Tuned (A)", "Tuned (A)"),
    ("ARROW_JOIN", " → ", " → "),
    ("LETTER_RUN", "box", "box"),
    ("ALL_MARKS", "All bars", "All bars"),
    ("COLOUR_THEN_QUOTED", 'Green ("All")', 'Green ("All")'),
    ("FAMILY", "Finch Models", "Finch Models"),
    ("DERIVED", "Delta", "Delta"),
    ("PANELS_WORD", "rel", "rel"),
    ("ALPHA_WORD", "Top", "Top"),
    ("CORNER", "Hour \\ Day", "Hour \\ Day"),
    ("ONE_WORD", "Lot", "Lot"),
    ("OPEN_BOUND", ">=6", ">=6"),
    ("LETTER", "C", "C"),
    ("BRACKETED_NOTE", "(↑)", "(↑)"),
    ("ENDS_ON_EQUALS", "=", "="),
    ("HEDGE_NOTE", " (Approx.)", " (Approx.)"),
    ("END_NOTE", "Routes (#)", "Routes (#)"),
    ("UNIT", " (%)", " (%)"),
    ("CELL_PLACE", "Top-Left Cell", "Top-Left Cell"),
    ("SLOPE", " slope of the fit", " slope"),
    ("PER_UNIT", "% more per unit", "% more per unit"),
    ("ENTRY_MEASURE", "Kiln scores", " scores"),
    ("NUMBERED", "2. Dry run", "2. "),
    ("QUOTED_AFTER", '% ("Oak")', '% ("Oak")'),
    ("PERCENTILE", "the 90thpercentile", "90thpercentile"),
    ("PANELS_AXIS_NOTE", "Depth (y-axis)", "(y-axis)"),
    ("VALUE_HEADER", "Count of kilns", "Count"),
    ("VALUE_HEADER", "Counter", None),
    ("UNIT_JOIN", "4 × 8", " × "),
    ("TICK_UNIT_TAIL", " km/h)", " km/h)"),
    ("PAREN_CONTENT", "pairs (a, b)", "(a, b)"),
    ("WORD_LETTERS", "12 ém", "ém"),
    ("NAME_PAIR_SEP", "Oak vs. Elm", " vs. "),
    ("SIGN_OR_DIGIT", "Oak-2", "-"),
    ("NAME_LIST_SEP", "Oak and Elm", "and"),
    ("SPACED_NOTE", "Oak (kiln)", " (kiln)"),
    ("SIGNED_VALUE", "is +4%", "+4%"),
    ("ROW_AHEAD", " Row 2", " Row"),
    ("COL_AHEAD", " Column 2", " Col"),
    ("ELISION", "⋮", "⋮"),
    ("ELISION", "… 4", None),
    # __init__.py, chart_names.py, axis_fields.py, panel_heads.py
    ("SUFFIXED_TICK", "ticks at 2k, 4k", "2k"),
    ("SUFFIXED_TICK", "a 3kg bag", None),
    ("TITLE_NOTE", " (lower right) and", " (lower right)"),
    ("POINT_FIRST", "Data point #2 - kiln A", "Data point #2 - "),
    ("POINT_FIRST", "point 4", None),
    ("ANNOUNCED_PANELS", "It holds three small bar charts", "three small bar charts"),
    ("ANNOUNCED_PANELS", "a twin-panel layout", "twin-panel"),
    ("ANNOUNCED_PANELS", "two bars", None),
    # counted and placed (points.py, panels.py)
    ("HEDGED_PLACE", "at roughly", "at roughly"),
    ("HEDGED_PLACE", "near", "near"),
    ("HEDGED_PLACE", "after", "after"),
    ("COLLECTIVE", "Each of the kilns", None),
    ("COLLECTIVE", "all the four curves", "all the four curves"),
    ("EVERY_ENTRY", "and both series dip", "both series"),
    ("EVERY_ENTRY", "all 3 bars", "all 3 bars"),
    ("NOT_SERIES_NAME", "There are nine bars", "There"),
    ("NOT_SERIES_NAME", "Kiln", None),
    ("DESCRIBED_ENTRY", "Another kiln", "Another k"),
    ("DESCRIBED_ENTRY", "One Kiln", None),
    ("ALONE_AFTER", "% (12)**.", "% (12)**."),
    ("ALONE_AFTER", " and more", None),
    # prose.py: a text's opening marks and article; what may open a clause before its subject
    ("OPENING_ARTICLE", "**The Kiln line", "**The "),
    ("OPENING_ARTICLE", "Theta line", None),
    ("ARTICLE_ONLY", ' *"the ', ' *"the '),
    ("ARTICLE_ONLY", "the kiln ", None),
    ("JOIN_THEN_ARTICLE", "higher than Ash, while the ", "while the "),
    ("JOIN_THEN_ARTICLE", "higher than Ash; the ", "; the "),
    ("JOIN_THEN_ARTICLE", "higher than the ", None),
    # data.py: shapes that may be empty where their end or start is asked for, declared when not empty
    ("BETWEEN_POINTS", "), and Kiln B", "), and "),
    ("BETWEEN_POINTS", "Kiln B", None),
    ("X_COORDINATE_LEAD", " x ≈ 4", " x ≈ "),
    ("Y_COORDINATE_LEAD", "Y: 4", "Y: "),
    ("Y_COORDINATE_LEAD", "4", None),
    ("PAIR_WORDS", "Sits at roughly (2, 3)", "Sits at roughly "),
    ("PAIR_WORDS", "~ (2, 3)", "~ "),
    ("PAIR_WORDS", "(2,3)", None),
    ("PAIR_WORDS_ONLY", "found near about ", "found near about "),
    ("PAIR_WORDS_ONLY", "found twice", None),
    ("EXTREME_LINK", "Kiln A scoring ~", " scoring ~"),
    ("EXTREME_LINK", "Kiln A", None),
    ("SENTENCE_GAP", "Oak 40%. Elm 30%", " "),
    ("SENTENCE_GAP", "Oak 40%. elm", None),
]

# the shapes the empty text fits too (a terminal is never empty: their binders ask for it)
MAY_BE_EMPTY = frozenset(
    [
        *("CHAIN_SEP", "VALUE_BEFORE", "TO_NAME", "FROM_NAME", "REST_BEFORE"),
        *("MARKUP", "LEAD_IN", "NAMED_LEAD_IN", "BEFORE_VALUE"),  # data.py
        *("LINK_WORDS", "SENTENCE_TAIL"),  # prose.py
        "ELISION",  # panels.py
        "ALONE_AFTER",  # points.py
        "ARTICLE_ONLY",  # prose.py
        "PAIR_WORDS_ONLY",  # data.py
    ]
)


@pytest.mark.parametrize(("name", "text", "want"), EXAMPLES)
def test_binding_shapes(name: str, text: str, want: str | None) -> None:
    pattern = getattr(SHAPES, name)
    m = pattern.match(text) if name in MAY_BE_EMPTY else pattern.search(text)
    assert (m.group() if m else None) == want


@pytest.mark.parametrize("name", sorted(MAY_BE_EMPTY))
def test_a_shape_that_may_be_empty_fits_the_empty_text_and_not_more(name: str) -> None:
    """grammar.fits asks for the empty text that no terminal matches; a text with something
    past the shape does not fit."""
    pattern = getattr(SHAPES, name)
    assert fits(pattern, "")
    assert not fits(pattern, "\u00a7 Zebra 42 \u00a7")


def test_every_shape_declared_is_a_terminal_with_an_example() -> None:
    """A shape left out of the `shape` rule is dropped by lark; one without an example here is
    read by no test."""
    text = grammar_path("bindings.lark").read_text(encoding="utf-8")
    declared = set(re.findall(r"^([A-Z][A-Z0-9_]*):", text, re.M))
    kept = {t.name for t in terminals("bindings")}
    assert declared <= kept
    assert {name for name, _, _ in EXAMPLES} == declared


def test_the_counts_and_places_are_the_wordings() -> None:
    """The count words of the grammars (inline.lark's _COUNT_WORD) and the words that place a value
    (bindings.lark's _PLACE_WORDS) are extract.wording's, whose NUMBER_WORDS hold their values."""
    from extract.wording import COUNT_WORD, PLACE_WORDS

    assert f"(?P<count>{COUNT_WORD})" in SHAPES.EVERY_ENTRY.pattern
    assert SHAPES.HEDGED_PLACE.pattern.startswith(f"(?i:(?:(?:{'|'.join(sorted(PLACE_WORDS))})\\s+)?")


def test_the_hedge_words_are_inline_larks() -> None:
    """The hedge before a place is built from inline.lark's approximation words, not a copy."""
    from extract.wording import APPROX_WORDS

    assert f"(?:{APPROX_WORDS}|close" in SHAPES.PLACE_HEDGE.pattern


# Every module of extract/interpret/, and the functions of each that build a pattern at run time
# from a document's names (an axis's name, the spokes, a legend's entries, a chart's categories):
# no other call of `re` compiles or applies a pattern in them (their shapes are grammars/'s:
# bindings.lark's, and axes.lark's for axes.py).
BINDERS: dict[str, set[str]] = {
    "mentions": {"_compiled"},  # x_names's patterns, built from the document's axes
    "units": set(),
    "spokes": {"_mentions", "_opening_entry"},  # the figure's spokes; each legend entry
    "boxes": set(),
    "kind": set(),
    "named_pairs": set(),
    "regions": set(),
    "pie_grid": {"_names"},  # each legend entry, written whole
    "pie_prose": set(),
    "aggregates": set(),
    "data": set(),
    "bar_clauses": set(),
    "points": set(),
    "prose": {"_category_pattern"},  # a chart's categories
    "panels": set(),
    "__init__": set(),
    "axes": set(),
    "axis_fields": set(),
    "chart_names": set(),
    "marks": set(),
    "named_lists": set(),
    "panel_heads": set(),
    "roles": set(),
    "scales": set(),
    "unread": set(),
}
# (a name with "=" would be a module-level assignment that may hold a plain pattern: none is left)
# the calls of `re` left in interpret/, all in the functions above: the count may fall, never rise
_PATTERNS_BUILT_FROM_NAMES = 5
_INTERPRET = Path(__file__).resolve().parent.parent / "extract" / "interpret"


def test_every_module_of_interpret_is_a_binder_listed() -> None:
    """A new module of interpret/ is listed in BINDERS, so the rule above reads it too."""
    assert {p.stem for p in _INTERPRET.glob("*.py")} == set(BINDERS)


def test_interpret_builds_no_more_patterns_than_those_from_a_documents_names() -> None:
    calls = [c for m in BINDERS for c in pattern_calls(_INTERPRET / f"{m}.py")]
    assert len(calls) <= _PATTERNS_BUILT_FROM_NAMES, "declare the shape in grammars/ (bindings.lark)"


@pytest.mark.parametrize("module", sorted(BINDERS))
def test_binders_write_no_pattern_of_their_own(module: str) -> None:
    path = Path(__file__).resolve().parent.parent / "extract" / "interpret" / f"{module}.py"
    calls = pattern_calls(path)
    where = {w for w, _ in calls}
    assert where <= BINDERS[module], (
        f"{module}.py writes a pattern in {sorted(where - BINDERS[module])}: declare it in grammars/bindings.lark"
    )
    # (and those left are built at run time: no pattern there is a plain string)
    assert not [c.lineno for w, c in calls if c.args and isinstance(c.args[0], ast.Constant) and w[:1] != "="]


def test_the_plain_patterns_left_are_named() -> None:
    """The module-level patterns a binder keeps (BINDERS' names with "=") are still there: a name
    listed for a pattern that moved to the grammar is dropped from BINDERS with it."""
    for module, kept in BINDERS.items():
        path = Path(__file__).resolve().parent.parent / "extract" / "interpret" / f"{module}.py"
        where = {w for w, _ in pattern_calls(path)}
        assert {k for k in kept if k.startswith("=")} <= where, module
