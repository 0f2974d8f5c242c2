"""Write-up styles seen in real model output, each in own words with hand-checked cells
(issue 9). Whole-document fixtures live in fixtures/writeups; these are the small cases."""

from __future__ import annotations

import pytest

from extract import parse_text
from extract.interpret.axes import read_axes
from extract.outline import build
from extract.reader import read_lines
from extract.statements import value_band
from extract.text import figure_name

Cells = list[tuple[object, object, float]]

STYLES: dict[str, tuple[str, Cells]] = {
    "an item that is a value, then its category in brackets ('- 7.5 (Kiwi)'); a colour there names nothing": (
        "## Bar chart: Sugar per Fruit\n* **X-axis:** fruit\n* **Y-axis:** Sugar (g)\n\n"
        "### Values\n- 7.5 (Kiwi)\n- about 12.1 (Mango)\n- 4.4 (green)\n",
        [("Sugar (g)", "Kiwi", 7.5), ("Sugar (g)", "Mango", 12.1)],
    ),
    "a table whose header numbers one word ('Warehouse 3', 'Warehouse 7') runs along an axis: rows are series": (
        "## Bar chart: Hit Rate by Cache Policy\n\n| Policy | Warehouse 3 | Warehouse 7 |\n|---|---|---|\n"
        "| LRU | 0.41 | 0.73 |\n| LFU | 0.38 | 0.77 |\n",
        [
            ("LRU", "Warehouse 3", 0.41),
            ("LRU", "Warehouse 7", 0.73),
            ("LFU", "Warehouse 3", 0.38),
            ("LFU", "Warehouse 7", 0.77),
        ],
    ),
    "a numbered point's label, then 'at about' and its pair, under its series' header": (
        "## Scatter plot: Yield vs. Rainfall\n- X-axis: Rainfall (mm)\n- Y-axis: Yield (t/ha)\n\n"
        "### Barley\n* Plot 1 at about (420, 3.1)\n* Plot 2 at about (510, 3.6)\n",
        [("Barley", 420, 3.1), ("Barley", 510, 3.6)],
    ),
    "series named in a sentence with their colours, a category's segments on one line, its total in brackets": (
        "## Stacked bars: Visitors per Gallery\n\nThe x-axis has two galleries (East, West); the y-axis is "
        '"Visitors" from 0 to 900. The stacked layers are: Adults (navy), Children (light green) and '
        "Seniors (purple).\n\nEast — Adults: 410, Children: 220, Seniors: 95 (sum 725)\n\n"
        "West — Adults: 300, Children: 310, Seniors: 140 (total 750)\n",
        [
            ("Adults", "East", 410),
            ("Children", "East", 220),
            ("Seniors", "East", 95),
            ("Adults", "West", 300),
            ("Children", "West", 310),
            ("Seniors", "West", 140),
        ],
    ),
    "a category's median, then a clause of other numbers about its shape: the median alone": (
        "## Violin plot: Melon Weight by Farm\n- **X-axis:** Farm (North, South)\n- **Y-axis:** Weight (kg), 0 to 8\n\n"
        "- **North:** median ~ 3.4 kg; skewed, with a shoulder near 2.9 and a few heavy melons at 6.1 kg.\n"
        "- **South:** median ~ 4.2 kg; a long lower tail stretching down to 1.5 kg.\n",
        [("Weight (kg)", "North", 3.4), ("Weight (kg)", "South", 4.2)],
    ),
    "a pie's shares listed in a sentence, the last after 'and', each read with its own name": (
        "## Pie chart: Pets Owned\n\nShares by pet: Dogs (41%), Cats (33%), Fish makes up 15%, and Birds (11%). "
        "Dogs lead.\n",
        [(None, "Dogs", 41), (None, "Cats", 33), (None, "Fish", 15), (None, "Birds", 11)],
    ),
    "a chart's only line named in a sentence ('a single trace, labeled \"Backlog\"') names its series": (
        '# Line chart: Open Tickets by Week\n\nThe plot draws a single trace, labeled "Backlog", over weeks 1 to 4.\n\n'
        "The backlog is about 31 at week 1, falls to roughly 22 at week 2 and to 17 at week 4.\n",
        [("Backlog", 1, 31), ("Backlog", 2, 22), ("Backlog", 4, 17)],
    ),
    "a header of bar heights names no series, and an axis unit said in words keeps its brackets": (
        "## Histogram of Leaf Widths\n- X-axis: Leaf width (mm), 0 to 30\n"
        "- Y-axis: Share (percentage of leaves), 0 to 50\n\n### Bar heights\n"
        "- 0–10 mm: 12\n- 10–20 mm: 47\n- 20–30 mm: 41\n",
        [
            ("Share (percentage of leaves)", "0–10", 12),
            ("Share (percentage of leaves)", "10–20", 47),
            ("Share (percentage of leaves)", "20–30", 41),
        ],
    ),
    "axes named by role in words ('Axis of values', 'Axis of the categories'): the values' axis names the series": (
        "**Horizontal bar chart: Ferry Crossings per Week**\n\n- Axis of values: Crossings per week, 0 to 30\n"
        "- Axis of the categories: route\n\nBars:\n* Northgate — 24\n* Eastpier — 13\n* Saltmarsh — 5\n",
        [
            ("Crossings per week", "Northgate", 24),
            ("Crossings per week", "Eastpier", 13),
            ("Crossings per week", "Saltmarsh", 5),
        ],
    ),
    "a 'Data Series:' line that opens on 'There are three bars' is a sentence, it names no series": (
        '## Bar Chart: Speed of Three Sorters\n* **Y-Axis:** Labeled "Speed". From 10 to 30.\n'
        "* **Data Series:** There are three bars, each in its own colour.\n### Detailed Analysis\n"
        "1. **Heap (1)**\n* **Value:** 21.5\n2. **Merge (4)**\n* **Value:** 27.25\n",
        [("Speed", "Heap (1)", 21.5), ("Speed", "Merge (4)", 27.25)],
    ),
    "a pie's table with one value column, however it is called, is the pie's one unnamed series": (
        "## Pie Chart: Club Members by Sport\n### Detailed Analysis\n"
        "| Legend Label | Swatch Colour | Value on Slice |\n| :--- | :--- | :--- |\n"
        "| Rowing | Blue | 45 |\n| Fencing | Red | 30 |\n| Archery | Green | 25 |\n",
        [(None, "Rowing", 45), (None, "Fencing", 30), (None, "Archery", 25)],
    ),
    "a legend entry backticked with an abbreviation's full stop keeps it, as the table writes it": (
        "## Radar Chart: Parser Scores\n* **Legend:** Two series:\n"
        "* **Red Line:** `Tagger Ext.`\n* **Blue Line:** `Tagger-Base`\n### Detailed Analysis\n"
        "| Task | Tagger Ext. (Red) | Tagger-Base (Blue) |\n| :--- | :--- | :--- |\n"
        "| **Nouns** | 71.5 | 64.25 |\n| **Verbs** | 58.75 | 60.5 |\n",
        [
            ("Tagger Ext.", "Nouns", 71.5),
            ("Tagger-Base", "Nouns", 64.25),
            ("Tagger Ext.", "Verbs", 58.75),
            ("Tagger-Base", "Verbs", 60.5),
        ],
    ),
    "x ticks listed quoted, each with a gloss after a dash, under group headers that add 'Group'": (
        '## Bar Chart: Crawler Quality\n* **Y-Axis:** Labeled "Rate (%)". Scale 0 to 100.\n'
        "* **X-Axis:** Contains two categorical groups:\n"
        "1. `Coverage (↑)` - The upward arrow says higher is better.\n"
        "2. `Dup Rate (↓) Raw` - The downward arrow says lower is better.\n"
        "* **Legend:**\n* **Grey Bar:** `Plain`\n* **Teal Bar:** `Tuned`\n### Detailed Analysis\n"
        "**1. Coverage (↑) Group (Left):**\n* `Plain` (Grey): ~64%\n* `Tuned` (Teal): ~72%\n"
        "**2. Dup Rate (↓) Raw Group (Right):**\n* `Plain` (Grey): ~31%\n* `Tuned` (Teal): ~9%\n",
        [
            ("Plain", "Coverage (↑)", 64),
            ("Tuned", "Coverage (↑)", 72),
            ("Plain", "Dup Rate (↓) Raw", 31),
            ("Tuned", "Dup Rate (↓) Raw", 9),
        ],
    ),
    "bars of means whose legend's only entry draws the standard deviation, names quoted with a version": (
        "## Bar Chart: Stability Across Trials\n"
        'The chart contrasts the mean score and spread of "Desk + Heron 3.1" and "Cart + Heron 3.1".\n'
        '* **Y-Axis:** Labeled "Score (%)", from 0 to 12.\n'
        '* **Legend:** Top-right. A black line (—): "Standard Deviation"\n### Detailed Analysis\n'
        "**1. Desk + Heron 3.1 (Teal Bar, Left Side):**\n* **Mean Score (μ):** Printed above the bar as **μ=7.4%**.\n"
        "**2. Cart + Heron 3.1 (Orange Bar, Right Side):**\n"
        "* **Mean Score (μ):** Printed above the bar as **μ=5.9%**.\n",
        [("Score (%)", "Desk + Heron 3.1", 7.4), ("Score (%)", "Cart + Heron 3.1", 5.9)],
    ),
    "scatter points tagged by a setting ('k=3: Cost ≈ 5, Recall ≈ 0.7') under each series' bullet": (
        '## Scatter Plot: Recall vs. Cost\n* **X-axis:** "Cost (dollars)", from 2 to 14.\n'
        '* **Y-axis:** "Recall", from 0.5 to 0.9.\n### Detailed Analysis\n* **Squares (teal):**\n'
        "* k=3: Cost ≈ 5, Recall ≈ 0.70\n* k=6: Cost ≈ 4.5, Recall ≈ 0.74\n* **Stars (amber):**\n"
        "* k=3: Cost ≈ 11, Recall ≈ 0.66\n* k=6: Cost ≈ 12.5, Recall ≈ 0.81\n",
        [("Squares", 5, 0.70), ("Squares", 4.5, 0.74), ("Stars", 11, 0.66), ("Stars", 12.5, 0.81)],
    ),
    "two series told apart only by a '+' before the same note ('Planner (Ours)', 'Planner + (Ours)')": (
        '## Bar Chart: Lift by Dataset\n- **X-axis**: Dataset (**Oak**, **Elm**).\n- **Y-axis**: "Lift (%)" (0–10).\n'
        "#### Oak Dataset\n- **Planner (Ours)**: ~3.1% lift (tan bar).\n"
        "- **Planner + (Ours)**: ~6.2% lift (brown bar).\n#### Elm Dataset\n"
        "- **Planner (Ours)**: ~4.4% lift (tan bar).\n- **Planner + (Ours)**: ~4.0% lift (brown bar).\n",
        [
            ("Planner (Ours)", "Oak", 3.1),
            ("Planner + (Ours)", "Oak", 6.2),
            ("Planner (Ours)", "Elm", 4.4),
            ("Planner + (Ours)", "Elm", 4.0),
        ],
    ),
    "series told apart only by a multiplier in parentheses ('Beam (4x)', 'Beam (2x)'), which is no drawing note": (
        '## Bar Chart: Lift by Dataset\n- **X-axis**: Dataset (**Oak**, **Elm**).\n- **Y-axis**: "Lift (%)" (0–10).\n'
        "#### Oak Dataset\n- **Beam (4x)**: ~5.5% lift (olive bar).\n- **Greedy**: ~2.1% lift (pink bar).\n"
        "#### Elm Dataset\n- **Beam (2x)**: ~3.3% lift (navy bar).\n- **Greedy**: ~2.7% lift (pink bar).\n",
        [("Beam (4x)", "Oak", 5.5), ("Greedy", "Oak", 2.1), ("Beam (2x)", "Elm", 3.3), ("Greedy", "Elm", 2.7)],
    ),
    "numbered group headers naming code-span ticks that hold numbers, the first a structural word": (
        '## Horizontal Bar Chart: Recall by Skill\n* **Y-Axis:** Labeled "Skill (cases)". From top to bottom:\n'
        '1. `overall (120; mean)`\n2. `tables (40)`\n3. `charts (35)`\n* **X-Axis:** Labeled "Recall (%)", 0 to 80.\n'
        "* **Legend:**\n* Gray: `Kite-2`\n* Red: `Orca-5`\n### Detailed Analysis\n**1. overall (120; mean)**\n"
        "* Kite-2 (Gray): ~41%\n* Orca-5 (Red): ~52%\n**2. tables (40)**\n"
        "* Kite-2 (Gray): ~38%\n* Orca-5 (Red): ~47%\n",
        [
            ("Kite-2", "overall (120; mean)", 41),
            ("Orca-5", "overall (120; mean)", 52),
            ("Kite-2", "tables (40)", 38),
            ("Orca-5", "tables (40)", 47),
        ],
    ),
    "categories told apart only by a digit set low ('M₂' and 'M₃')": (
        "## Stacked Bar Chart: Wins by Pair\n* **Legend:** Wins (green), Losses (red).\n"
        '* **Y-Axis (Categories):**\n1. **Top Bar:** "Tuned M₃ vs. M₃\'"\n2. **Bottom Bar:** "Tuned M₂ vs. M₂\'"\n'
        "### Detailed Analysis\n**1. Tuned M₃ vs. M₃' (Top Bar):**\n"
        "* **Wins (Green):** 61.5%\n* **Losses (Red):** 38.5%\n"
        "**2. Tuned M₂ vs. M₂' (Bottom Bar):**\n* **Wins (Green):** 52.0%\n* **Losses (Red):** 48.0%\n",
        [
            ("Wins", "Tuned M₃ vs. M₃'", 61.5),
            ("Losses", "Tuned M₃ vs. M₃'", 38.5),
            ("Wins", "Tuned M₂ vs. M₂'", 52.0),
            ("Losses", "Tuned M₂ vs. M₂'", 48.0),
        ],
    ),
    "a series named only by how it is drawn, over its points as bare tuples in a flattened list": (
        "## Line Chart: Recall vs. Pool Size\n* **X-axis:** Pool Size, ticks 1, 2, 4.\n"
        "* **Y-axis:** Recall, 0.4 to 0.8.\n"
        "* **Legend:** Grey dashed line (Heron), orange line (Kestrel).\n### Detailed Analysis\n"
        "* **Grey Dashed Line:** climbs slowly over the whole range.\n* (1, 0.42)\n* (2, 0.47)\n* (4, 0.51)\n"
        "* **Orange Line:** climbs faster than the other one.\n* (1, 0.45)\n* (2, 0.56)\n* (4, 0.66)\n",
        [
            ("Heron", 1, 0.42),
            ("Heron", 2, 0.47),
            ("Heron", 4, 0.51),
            ("Kestrel", 1, 0.45),
            ("Kestrel", 2, 0.56),
            ("Kestrel", 4, 0.66),
        ],
    ),
    "the same, with one legend entry per line, the mark before the name": (
        "## Line Chart: Recall vs. Pool Size\n* **X-axis:** Pool Size, ticks 1, 2.\n* **Y-axis:** Recall, 0.4 to 0.8.\n"
        "* **Legend:**\n* Grey dashed line: Heron\n* Orange solid line: Kestrel\n### Detailed Analysis\n"
        "* **Grey Dashed Line:** climbs slowly over the whole range.\n* (1, 0.42)\n* (2, 0.47)\n"
        "* **Orange Line:** climbs faster than the other one.\n* (1, 0.45)\n* (2, 0.56)\n",
        [("Heron", 1, 0.42), ("Heron", 2, 0.47), ("Kestrel", 1, 0.45), ("Kestrel", 2, 0.56)],
    ),
    "table headers naming a colour and, in parentheses, a measure the axes do not name": (
        "## Line Chart: Speed by Width\n* **X-axis:** Width, from 1 to 2.\n* **Y-axis:** Speed, 0 to 9.\n"
        "| Width | Teal (Throughput) | Plum (Throughput) |\n|---|---|---|\n| 1 | 3.1 | 2.7 |\n| 2 | 4.4 | 3.9 |\n",
        [
            ("Teal (Throughput)", 1, 3.1),
            ("Plum (Throughput)", 1, 2.7),
            ("Teal (Throughput)", 2, 4.4),
            ("Plum (Throughput)", 2, 3.9),
        ],
    ),
    "table headers naming a colour and, in parentheses, the measure the y axis reads": (
        "## Line Chart: Score by Width\n* **X-axis:** Width, from 1 to 3.\n"
        "* **Y-axis:** Score (Precision), 0.2 to 0.8.\n"
        "### Data Table\n| Width | Teal (Precision) | Plum (Precision) |\n|---|---|---|\n| 1 | 0.31 | 0.27 |\n"
        "| 2 | 0.44 | 0.39 |\n| 3 | 0.57 | 0.51 |\n",
        [
            ("Teal", 1, 0.31),
            ("Plum", 1, 0.27),
            ("Teal", 2, 0.44),
            ("Plum", 2, 0.39),
            ("Teal", 3, 0.57),
            ("Plum", 3, 0.51),
        ],
    ),
    "a value, then a sentence placing its bar against the grid with another number": (
        '## Bar Chart: Recall on Two Sets\n* **Y-Axis:** Labeled **"Recall (%)"**.\n'
        "* **X-Axis:** Lists two sets: **Pine**, **Fern**.\n* **Legend:**\n* Light green square: **Kite-7B**\n"
        "* Dark green square: **Orca-2**\n### Detailed Analysis\n**1. Pine Dataset:**\n"
        "* **Kite-7B (Light Green Bar):** Recall = **41.5%**. The bar ends just above the 40% line.\n"
        "* **Orca-2 (Dark Green Bar):** Recall = **47.0%**. The bar is a little taller.\n",
        [("Kite-7B", "Pine", 41.5), ("Orca-2", "Pine", 47.0)],
    ),
    "a value, then a sentence on how its bar is drawn, under a sentence introducing the data": (
        '## Horizontal Bar Chart: Mean Rating\n* **Y-axis (left)**: "Model" - Lists the models.\n* Models:\n'
        '* heron-v2\n* finch-3\n* **X-axis (bottom)**: "Mean Rating" - Numerical scale from 0 to 1.\n'
        "* **Values**: Numbers printed at the end of each bar, giving the exact mean rating.\n"
        "### Detailed Analysis\nThe chart presents the following data:\n"
        "* **heron-v2**: Score of 0.612. The bar extends to approximately 61% of the x-axis.\n"
        "* **finch-3**: Score of 0.574. The bar extends to approximately 57% of the x-axis.\n",
        [("Mean Rating", "heron-v2", 0.612), ("Mean Rating", "finch-3", 0.574)],
    ),
    "a category header with a kind word after its tick, and a gap annotated between the bars": (
        '## Bar Chart: Recall on Two Sets\n* **Y-Axis:** Labeled **"Recall (%)"**.\n'
        "* **X-Axis:** Lists two sets: **Pine**, **Fern**.\n* **Legend:**\n* Light green square: **Kite-7B**\n"
        "* Dark green square: **Orca-2**\n### Detailed Analysis\n**1. Pine Dataset (Leftmost Group):**\n"
        "* **Kite-7B (Light Green Bar):** Recall = 41.5%.\n* **Orca-2 (Dark Green Bar):** Recall = 47.0%.\n"
        "* **Difference:** Annotated as **+5.5** above the bars.\n",
        [("Kite-7B", "Pine", 41.5), ("Orca-2", "Pine", 47.0)],
    ),
    "a sentence reading the points off the gridlines is no grid-lines section": (
        '## Scatter Plot: Recall vs. Memory\n* **X-axis:** "Memory (GB)", 0 to 40.\n* **Y-axis:** "Recall", 0 to 1.\n'
        "### Detailed Analysis\nTwo points; coordinates are read from the gridlines:\n"
        "* **Heron (red dot):** at about (12, 0.64).\n* **Stilt (blue dot):** at about (30, 0.81).\n",
        [("Heron", 12, 0.64), ("Stilt", 30, 0.81)],
    ),
    "an axis line, then its scale as the next item": (
        "## Chart: Validation Error\n### Components/Axes\n* **X-axis:** Epoch\n"
        "* Scale: 0 to 30, with markers at 0, 10, 20, 30.\n* **Y-axis:** Error\n"
        "* Scale: 0.10 to 0.40, with markers at 0.10, 0.20, 0.30, 0.40.\n### Detailed Analysis\n"
        "* **Validation Error (Red Line):**\n* At epoch 0, the error is approximately 0.35.\n"
        "* At epoch 30, the error is approximately 0.08.\n",
        [("Error", 0, 0.35), ("Error", 30, 0.08)],  # the chart's one line, keyed by its y axis (c5 007)
    ),
    "phases of the x axis as headers": (
        '## Line Chart: Reward\n### Components/Axes\n- **X-axis**: Labeled "Episode," scaled from 0 to 900.\n'
        '- **Y-axis**: Labeled "Reward," scaled from 0 to 100.\n### Detailed Analysis\n'
        "- **Early Phase (0–300 episodes)**:\n- Reward starts at ~12, rises to ~40 by episode 300.\n"
        "- **Late Phase (300–900 episodes)**:\n- Reward climbs to ~85 near episode 900.\n",
        # "starts at ~12" stands where the axis's stated range begins (episode 0)
        [("Reward", 0, 12), ("Reward", 300, 40), ("Reward", 900, 85)],
    ),
    "a legend section's numbers are the key, not cells": (
        "# Technical Document Extraction: Heatmap Analysis\n## 1. Labels\n- **Y-Axis:**\n- Label: `Depth`\n"
        "- **X-Axis:**\n- Label: `Width`\n- **Legend (Right Side):**\n- Title: `Score`\n- Color Gradient:\n"
        "- Numerical Range: `10` (green) → `0` (red)\n## 2. Data Points\n- `(x=4, y=2)` → `7`\n"
        "- `(x=8, y=2)` → `3`\n",
        [(2, 4, 7), (2, 8, 3)],
    ),
    "x-label value, then the y name and a hedge": (
        "## Line Chart: Loss per epoch\n\n### Components/Axes\n* **X-axis:**\n* Label: Epoch\n"
        "* Scale: 0 to 40\n* **Y-axis:** Loss\n\n### Detailed Analysis\n"
        "* Epoch 0: Loss ≈ 2.4\n* Epoch 20: Loss ≈ 0.9\n* Epoch 40: approximately 0.5\n",
        [("Loss", 0, 2.4), ("Loss", 20, 0.9), ("Loss", 40, 0.5)],
    ),
    "a sub-list per x, a line per series": (
        '# Throughput\n\n**X-Axis:** Labeled "Batch Size".\n**Legend:** "GPU-A" (blue) and "GPU-B" (red).\n\n'
        "## Detailed Analysis\n**Batch Size 8:**\n* GPU-A: Samples/s ≈ 310\n* GPU-B: Samples/s ≈ 250\n"
        "**Batch Size 16:**\n* GPU-A: Samples/s ≈ 590\n* GPU-B: Samples/s ≈ 470\n",
        [("GPU-A", 8, 310), ("GPU-B", 8, 250), ("GPU-A", 16, 590), ("GPU-B", 16, 470)],
    ),
    "a series header, a structural label, then its points": (
        "## Line Chart: Recall\n\n* **X-axis:** Steps, labeled from 0 to 60 in increments of 30.\n"
        "* **Y-axis:** Recall (%)\n\n### Detailed Analysis\n* **Alpha (Red):**\n* Approximate Values:\n"
        "* Step 0: ~40%\n* Step 30: ~71%\n* **Beta (Grey):**\n* Approximate Values:\n* Step 0: ~35%\n"
        "* Step 30: ~62%\n",
        [("Alpha", 0, 40), ("Alpha", 30, 71), ("Beta", 0, 35), ("Beta", 30, 62)],
    ),
    "a chart's table right under a paragraph, series as columns with colour notes": (
        "## Grouped Bar Chart: Solver accuracy\n\n### Detailed Analysis\nThe table lists the bar heights.\n"
        "| Model | Baseline (Gray) | Tuned (Light Blue) |\n| :--- | :---: | ---: |\n"
        "| **Solver-A** | ~28% | ~33% |\n| **Solver-B** | ~41% | ~47% |\n",
        [
            ("Baseline", "Solver-A", 28),
            ("Tuned", "Solver-A", 33),
            ("Baseline", "Solver-B", 41),
            ("Tuned", "Solver-B", 47),
        ],
    ),
    "a sub-list per category, a line per legend series with its colour": (
        "## Bar Chart: Solver accuracy\n\n* **Legend:** the colour of each setting:\n* Plain: Grey\n"
        "* Mini: Teal\n\n### Detailed Analysis\n**MiniSolver-7B:**\n* Plain (Grey): Approximately 28%\n"
        "* Mini (Teal): Approximately 31%\n**Solver-B:**\n* Plain (Grey): Approximately 41%\n"
        "* Mini (Teal): Approximately 44%\n",
        [
            ("Plain", "MiniSolver-7B", 28),
            ("Mini", "MiniSolver-7B", 31),
            ("Plain", "Solver-B", 41),
            ("Mini", "Solver-B", 44),
        ],
    ),
    "'At <x> <x label>: value', a trend line and a label between series and points": (
        "## Line Chart: Recall vs. Rounds\n\n* **X-axis:** Rounds\n* **Y-axis:** Recall (%)\n\n### Detailed Analysis\n"
        "* **Alpha (Sandy-Brown):**\n* Trend: recall rises with rounds.\n* Data Points:\n"
        "* At 0 Rounds: ~31.5% recall\n* At 10 Rounds: ~36.0% recall\n* **Beta (Dark Gray):**\n"
        "* Trend: flat.\n* Data Points:\n* At 0 Rounds: ~30.0% recall\n* At 10 Rounds: ~30.5% recall\n",
        [("Alpha", 0, 31.5), ("Alpha", 10, 36.0), ("Beta", 0, 30.0), ("Beta", 10, 30.5)],
    ),
    "numbered bold series headers over (x, y) tuples, legend entries described in words": (
        "## Line Chart: Recall\n\n* **X-axis:** Rounds - ranging from 0 to 10.\n* **Y-axis:** Recall\n"
        "* **Legend:** lower left.\n* Alpha (drawn as orange squares)\n* Beta (drawn as grey dots)\n\n"
        "### Detailed Analysis\n**1. Alpha (Orange):**\n* **Data Points (approximate):**\n* (0, 31.5)\n* (10, 36.0)\n"
        "**2. Beta (Grey):**\n* **Data Points (approximate):**\n* (0, 30.0)\n* (10, 30.5)\n",
        [("Alpha", 0, 31.5), ("Alpha", 10, 36.0), ("Beta", 0, 30.0), ("Beta", 10, 30.5)],
    ),
    "a long series header with a colour note, then a line of (x, y) tuples": (
        "## Line Chart: Recall\n\n- **X-axis**: Rounds (0 to 10)\n- **Y-axis**: Recall\n"
        '- **Legend**: orange for "Warm Start Recall" and grey for "Cold Start Recall"\n\n### Detailed Analysis\n'
        "- **Warm Start Recall (Orange Line)**:\n- Data points at:\n- (0, 31.5), (10, ~36.0).\n"
        "- **Cold Start Recall (Grey Line)**:\n- Data points at:\n- (0, 30.0), (10, ~30.5).\n",
        [
            ("Warm Start Recall", 0, 31.5),
            ("Warm Start Recall", 10, 36.0),
            ("Cold Start Recall", 0, 30.0),
            ("Cold Start Recall", 10, 30.5),
        ],
    ),
    "categories with units and multipliers, one unnamed series": (
        "# Bar chart: speed-up by kernel\n\n**Y-axis:** Speed-up\n\n## Data\n* GEMM: 4.6x\n* Conv: 2.1×\n"
        "* Softmax: 1.3x\n",
        [("Speed-up", "GEMM", 4.6), ("Speed-up", "Conv", 2.1), ("Speed-up", "Softmax", 1.3)],
    ),
    "cells keyed by (row, column) tuples, with a hedge and a note": (
        "## Confusion Matrix: Shapes\n\n* **Y-axis:** True class\n* **X-axis:** Predicted class\n\n"
        "### Non-zero cells (true, predicted)\n* (0, 0): 61\n* (0, 2): ~4\n* Cell (2,1): **7**\n"
        "* (2, 2): 58 (the largest)\n",
        [(0, 0, 61), (0, 2, 4), (2, 1, 7), (2, 2, 58)],
    ),
    "named coordinates before a hedge or 'Value ='": (
        "## Heatmap: Counts\n\n* **Y-axis:** Label\n* **X-axis:** Prediction\n\n### Cells\n"
        "* **Label 3, Prediction 1:** Approximately 12\n* Label 1, Prediction 3: ~9\n"
        "* Row 2, Column 4: Value = 15\n",
        [(3, 1, 12), (1, 3, 9), (2, 4, 15)],
    ),
    "a long-format table, one cell per row": (
        "## Confusion Matrix\n\n* **Y-axis:** Label\n* **X-axis:** Prediction\n\n"
        "| Label | Prediction | Count |\n|---|---|---|\n| 1 | 1 | 40 |\n| 1 | 4 | 3 |\n| 4 | 4 | 38 |\n",
        [(1, 1, 40), (1, 4, 3), (4, 4, 38)],
    ),
    "points whose x carries a note, y label with its unit": (
        "## Line Chart: Scores\n\n* **X-axis:** Model Number, from 1 to 9.\n"
        "* **Y-axis:** Score (%), from 0 to 80.\n\n### Detailed Analysis\n"
        "* **Model 2:** Score is approximately 31%.\n* **Model 7 (Ours):** Score is approximately 66%.\n",
        [("Score (%)", 2, 31), ("Score (%)", 7, 66)],
    ),
    "one series named by the legend's only entry": (
        "## Line Chart: Pass rate\n\n* **X-axis:** Release, from 1 to 3.\n* **Y-axis:** Pass rate (%)\n"
        '* **Legend:** Top right, naming the line "Nightly".\n* **Gridlines:** Faint.\n\n### Detailed Analysis\n'
        "* **Release 1:** Approximately 61%\n* **Release 3:** Approximately 70%\n",
        [("Nightly", 1, 61), ("Nightly", 3, 70)],
    ),
    "numbered bold series headers with no legend": (
        "## Line Chart: Scores\n\n* **X-axis:** Round\n* **Y-axis:** Score\n\n### Detailed Analysis\n"
        "**1. Vision**\n* Trend: rising.\n* Round 1: ~40\n* Round 2: ~47\n"
        "**2. Speech**\n* Round 1: ~35\n* Round 2: ~33\n",
        [("Vision", 1, 40), ("Vision", 2, 47), ("Speech", 1, 35), ("Speech", 2, 33)],
    ),
    "a category line listing legend series, names with versions, escaped underscores": (
        "## Horizontal Bar Chart: Accuracy by skill\n\n* **Y-axis:** Skill: long\\_context, arithmetic\n"
        "* **X-axis:** Accuracy (%)\n* **Legend:**\n* Nova 1.5 Lite (Grey)\n* Orbit-2 (Teal)\n\n"
        "### Detailed Analysis\n* **Long\\_context:** Nova 1.5 Lite ~64%, Orbit-2 ~58%.\n"
        "* **Arithmetic:** Nova 1.5 Lite ~41%, Orbit-2 ~49%.\n",
        [
            # the category keys are the axis's ticks, as the axis lists them
            ("Nova 1.5 Lite", "long_context", 64),
            ("Orbit-2", "long_context", 58),
            ("Nova 1.5 Lite", "arithmetic", 41),
            ("Orbit-2", "arithmetic", 49),
        ],
    ),
    "stacked segments named with numbers ('Level 0') under each category": (
        "## Stacked Bar Chart: Grades by course\n\n* **X-axis:** Course\n* Algebra\n* Botany\n"
        "* **Y-axis:** Share, from 0.0 to 1.0\n* **Legend:**\n* Blue: Level 0\n* Green: Level 1\n\n"
        "### Detailed Analysis\n* **Algebra:**\n* Level 0: ~0.35\n* Level 1: ~0.65\n"
        "* **Botany:**\n* Level 0: ~0.20\n* Level 1: ~0.80\n",
        [
            ("Level 0", "Algebra", 0.35),
            ("Level 1", "Algebra", 0.65),
            ("Level 0", "Botany", 0.2),
            ("Level 1", "Botany", 0.8),
        ],
    ),
    "a heatmap's rows as '<y name> <tick>' headers over '<x name> <tick>: value' lines": (
        "## Heatmap: Accuracy by depth and width\n\n* **Y-axis:** Depth (2, 4)\n* **X-axis:** Width (32, 64)\n"
        "* **Colour bar:** from 60 (white) to 80 (dark green)\n\n### Detailed Analysis\n"
        "* **Depth 2:**\n  * Width 32: 61.4\n  * Width 64: 63.0\n* **Depth 4:**\n  * Width 32: 63.8\n"
        "  * Width 64: 66.5\n",
        [(2, 32, 61.4), (2, 64, 63.0), (4, 32, 63.8), (4, 64, 66.5)],
    ),
    "a sub-list per x, the y name with a digit before the value": (
        "## Line Chart: Pass@1 by temperature\n\n* **X-axis:** Temperature (0.2, 0.4)\n* **Y-axis:** Pass@1 (%)\n"
        '* **Legend:** "Rerank" (red) and "Nucleus" (grey)\n\n### Detailed Analysis\n**Temperature 0.2:**\n'
        "* Rerank: Pass@1 ≈ 43.5%\n* Nucleus: Pass@1 ≈ 39.0%\n**Temperature 0.4:**\n* Rerank: Pass@1 ≈ 44.1%\n"
        "* Nucleus: Pass@1 ≈ 40.2%\n",
        [("Rerank", 0.2, 43.5), ("Nucleus", 0.2, 39.0), ("Rerank", 0.4, 44.1), ("Nucleus", 0.4, 40.2)],
    ),
    "numbered series headers keep their names beside a legend drawn in their colours": (
        "## Line Graph: Hits per stage\n* **X-axis (Stage)**: 1, 2\n* **Legend**:\n"
        "- **Early Hit**: Hollow grey dots (violet line).\n- **Late Hit**: Grey crosses (amber line).\n"
        "### Detailed Analysis\n1. **Sprint (Violet Line)**:\n- **Stage 1**: Hits ≈ 0.31.\n"
        "- **Stage 2**: Hits ≈ 0.12.\n2. **Relay (Amber Line)**:\n- **Stage 1**: Hits ≈ 0.05.\n"
        "- **Stage 2**: Hits ≈ 0.08.\n",
        [("Sprint", 1, 0.31), ("Sprint", 2, 0.12), ("Relay", 1, 0.05), ("Relay", 2, 0.08)],
    ),
    "a series header whose word is a stem of its legend entry's takes the entry's name": (
        "## Line Chart: Fit by Round\n* **X-axis:** Round, 0 to 20.\n"
        '* **Series 1:** "Width=8 Train" - a solid orange line.\n'
        '* **Series 2:** "Width=8 Valid" - a dashed orange line.\n### Detailed Analysis\n'
        "**Training Score (Solid Orange Line):**\n* Round 0: ~0.41\n* Round 20: ~0.88\n"
        "**Validation Score (Dashed Orange Line):**\n* Round 0: ~0.40\n* Round 20: ~0.81\n",
        [
            ("Width=8 Train", 0, 0.41),
            ("Width=8 Train", 20, 0.88),
            ("Width=8 Valid", 0, 0.4),
            ("Width=8 Valid", 20, 0.81),
        ],
    ),
    "one-letter series named after a colour in the legend, headed by kind and quoted name": (
        "## Bar Chart: Reach by Agent\n* **X-axis:** Reach, with markers at 0.0, 0.5 and 1.0.\n"
        "* **Y-axis:** Share, from 0.0 to 0.5.\n* **Legend:**\n* Blue: a\n* Orange: b\n"
        "### Detailed Analysis\n* **Agent 'a' (Blue):**\n* At 0.0: Share ~0.11\n* At 1.0: Share ~0.42\n"
        "* **Agent 'b' (Orange):**\n* At 0.0: Share ~0.09\n* At 0.5: Share ~0.2\n",
        [("a", 0.0, 0.11), ("a", 1.0, 0.42), ("b", 0.0, 0.09), ("b", 0.5, 0.2)],
    ),
    "a value inside a sentence after a bold category, a note in its name and an error bar": (
        "## Bar Chart: Recall by method\n\n* **X-axis:** Methods: Fast (4), Slow (16), Mixed\n"
        '* **Y-axis:** Labeled "Recall"\n\n### Detailed Analysis\n'
        "* **Fast (4):** The teal bar reaches a height corresponding to approximately 41.5 on the axis.\n"
        "* **Slow (16):** Recall is approximately 0.5, with an error bar from about 0.4 to 0.6.\n"
        "* **Mixed:** The bar stands at 44.\n",
        [("Recall", "Fast (4)", 41.5), ("Recall", "Slow (16)", 0.5), ("Recall", "Mixed", 44)],
    ),
    "a category header over 'Bar length: ~v' and an error bar line": (
        '## Bar Chart: Mean accuracy\n\n- **Y-Axis:** "Mean accuracy"\n\n### Detailed Analysis\n'
        "1. **Model-P**:\n- Bar length: ~2%\n- Error bar: ±0.5% (estimated)\n2. **Model-Q**:\n"
        "- Bar length: ~1.5%\n- Error bar: ±0.3%\n",
        [("Mean accuracy", "Model-P", 2), ("Mean accuracy", "Model-Q", 1.5)],
    ),
    "a box plot: each category's header over 'Median: ~v', 'Range: …', 'Outliers: …'": (
        "## Box Plot: Scores by metric\n\n- **Y-axis:** Score (0 to 1)\n- **X-axis:** Metric\n\n"
        "### Detailed Analysis\n1. **Recall**:\n- Median: ~0.6 (the highest).\n- Range: ~0.4 to ~0.8.\n"
        "2. **Precision**:\n- Median: ~0.45.\n- Range: ~0.3 to ~0.6.\n",
        [("Score", "Recall", 0.6), ("Score", "Precision", 0.45)],
    ),
    "a box plot on one line per category: median, then its range": (
        "## Box Plot: Scores by metric\n\n- **Y-axis:** Score\n- **X-axis:** Metric\n\n### Detailed Analysis\n"
        "- Recall: ~0.63 (median), range ~0.58–0.70\n- Precision: ~0.41 (median), range ~0.30–0.52\n",
        [("Score", "Recall", 0.63), ("Score", "Precision", 0.41)],
    ),
    "a reference diagonal's two ends are no points of a series": (
        "## ROC Curve: Spam filter\n\n- **X-axis:** False positive rate, 0 to 1\n- **Y-axis:** True positive rate\n\n"
        "### Data Series\n- **Filter-K (green):** (0.0, 0.0), (0.1, 0.55), (0.3, 0.8), (1.0, 1.0)\n"
        "- **Chance (grey, dashed):** a diagonal from (0, 0) to (1, 1), what guessing gives.\n",
        [("Filter-K", 0, 0), ("Filter-K", 0.1, 0.55), ("Filter-K", 0.3, 0.8), ("Filter-K", 1, 1)],
    ),
    "a point placed beside a reference line is a point": (
        "## Scatter Plot: Gain vs power\n\n- **X-axis:** Power (W)\n- **Y-axis:** Gain (dB)\n"
        "- **Reference line:** dashed grey.\n\n### Points\n"
        "- **Lumen-2:** (≈14 W, ≈1.2 dB) – bottom-left, above the reference line.\n"
        "- **Vane:** (≈60 W, ≈4.4 dB) – right, below the reference line.\n",
        [("Lumen-2", 14, 1.2), ("Vane", 60, 4.4)],
    ),
    "a fitted trend line's ends are no points": (
        "## Scatter Plot: Yield vs rainfall\n\n- **X-axis:** Rainfall (mm)\n- **Y-axis:** Yield (t)\n\n"
        "### Points\n- Farm A: (120, 2.1)\n- Farm B: (340, 3.6)\n\n"
        "A dotted trend line starts at about (100, 2.0) and ends near (360, 3.9).\n",
        [("Farm A", 120, 2.1), ("Farm B", 340, 3.6)],
    ),
    "changes written with arrows are no cells": (
        "## Line Graph: Loss\n### X-Axis (Step)\n- **Range**: 0 → 900\n- **Markers**: 0, 300, 600, 900\n"
        "### Y-Axis (Loss)\n- **Range**: 1 → 4\n### Data Series\n- Initial drop (0 → ~300 steps)\n"
        "- **Early Stretch (0 → 300)**:\n- Verification: confirmed by the fall from 3.6 → 2.1\n"
        "### Key Data Points\n| Step | Loss |\n|------|------|\n| 0 | 3.6 |\n| 300 | 2.1 |\n| 900 | 1.4 |\n",
        [("Loss", 0, 3.6), ("Loss", 300, 2.1), ("Loss", 900, 1.4)],
    ),
    "the grid lines behind the data are counted, not data": (
        "## Line Graph: Loss\n- **X-Axis**: Step\n- **Y-Axis**: Loss\n### Trend\n- Peak at ~3.6 loss\n"
        "### Key Data Points\n| Step | Loss |\n|------|------|\n| 0 | 2.1 |\n| 300 | 3.6 |\n"
        "### Main Chart\n- **Grid Structure**:\n- Horizontal: 5 lines (y=1,2,3,4,5)\n- Vertical: 4 lines\n",
        [("Loss", 0, 2.1), ("Loss", 300, 3.6)],
    ),
    "category names ending in a version number stay names": (
        "## Bar Chart: Accuracy by Model\n- **Y-axis**: Accuracy (%)\n- **X-axis**: Model\n### Detailed Analysis\n"
        "- **Vega 2.0**: 81.2%\n- **Orion 3.5**: 74.0%\n- **Size 7**: 69.5%\n",
        [("Accuracy (%)", "Vega 2.0", 81.2), ("Accuracy (%)", "Orion 3.5", 74.0), ("Accuracy (%)", "Size 7", 69.5)],
    ),
    "a long table whose first column holds the x axis's categories": (
        "## Bar Chart: Scores by Task\n- **X-axis**: Task (Parse, Plan)\n- **Y-axis**: Score\n"
        "| Task | Model | Score |\n|---|---|---|\n| Parse | Kite | 61 |\n| Parse | Wren | 55 |\n"
        "| Plan | Kite | 48 |\n| Plan | Wren | 52 |\n",
        [("Kite", "Parse", 61), ("Wren", "Parse", 55), ("Kite", "Plan", 48), ("Wren", "Plan", 52)],
    ),
    "legend items written as 'mark: name'": (
        "## Line Chart: Scores\n\n* **X-axis:** Round\n* **Y-axis:** Score\n* **Legend:** top, by colour:\n"
        '* Red circles: "Vision"\n* Grey squares: "Speech"\n\n### Detailed Analysis\n'
        "**Vision (Red Circles):**\n* Round 1: ~40\n**Speech (Grey Squares):**\n* Round 1: ~35\n",
        [("Vision", 1, 40), ("Speech", 1, 35)],
    ),
    "a group header that names the category axis after its tick": (
        "## Grouped Bar Chart: Recall by Model Size\n### Components/Axes\n* **X-axis:** Model Size (1B, 7B)\n"
        "* **Y-axis:** Recall (%)\n* **Legend:** Plain (grey), Boosted (orange)\n### Detailed Analysis\n"
        "- **1B Model**:\n- Plain: 31.50% (grey).\n- Boosted: 35.25% (orange).\n- **7B Model**:\n"
        "- Plain: 40.10% (grey).\n- Boosted: 46.80% (orange).\n",
        [("Plain", "1B", 31.5), ("Boosted", "1B", 35.25), ("Plain", "7B", 40.1), ("Boosted", "7B", 46.8)],
    ),
    "a box's median field with a note on how it is drawn": (
        "## Box Plot: Latency Change\n### Components/Axes\n* **X-axis:** Method (Alpha, Beta)\n"
        "* **Y-axis:** Latency Change (ms)\n### Detailed Analysis\n* **Alpha:**\n"
        "* **Median (line inside box):** Approximately -8.\n* **Beta:**\n"
        "* **Median (line inside box):** Approximately 4.\n",
        [("Latency Change (ms)", "Alpha", -8), ("Latency Change (ms)", "Beta", 4)],
    ),
    "listed categories whose notes tell them apart, one of them a structural word": (
        "## Bar Chart: Answer Types\n### Components/Axes\n* **X-axis Title:** Answer Type\n"
        '* **X-axis Categories:** "All", "Correct (All)", "Correct (Most)"\n* **Y-axis Title:** Share (%)\n'
        '* **Legend:**\n* "ridge" (Green)\n* "lasso" (Brown)\n### Detailed Analysis\n* **All:**\n'
        "* ridge: Approximately 61%\n* lasso: Approximately 58%\n* **Correct (All):**\n* ridge: 90%\n"
        "* lasso: 84%\n* **Correct (Most):**\n* ridge: Approximately 72%\n* lasso: Approximately 70%\n",
        [
            ("ridge", "All", 61),
            ("lasso", "All", 58),
            ("ridge", "Correct (All)", 90),
            ("lasso", "Correct (All)", 84),
            ("ridge", "Correct (Most)", 72),
            ("lasso", "Correct (Most)", 70),
        ],
    ),
    "bars named by place, a field naming each one's category": (
        "## Horizontal Bar Chart: Mean Score of Two Labs\n### Components/Axes\n"
        '* **Y-Axis (Vertical):** Labeled "Model."\n'
        '* **X-Axis (Horizontal):** Labeled "Mean Score." The scale runs from 0 to 1.\n'
        "* **Data Series:** Two horizontal bars, all in one colour.\n### Detailed Analysis\n"
        "1. **Top Bar (Highest Score):**\n* **Model Label:** `lab/alpha-3`\n* **Score:** 0.702\n"
        "2. **Second Bar:**\n* **Model Label:** `lab/beta-1`\n* **Score:** 0.655\n",
        [("Mean Score", "lab/alpha-3", 0.702), ("Mean Score", "lab/beta-1", 0.655)],
    ),
    "numbered headings over legend entries are categories, not panels": (
        "## Chart Structure\n- **Legend**: Located in the **top-right corner**\n- **Labels**:\n- `Plain` (gray)\n"
        "- `Average` (blue)\n### Main Chart\n"
        "- **Y-Axis**:\n- **Title**: `Accuracy (%)`\n### Data Points\n#### 1. **Orca-S**\n"
        "- **Plain**: ~28% (gray bar)\n- **Average**: ~34% (blue bar)\n#### 2. **Orca-M**\n"
        "- **Plain**: ~43% (gray bar)\n- **Average**: ~48% (blue bar)\n",
        [("Plain", "Orca-S", 28), ("Average", "Orca-S", 34), ("Plain", "Orca-M", 43), ("Average", "Orca-M", 48)],
    ),
    "a box plot's statistic as the header over its categories": (
        "# Box Plot Analysis\n- **X-axis (Categories):**\n- Labels: `Lark`, `Wren`\n- **Y-axis (Values):**\n"
        "- Title: `Value`\n## Data Points\n1. **Median Values (Central Line in Boxes):**\n"
        "- `Lark`: ~6\n- `Wren`: ~7.5\n"
        "2. **Maximum whisker values:**\n- `Lark`: ~9\n- `Wren`: ~10\n3. **Outliers:**\n- Lark: 1 outlier at ~4\n",
        [("Value", "Lark", 6), ("Value", "Wren", 7.5)],
    ),
    "a listed category as the header over series named by their colour": (
        "## Grouped Bar Chart: Tasks Solved\n### Components/Axes\n* **X-Axis (Horizontal):**\n"
        '* **Label:** "Solvers"\n* **Categories:** Two groups are listed: "Kite 2.5" (left group) and '
        '"Vane-3" (right group).\n* **Y-Axis (Vertical):**\n* **Label:** "Tasks solved"\n### Detailed Analysis\n'
        "**Kite 2.5 (Left Group):**\n* **Blue Bar (Diagonal Stripes):** Reaches a height of approximately **83**.\n"
        "* **Red Bar (Solid):** Reaches a height of approximately **59**.\n**Vane-3 (Right Group):**\n"
        "* **Blue Bar (Diagonal Stripes):** Reaches a height of approximately **71**.\n"
        "* **Red Bar (Solid):** Reaches a height of approximately **64**.\n",
        [
            ("Blue Bar", "Kite 2.5", 83),
            ("Red Bar", "Kite 2.5", 59),
            ("Blue Bar", "Vane-3", 71),
            ("Red Bar", "Vane-3", 64),
        ],
    ),
    "category headers named as such, series by legend, the value before an error-bar sentence": (
        '## Bar Chart: Rate by Model\n* **Y-Axis:** Labeled "Rate [%]".\n'
        '* **X-Axis:** Two groups: "Kept" (left group) and "Dropped" (right group).\n'
        "* **Legend:** It maps colors to model names:\n* Blue square: `1.0 Nano`\n* Gray square: `2.0 Nano`\n"
        "### Detailed Analysis\n**Category: Kept (Left Group)**\n"
        "* **1.0 Nano (Blue Bar):** Rate = 50.0%. The error bar extends from approximately 48% to 52%.\n"
        "* **2.0 Nano (Gray Bar):** Rate = 61.5%. The error bar extends from approximately 59% to 64%.\n"
        "**Category: Dropped (Right Group)**\n"
        "* **1.0 Nano (Blue Bar):** Rate = 26.7%. The error bar extends from approximately 24% to 29%.\n"
        "* **2.0 Nano (Gray Bar):** Rate = 10.1%. The error bar extends from approximately 8% to 12%.\n",
        [
            ("1.0 Nano", "Kept", 50.0),
            ("2.0 Nano", "Kept", 61.5),
            ("1.0 Nano", "Dropped", 26.7),
            ("2.0 Nano", "Dropped", 10.1),
        ],
    ),
    "a stack's total before its breakdown is no cell": (
        "## Stacked Bar Chart: Ticket Outcomes\n### Components/Axes\n- **X-Axis (Teams)**: Harbor, Summit\n"
        "- **Y-Axis (Share)**: 0% to 100%\n- **Legend**:\n- **Blue (Diagonal Lines)**: Solved\n"
        "- **Orange (Dotted)**: Escalated\n### Detailed Analysis\n1. **Harbor**:\n- Total Share: ~60%\n"
        "- Breakdown:\n- Solved: ~35% (blue)\n- Escalated: ~25% (orange)\n2. **Summit**:\n- Total Share: ~85%\n"
        "- Breakdown:\n- Solved: ~60% (blue)\n- Escalated: ~25% (orange)\n",
        [("Solved", "Harbor", 35), ("Escalated", "Harbor", 25), ("Solved", "Summit", 60), ("Escalated", "Summit", 25)],
    ),
    "a value axis titled in six capitalised words names the only series": (
        "## Bar Chart: Patents Filed Per Year\n### Components/Axes\n* **X-axis:** Year, ranging from 2001 to 2003.\n"
        "* **Y-axis:** Count of Patents Filed Per Year, ranging from 0 to 80+, with increments of approximately 20.\n"
        "### Detailed Analysis\n* **2001:** The count rises to approximately 12 patents.\n"
        "* **2003:** The count increases further to approximately 55 patents.\n",
        [("Count of Patents Filed Per Year", 2001, 12), ("Count of Patents Filed Per Year", 2003, 55)],
    ),
    "tuples whose units the axes name ('k' where the axis counts thousands)": (
        "## Scatter Plot: Cost of Five Runs\n* **X-axis:** Tokens (thousands), 0 to 60.\n"
        "* **Y-axis:** Cost (USD), 0 to 40.\n### Points\n1. **Run-A:** (12k, ~8 USD)\n2. **Run-B:** (~45k, 31 USD)\n",
        [("Run-A", 12, 8), ("Run-B", 45, 31)],
    ),
    "tuples in the unit the axis's ticks are written in": (
        "## Scatter Plot: Size and Score\n* **X-axis:** Model size. Log scale, marked at 1B, 2B, 4B, 8B.\n"
        "* **Y-axis:** Mean score, 35 to 70.\n### Points\n1. **Kestrel-2B:** (~2B, ~41)\n"
        "2. **Osprey-7B:** (~7B, ~55.5)\n",
        [("Kestrel-2B", 2, 41), ("Osprey-7B", 7, 55.5)],
    ),
    "lines named after parts of the value axis's title, without a legend": (
        "## Line Chart: Hit and Miss Rates\n* **X-axis:** Cache size (1 to 4)\n* **Y-axis:** Hit rate / Miss rate\n"
        "### Data\n* **Hit rate (Green Line):**\n  * Cache size 1: ~40\n  * Cache size 4: ~75\n"
        "* **Miss rate (Red Line):**\n  * Cache size 1: ~60\n  * Cache size 4: ~25\n",
        [("Hit rate", 1, 40), ("Hit rate", 4, 75), ("Miss rate", 1, 60), ("Miss rate", 4, 25)],
    ),
    "a legend entry's statistic is no part of its name": (
        "## Line Chart: ROC\n* X-axis: False positive rate, 0 to 1\n* Y-axis: True positive rate, 0 to 1\n"
        "* **Legend:** Logistic (AUC = 0.91), Forest (AUC = 0.94)\n### Data\n* **Logistic (blue):** (0.1, 0.62)\n"
        "* **Forest (green):** (0.1, 0.71)\n",
        [("Logistic", 0.1, 0.62), ("Forest", 0.1, 0.71)],
    ),
    "a legend entry with slashes names one series, under a header 'tick + axis name'": (
        '# Ablation\n- **X-axis:** "Metric", categories F1 and CR.\n- **Y-axis:** "Score"\n'
        "**Legend:**\n1. **w/ A · w/ B** (pink)\n2. **w/o A** (teal)\n### Values\n#### F1 Metric\n"
        "- **w/ A · w/ B** (pink): 31.5\n- **w/o A** (teal): 26.8\n",
        [("w/ A · w/ B", "F1", 31.5), ("w/o A", "F1", 26.8)],
    ),
    "a confusion table's corner names its rows, the x axis listing no classes": (
        '# Confusion Matrix\n- **Y-axis (left):** "Actual", classes Owl, Hawk\n- **X-axis (bottom):** "Predicted"\n'
        "- **Color bar:** 0 to 100\n\n| Actual \\ Predicted | Owl | Hawk |\n|---|---|---|\n"
        "| **Owl** | 80 | 9 |\n| **Hawk** | 14 | 70 |\n",
        [("Owl", "Owl", 80), ("Owl", "Hawk", 9), ("Hawk", "Owl", 14), ("Hawk", "Hawk", 70)],
    ),
    "a table's corner 'A \\ B' puts its rows first, whatever the axes are called": (
        '# Confusion Matrix of a Sorter\n- **Y-axis:** "Actual", classes Owl, Hawk\n- **X-axis:** "Predicted"\n'
        "- **Color bar:** 0 to 100\n\n| True \\ Pred | Owl | Hawk |\n|---|---|---|\n"
        "| **Owl** | 80 | 9 |\n| **Hawk** | 14 | 70 |\n",
        [("Owl", "Owl", 80), ("Owl", "Hawk", 9), ("Hawk", "Owl", 14), ("Hawk", "Hawk", 70)],
    ),
    "a stack's total that is not the sum of its segments stays a series": (
        '# Stacked Bar Chart: Visits\n- X-axis: "Site": North.\n- Y-axis: "Visits"\n'
        "- Legend: Direct (blue), Search (green).\n## Stacks\n1. **North**\n   * Direct (blue, bottom): ~300\n"
        "   * Search (green, top): ~200\n   * Total: ~900\n",
        [("Direct", "North", 300), ("Search", "North", 200), ("Total", "North", 900)],
    ),
    "extremes written with 'at', 'with' or value first; a median of the group is no cell": (
        '# Bar Chart: Gains\n- X-axis: "Task", categories Parse, Plan.\n- Y-axis: "Gain (%)"\n'
        "- Legend: Kite, Lark, Wren.\n## Per task\n#### Parse\n- **Highest**: Kite at 41.5\n"
        "- **Lowest**: Lark with -2.25\n- **Mean**: 18.0\n#### Plan\n- Maximum: 33.75 (Wren)\n"
        "- Minimum: Kite (4.5)\n- Median of all models: 12.0\n",
        [("Kite", "Parse", 41.5), ("Lark", "Parse", -2.25), ("Wren", "Plan", 33.75), ("Kite", "Plan", 4.5)],
    ),
    "a legend entry named like an extreme is a series": (
        '# Bar Chart: Accuracy by Model\n- X-axis: "Model"\n- Y-axis: "Accuracy (%)"\n'
        "- Legend: Base (gray), Max (teal)\n## Values\n#### 1. **Kite-7B**\n- **Base**: ~28% (gray bar)\n"
        "- **Max**: ~31% (teal bar)\n",
        [("Base", "Kite-7B", 28), ("Max", "Kite-7B", 31)],
    ),
    "category headers with a footnote mark inside the bold": (
        "## Bar Chart: Solve Rate by Benchmark\n* **X-axis:** Benchmark - Arith*, Logic, Plan*.\n"
        "* **Y-axis:** Solve rate, 0.0 to 1.0.\n* **Legend:**\n* Kite (Blue)\n* Lark (Orange)\n"
        "### Detailed Analysis\n* **Arith*:**\n* Kite: ~0.81\n* Lark: ~0.64\n"
        "* **Plan*:**\n* Kite: ~0.42\n* Lark: ~0.47\n",
        [("Kite", "Arith", 0.81), ("Lark", "Arith", 0.64), ("Kite", "Plan", 0.42), ("Lark", "Plan", 0.47)],
    ),
    "series named only by how they are drawn, numbered inside the bold": (
        "## Line Chart: Recall vs. Probes\n* **X-axis:** Probes, 1 to 3.\n* **Y-axis:** Recall.\n"
        "### Detailed Analysis\n**1. Black Dotted Line (Triangle Markers):**\n"
        "* Data Points:\n* (1, 0.52)\n* (3, 0.61)\n"
        "**2. Teal Solid Line (Square Markers):**\n* Data Points:\n* (1, 0.48)\n* (3, 0.70)\n",
        [
            ("Black Dotted Line", 1, 0.52),
            ("Black Dotted Line", 3, 0.61),
            ("Teal Solid Line", 1, 0.48),
            ("Teal Solid Line", 3, 0.7),
        ],
    ),
    "descriptive labels under a legend entry's header, the x in parentheses": (
        "## Line Chart: Coverage vs. Depth\n* **X-axis:** Depth (d), 1 to 6.\n* **Y-axis:** Coverage.\n"
        "* **Legend:**\n  * Dashed blue line → Sieve\n  * Solid black line → Mesh\n### Detailed Analysis\n"
        "1. **Sieve (Dashed Blue Line)**:\n   - Opens at 0.20 (d=1)\n   - Quick gain: 0.31 (d=2), 0.38 at d=3\n"
        "   - Holds near 0.45 from d=4 onward (0.44–0.46)\n"
        "2. **Mesh (Solid Black Line)**:\n   - Slow gain: 0.12 (d=1), 0.17 (d=2)\n   - Final value: ~0.30 (d=6)\n",
        [
            ("Sieve", 1, 0.2),
            ("Sieve", 2, 0.31),
            ("Sieve", 3, 0.38),
            ("Mesh", 1, 0.12),
            ("Mesh", 2, 0.17),
            ("Mesh", 6, 0.3),
        ],
    ),
    "per-x lists with LaTeX x values": (
        "## Line Chart: Loss by Dropout\n- **X-axis:** Dropout Rate\n- **Y-axis:** Loss\n"
        "- **Legend:** Tern (red), Gull (blue)\n### Values\n"
        "- **p = $10^{-2}$**: Tern ≈ 1.9, Gull ≈ 2.3\n- **p = $2 \\times 10^{-1}$**: Tern ≈ 1.4, Gull ≈ 2.0\n",
        [("Tern", 0.01, 1.9), ("Gull", 0.01, 2.3), ("Tern", 0.2, 1.4), ("Gull", 0.2, 2.0)],
    ),
    "per-x labels naming the x axis by its initials, unbolded": (
        "## Line Chart: Recall by Batch Size\n- X-axis: Batch Size (log scale)\n- Y-axis: Recall\n"
        "- Legend: Tern (red), Gull (blue)\n### Values\n"
        "- BS = $2^{5}$: Tern ≈ 0.61, Gull ≈ 0.55\n- BS = $2^{7}$: Tern ≈ 0.66, Gull ≈ 0.52\n",
        [("Tern", 32, 0.61), ("Gull", 32, 0.55), ("Tern", 128, 0.66), ("Gull", 128, 0.52)],
    ),
    "a series header naming the y quantity over sentences that place its values": (
        "# Validation Error\n* **X-axis:** Training Round (0 to 30)\n* **Y-axis:** Training Error\n"
        "* **Training Error:**\n* The line starts at approximately 0.61 at training round 0.\n"
        "* It falls to approximately 0.42 by training round 10.\n"
        "* At training round 20, the error is approximately 0.35.\n",
        [("Training Error", 0, 0.61), ("Training Error", 10, 0.42), ("Training Error", 20, 0.35)],
    ),
    "values at N of the x noun, singular or plural": (
        "## Line Chart: Recall\n* **X-axis:** Probes (1, 3, 9)\n* **Y-axis:** Recall\n**Series:**\n"
        "* Pike (green): at 1 probe ≈ 0.41, at 3 probes ≈ 0.55, at 9 probes ≈ 0.62\n"
        "* Carp (grey): at 1 probe ≈ 0.38, at 3 probes ≈ 0.40, at 9 probes ≈ 0.47\n",
        [
            ("Pike", 1, 0.41),
            ("Pike", 3, 0.55),
            ("Pike", 9, 0.62),
            ("Carp", 1, 0.38),
            ("Carp", 3, 0.4),
            ("Carp", 9, 0.47),
        ],
    ),
    "named points with fields named after the axes, on a line or as items": (
        "## Scatter Plot: Score vs. Memory\n* **X-axis:** Memory (GB)\n* **Y-axis:** Score\n### Points\n"
        "* **Tiny (Teal):** Score ~0.52, Memory ~1.5.\n* **Huge (Maroon):** Memory ~24, Score ~0.81.\n"
        "* **Mid (Coral):**\n  * Score: ~0.66\n  * Memory: ~6\n",
        [("Tiny", 1.5, 0.52), ("Huge", 24, 0.81), ("Mid", 6, 0.66)],
    ),
    "a series label, then the x named before each value": (
        "## Line Chart: Drift\n* **X-axis:** Hours (0 to 12)\n* **Y-axis:** Drift\n"
        '* **Legend:** "North" (red), "South" (grey)\n### Detailed Analysis\n'
        "* **North (red):** Hour 0: 1.5, Hour 6: 2.5, Hour 12: 3.1\n* **South (grey):** Hour 0: 1.1\n",
        [("North", 0, 1.5), ("North", 6, 2.5), ("North", 12, 3.1), ("South", 0, 1.1)],
    ),
    "bare pairs stay (row, column) when no line states their order": (
        "# Heatmap of Pair Accuracy\n- **X-axis:** first, values 1, 2.\n- **Y-axis:** second, values 1, 2.\n"
        "- **Color bar:** 0 to 1\n## Cells\n* **(1, 2):** 0.6\n* **(2, 1):** 0.4\n",
        [(1, 2, 0.6), (2, 1, 0.4)],
    ),
    "records under rank headers, flattened, the entity named by its field": (
        "# Leaderboard\n\n1. **Rank 1**:\n- **Model**: Kite-R2.\n- **Delta**: +2 (green).\n"
        "- **Arena Score**: 1316.\n- **95% CI**: +15/-11.\n- **Votes**: 1883.\n- **Organization**: Acme.\n"
        "2. **Rank 2**:\n- **Method**: Lark 3 8B.\n- **Delta**: -1.\n- **Arena Score**: 1290.\n- **Votes**: 940.\n",
        [
            ("Kite-R2", "Delta", 2),
            ("Kite-R2", "Arena Score", 1316),
            ("Kite-R2", "Votes", 1883),
            ("Lark 3 8B", "Delta", -1),
            ("Lark 3 8B", "Arena Score", 1290),
            ("Lark 3 8B", "Votes", 940),
        ],
    ),
    "a record on one line, its fields in parentheses": (
        "# Leaderboard\n\n- **Rank 2**: Orion-Exp (Delta: 0, Arena Score: 1321, Votes: 22,116, "
        "Organization: Acme, License: Proprietary).\n- **Rank 3**: Mote (Delta: +1, Arena Score: 1302, "
        "95% CI: +9/-8, Votes: 4,210).\n",
        [
            ("Orion-Exp", "Delta", 0),
            ("Orion-Exp", "Arena Score", 1321),
            ("Orion-Exp", "Votes", 22116),
            ("Mote", "Delta", 1),
            ("Mote", "Arena Score", 1302),
            ("Mote", "Votes", 4210),
        ],
    ),
    "one value column headed by the value axis's words and a value noun": (
        "# Agents\n\n* **X-axis:** Model\n* **Y-axis:** Performance\n\n"
        "| Model (X-Axis) | Performance Value (Data Label) | Visual Trend Rank |\n|---|---|---|\n"
        "| **Agent** | 0.7832 | 1st (Highest) |\n| **Planner** | 0.6511 | 2nd |\n",
        [("Performance", "Agent", 0.7832), ("Performance", "Planner", 0.6511)],
    ),
    "values in a sentence naming each series as the X bar": (
        "# Moderation Accuracy\n\n* **X-axis:** Category: Harassment, Spam\n* **Y-axis:** Accuracy (%)\n"
        "* **Legend:** Before (grey), After (blue)\n\n## Detailed Analysis\n\n"
        "* **Harassment:** The Before bar rises to approximately 34%, while the After bar reaches about 81%.\n"
        "* **Spam:** The After bar climbs to around 90%.\n",
        [("Before", "Harassment", 34), ("After", "Harassment", 81), ("After", "Spam", 90)],
    ),
    "category headers with a place note, one key for a tick listed as text": (
        '# Answers per Attempt\n\n* **X-axis:** Attempt, two categorical labels: "Attempt 1", "Attempt 2".\n'
        "* **Y-axis:** Questions\n* **Legend:** Correct (Blue), Wrong (Orange)\n\n## Detailed Analysis\n\n"
        "**1. Attempt 1 (Left Bar):**\n* **Correct (Blue, bottom segment):** Approximately 79 questions.\n"
        "* **Wrong (Orange, top segment):** About 21 questions.\n"
        "**2. Attempt 2 (Right Bar):**\n* **Correct (Blue, bottom segment):** 3 questions.\n"
        "* **Wrong (Orange, top segment):** 18 questions.\n",
        [
            ("Correct", "Attempt 1", 79),
            ("Wrong", "Attempt 1", 21),
            ("Correct", "Attempt 2", 3),
            ("Wrong", "Attempt 2", 18),
        ],
    ),
    "a tick listed as text keeps its form in prose": (
        '# Answers per Attempt\n\n* **X-axis:** Attempt, two categorical labels: "Attempt 1", "Attempt 2".\n'
        "* **Y-axis:** Questions\n\n## Detailed Analysis\n\n"
        "The bar reaches about 79 questions at Attempt 1, then drops to about 21 questions at Attempt 2.\n",
        [("Questions", "Attempt 1", 79), ("Questions", "Attempt 2", 21)],
    ),
    "numeric legend entries under a legend titled by what they count": (
        "# Throughput\n\n* **X-axis:** Chip: C-1, C-2\n* **Y-axis:** Throughput\n* **Legend (Batch Size):**\n"
        "  * 64 (Blue)\n  * 128 (Orange)\n\n**C-1:**\n* Batch 64 (Blue): about 410.\n* Batch 128 (Orange): about 720.\n"
        "**C-2:**\n* **Batch Size 64 (Blue):** approximately 380.\n* **Batch Size 128 (Orange):** approximately 650.\n",
        [(64, "C-1", 410), (128, "C-1", 720), (64, "C-2", 380), (128, "C-2", 650)],
    ),
    "headers naming the x axis by its one-letter symbol": (
        "# Recall at Depth\n\n* **X-axis:** 'n values' with markers at 4, 8 and 16.\n* **Y-axis:** Recall\n"
        "* **Legend:** Dense (teal), Sparse (grey)\n\n## Detailed Analysis\n\n"
        "* **n = 4:**\n* Dense (teal): 41.2\n* Sparse (grey): 37.9\n"
        "* **n = 8:**\n* Dense (teal): 48.6\n* Sparse (grey): 44.0\n"
        "* **n=16:**\n* Dense (teal): 52.3\n* Sparse (grey): 50.1\n",
        [
            ("Dense", 4, 41.2),
            ("Sparse", 4, 37.9),
            ("Dense", 8, 48.6),
            ("Sparse", 8, 44.0),
            ("Dense", 16, 52.3),
            ("Sparse", 16, 50.1),
        ],
    ),
    "points 'n=8: v' under a series header, a number on both axes": (
        '# Recall at Depth\n\n* **X-axis:** Labeled "n values", ticks 4, 8, 16.\n'
        "* **Y-axis:** Recall from 0 to 16, gridlines at 0, 4, 8, 12, 16.\n\n"
        "**Data Series: Dense (Teal Bars)**\n* **Data Points:**\n* n=4: 9.5\n* n=8: 12.25\n* n=16: 14.0\n",
        [("Dense", 4, 9.5), ("Dense", 8, 12.25), ("Dense", 16, 14.0)],
    ),
    "a legend of labelled marks after its position; table columns as entry and value noun": (
        '# Recall at Depth\n\n* **X-Axis:**\n* **Label:** "n values"\n* **Markers:** 4, 8.\n'
        "* **Legend:**\n* **Position:** Upper-right corner.\n* **Items:**\n"
        '* A teal square labeled "Dense".\n* A grey square corresponds to the label "Sparse".\n\n'
        "| n value | Dense Score (Teal Bar) | Sparse Score (Grey Bar) |\n|---|---|---|\n"
        "| **4** | 41.2 | 37.9 |\n| **8** | 48.6 | 44.0 |\n",
        [("Dense", 4, 41.2), ("Sparse", 4, 37.9), ("Dense", 8, 48.6), ("Sparse", 8, 44.0)],
    ),
    "point tuples under descriptive labels below a legend entry's header; a slope is no cell": (
        '# Recall vs. Budget\n\n- **X-axis**: "Budget (b)" (whole numbers 1-8)\n- **Y-axis**: "Recall"\n'
        "- **Legend**:\n- `Dense`: dashed teal line\n- `Sparse`: solid grey line\n\n## Detailed Analysis\n\n"
        "1. **Dense**:\n- Opens at (1, 0.42) and climbs to (8, 0.71).\n"
        "- Slope: Steady, with ~0.04 recall gain per unit b.\n- Sample points: (2, 0.47), (4, 0.58).\n"
        "2. **Sparse**:\n- Opens at (1, 0.35) and climbs to (8, 0.52).\n"
        "- Slope: Shallow, ~0.02 recall gain per unit b.\n",
        [
            ("Dense", 1, 0.42),
            ("Dense", 8, 0.71),
            ("Dense", 2, 0.47),
            ("Dense", 4, 0.58),
            ("Sparse", 1, 0.35),
            ("Sparse", 8, 0.52),
        ],
    ),
    "ticks listed after 'with markers', category headers naming the axis in the singular": (
        '# Accuracy per Stage\n\n* **X-axis:** "Pipeline Stages" with markers I, II, III.\n'
        "* **Y-axis:** Accuracy\n* **Legend:**\n* Blue bars: Heron\n* Orange bars: Osprey\n\n"
        "## Detailed Analysis\n\n* **Stage I:**\n* Heron: Approximately 0.91\n* Osprey: Approximately 0.84\n"
        "* **Stage II:**\n* Heron: Approximately 0.47\n* Osprey: Approximately 0.52\n"
        "* **Stage III:**\n* Heron: Approximately 0.30\n* Osprey: Approximately 0.26\n",
        [
            ("Heron", "I", 0.91),
            ("Osprey", "I", 0.84),
            ("Heron", "II", 0.47),
            ("Osprey", "II", 0.52),
            ("Heron", "III", 0.30),
            ("Osprey", "III", 0.26),
        ],
    ),
    "a value given only in the note after a few descriptive words": (
        "# Throughput by Batch Size\n\n- **X-axis (Batch Size)**: ticks at 8 and 16.\n"
        '- **Y-axis**: "Throughput (tokens/sec)"\n- **Legend**:\n- Blue: Alpha\n- Red: Beta\n\n'
        "## Detailed Analysis\n\n- **Batch Size 8**:\n- **Alpha (blue)**: Highest bar (~620 tokens/sec).\n"
        "- **Beta (red)**: ~350 tokens/sec.\n- **Batch Size 16**:\n"
        "- **Alpha (blue)**: Barely visible (~15 tokens/sec).\n- **Beta (red)**: ~410 tokens/sec.\n",
        [("Alpha", 8, 620), ("Beta", 8, 350), ("Alpha", 16, 15), ("Beta", 16, 410)],
    ),
    "a labelled point as two numbers tagged with their axes' words, in either order": (
        '# Scatter Plot: Recall against Latency\n* **X-axis:** "Latency" (milliseconds)\n* **Y-axis:** Recall\n'
        "## Points\n#### Sieve [Red]\n- **small**: 12 ms, 0.61 recall.\n- **large**: 0.74 recall at 30 ms.\n"
        "#### Comb [Teal]\n- **small**: 0.58 recall, 9 ms.\n",
        [("Sieve", 12, 0.61), ("Sieve", 30, 0.74), ("Comb", 9, 0.58)],
    ),
    "a bracketed range after a y axis's name is no part of it, and a drawn heading is a series": (
        "# Line Chart: Yield\n- **X-axis**: Week [1–3]\n- **Y-axis**: Yield (kg) [0–50]\n"
        "- **Legend**: near the top; Blue (North), Orange (South)\n## Data\n### North (Blue Line)\n"
        "- **Week 1:** ~12 kg\n- **Start (week 2):** ~20 kg\n### South (Orange Line)\n- **Week 1:** ~9 kg\n"
        "- **Start (week 2):** ~15 kg\n",
        [("North", 1, 12), ("North", 2, 20), ("South", 1, 9), ("South", 2, 15)],
    ),
    "a label alone between a drawn series heading and its points only groups them": (
        "# Line Chart: Decode Speed\n\n- **X-axis (Context Length)**: 1024, 2048, 4096\n"
        "- **Y-axis (Speed (tok/s))**: 0 to 900\n\n## Data Points\n### Kestrel (Blue Line)\n"
        "- **Trend**: falls steadily\n- **Measured Progression**:\n- 1024: ~820 tok/s\n- 2048: ~610 tok/s\n"
        "- 4096: ~300 tok/s\n### Plover (Orange Line)\n- **Measured Progression**:\n- 1024: ~700 tok/s\n"
        "- 2048: ~640 tok/s\n- 4096: ~590 tok/s\n",
        [
            ("Kestrel", 1024, 820),
            ("Kestrel", 2048, 610),
            ("Kestrel", 4096, 300),
            ("Plover", 1024, 700),
            ("Plover", 2048, 640),
            ("Plover", 4096, 590),
        ],
    ),
    # (the one header with a unit keeps it: a unit beside headers with none names that column)
    "table headers whose parenthesis names a variant, beside one that gives a unit": (
        "## Line Chart: Recall vs. Draws\n* **X-Axis:** `Draws (n)`\n* **Y-Axis:** `Recall`\n"
        "| n | best@n (Oracle) | vote@n (Ours) | Wall time (ms) |\n|---|---|---|---|\n"
        "| 1 | ~0.61 | ~0.58 | 12 |\n| 2 | ~0.66 | ~0.63 | 19 |\n",
        [
            ("best@n (Oracle)", 1, 0.61),
            ("vote@n (Ours)", 1, 0.58),
            ("Wall time (ms)", 1, 12),
            ("best@n (Oracle)", 2, 0.66),
            ("vote@n (Ours)", 2, 0.63),
            ("Wall time (ms)", 2, 19),
        ],
    ),
    "series headers with a bracketed drawing note after the name": (
        "## Line Chart: Recall vs. Draws\n* **X-Axis:** `Draws (n)`\n* **Y-Axis:** `Recall`\n### Detailed Analysis\n"
        "1. **best@n (Oracle) [Grey dashed line, stars]:**\n* **Data Points:**\n* n=1: ~0.61\n* n=2: ~0.66\n"
        "2. **vote@n [Teal solid line, squares]:**\n* **Data Points:**\n* n=1: ~0.58\n* n=2: ~0.63\n",
        [("best@n (Oracle)", 1, 0.61), ("best@n (Oracle)", 2, 0.66), ("vote@n", 1, 0.58), ("vote@n", 2, 0.63)],
    ),
    "a hedged place named by the x axis's unit, on an axis stated as a range": (
        "## Scatter Plot: Recall vs. TFLOPS\n* **X-axis:** TFLOPS, ranging from approximately 0.5 to 500, on a "
        "logarithmic scale.\n* **Y-axis:** Recall (%), ranging from 40% to 90%.\n* **Legend:** 2020 (Blue), 2022 "
        "(Orange)\n### Detailed Analysis\n* **2020 (Blue):**\n* Around 1 TFLOPS: ~52% Recall\n"
        "* At roughly 10 TFLOPS: ~61% Recall\n* **2022 (Orange):**\n* Near 10 TFLOPS: ~66% Recall\n"
        "* 100 TFLOPS: ~79% Recall\n",
        [(2020, 1, 52), (2020, 10, 61), (2022, 10, 66), (2022, 100, 79)],
    ),
    "values, each at a bare place, after a series label": (
        "## Line Chart: Yield by Round\n* **X-axis:** Round (1 to 3)\n* **Y-axis:** Yield\n### Detailed Analysis\n"
        "* **Oat:** 52 at 1, 54 at 2, 57 at 3\n* **Rye:** 55 at 1, 58 at 2\n",
        [("Oat", 1, 52), ("Oat", 2, 54), ("Oat", 3, 57), ("Rye", 1, 55), ("Rye", 2, 58)],
    ),
    "a described series item, a data label, then bare tuples, all flattened; scale and marker lines": (
        '## Line Chart: Recall vs. Budget\n### Components/Axes\n* **X-axis Title:** "Budget (GPU hours)"\n'
        '* Scale: Ranges from approximately 0 to 40.\n* Markers: 0, 20, 40\n* **Y-axis Title:** "Recall"\n'
        "* Scale: Ranges from approximately 0.30 to 0.70.\n* Markers: 0.30, 0.50, 0.70\n"
        "* **Data Series:**\n* Series 1: Grey dashed line\n* Series 2: Teal solid line\n### Detailed Analysis\n"
        "* **Series 1 (Grey Dashed Line):** This line climbs quickly and then flattens near the top.\n"
        "* Data Points (approximate):\n* (0, 0.33)\n* (20, 0.61)\n* (40, 0.64)\n"
        "* **Series 2 (Teal Solid Line):** This line climbs slowly and steadily.\n"
        "* Data Points (approximate):\n* (0, 0.31)\n* (20, 0.42)\n* (40, 0.52)\n",
        [
            ("Series 1", 0, 0.33),
            ("Series 1", 20, 0.61),
            ("Series 1", 40, 0.64),
            ("Series 2", 0, 0.31),
            ("Series 2", 20, 0.42),
            ("Series 2", 40, 0.52),
        ],
    ),
    "a stacked bar's share of its bar is no value of its cells": (
        "# Reviews\n\n* **X-axis:** Quarter: Q1, Q2\n* **Y-axis:** Submissions\n"
        "* **Legend:** Accepted (green), Rejected (red)\n\n## Detailed Analysis\n\n"
        "* **Q1:** Accepted 120, Rejected 80; the accepted segment is about 60% of the bar.\n"
        "* **Q2:** Accepted 150, Rejected 70.\n\n## Trends\n"
        "* **Accepted:** The accepted share grows from about 60% of the bar at Q1 to about 68% of the bar at Q2.\n",
        [("Accepted", "Q1", 120), ("Rejected", "Q1", 80), ("Accepted", "Q2", 150), ("Rejected", "Q2", 70)],
    ),
    "a box's quartiles named first with their percentile as a note, its median keyed by the value axis": (
        "## Box Plot: Queue Depth\n* **X-axis:** Queue names: Alpha, Beta\n* **Y-axis:** Depth, 0 to 900.\n"
        "### Detailed Analysis\n* **Alpha (Teal Box):**\n* Median: Approximately 310\n"
        "* Q1 (25th percentile): Approximately 205\n* Q3 (75th percentile): Approximately 420\n"
        "* **Beta (Gray Box):**\n* Median: Approximately 515\n* Q1 (25th percentile): Approximately 400\n"
        "* Q3 (75th percentile): Approximately 640\n",
        [
            ("Depth", "Alpha", 310),
            ("Q1", "Alpha", 205),
            ("Q3", "Alpha", 420),
            ("Depth", "Beta", 515),
            ("Q1", "Beta", 400),
            ("Q3", "Beta", 640),
        ],
    ),
    "a category's sentence giving each legend entry, set in bold, its value in parentheses": (
        "## Stacked Bar Chart: Outcomes per Route\n* **X-Axis:** Route: North, South\n"
        '* **Y-Axis:** "Share (%)", 0 to 100.\n* **Legend:**\n* **Arrived** (green)\n* **Delayed** (orange)\n'
        "* **Lost** (red)\n### Detailed Analysis\n"
        "* **North:** The bar is mostly **Arrived** (~70%), then a **Delayed** segment (~25%)"
        " and a thin **Lost** (~5%).\n"
        "* **South:** A smaller **Arrived** part (~40%) and a large **Delayed** segment (~60%).\n",
        [
            ("Arrived", "North", 70),
            ("Delayed", "North", 25),
            ("Lost", "North", 5),
            ("Arrived", "South", 40),
            ("Delayed", "South", 60),
        ],
    ),
    "a peak line saying where the highest bar stands in a sentence gives no value": (
        '# Histogram: Reply Length\n\n* **X-axis:** "Words", 0 to 90.\n* **Y-axis:** "Frequency", 0 to 20.\n\n'
        "## Detailed Analysis\n\n* **Peak:** The tallest bin occurs around 30 words.\n* **Values:**\n"
        "  * 10 words: Frequency is about 6.\n  * 30 words: Frequency is about 17.\n",
        [("Frequency", 10, 6), ("Frequency", 30, 17)],
    ),
    "ticks listed on one line with the settings each stands for, then headers with a kind word": (
        "# Cost per Stage\n\n* **X-Axis Categories:** Lite (r=4, h=2), Full (r=16, h=8)\n"
        "* **Y-Axis:** Cost (%)\n* **Legend:** Load (red), Store (green)\n\n## Data\n\n"
        "1. **Lite Variant**:\n   - Load: 62%\n   - Store: 38%\n"
        "2. **Full Setting**:\n   - Load: 55%\n   - Store: 45%\n",
        [("Load", "Lite", 62), ("Store", "Lite", 38), ("Load", "Full", 55), ("Store", "Full", 45)],
    ),
    "categories listed down beside a stated x axis, colours in code spans, a stack's total no cell": (
        "# Figure: Match Outcomes\n## Axes\n- **X-axis**: Number of games (0 to 90)\n- **Y-axis**: Pairings\n"
        "- Categories (top to bottom):\n  1. Rook VS Pawn\n  2. Knight VS Pawn\n## Legend\n- **Color Legend**:\n"
        "  - `Green`: Left Wins\n  - `Grey`: Draw\n## Data\n### Category 1: Rook VS Pawn\n"
        "- **Green (Left Wins)**: 52 (Dominant segment, 65.0% of total)\n- **Grey (Draw)**: 28 (35.0%)\n"
        "- **Total**: 80\n### Category 2: Knight VS Pawn\n- **Green (Left Wins)**: 35 (43.8%)\n"
        "- **Grey (Draw)**: 45 (56.2%)\n- **Total**: 80\n",
        [
            ("Left Wins", "Rook VS Pawn", 52),
            ("Draw", "Rook VS Pawn", 28),
            ("Left Wins", "Knight VS Pawn", 35),
            ("Draw", "Knight VS Pawn", 45),
        ],
    ),
    "each axis's ticks as a 'Labels:' item after its 'Range:' item, in a flattened list": (
        '# Line Chart: Drift vs. Active Heads\n## Axis Labels\n- **X-Axis**: "Active Heads"\n'
        '- Range: 2 to 4 (integer increments)\n- Labels: 2, 3, 4\n- **Y-Axis**: "Drift"\n'
        "- Range: 0.50 to 0.64 (0.02 increments)\n- Labels: 0.50, 0.52, 0.54, 0.56, 0.58, 0.60, 0.62, 0.64\n"
        "## Data Points\n- (2, 0.63)\n- (3, 0.57)\n- (4, 0.53)\n",
        [("Drift", 2, 0.63), ("Drift", 3, 0.57), ("Drift", 4, 0.53)],
    ),
    "a colour label whose value is followed by a quoted legend entry; a header 'X Bar (Left)' is the category X": (
        "# Stacked Bar Chart: Complaints\n## Axes\n- **X-axis**: Crew\n- **Y-axis**: Share (%), 0 to 100\n"
        '## Legend\n- Olive: "late"\n- Salmon: "rude"\n## Bars\n### Delta Bar (Left)\n- **Segment Breakdown**:\n'
        '  - Olive: 35.00% ("late")\n  - Salmon: 65.00% ("rude")\n### Echo Bar (Right)\n- **Segment Breakdown**:\n'
        '  - Olive: 20.50% ("late")\n  - Salmon: 79.50% ("rude")\n',
        [("late", "Delta", 35.0), ("rude", "Delta", 65.0), ("late", "Echo", 20.5), ("rude", "Echo", 79.5)],
    ),
    "points that are only numbered ('Point 2: (8, 3.1)') are the chart's one unnamed series": (
        "## Chart: Batch Size Scaling\n### Components/Axes\n* **X-axis:** Batch Size - marked at 2, 8, 32\n"
        "* **Y-axis:** Throughput Gain (%)\n### Detailed Analysis\n"
        "* **Point 1:** Located at approximately (2, 1.4).\n* **Point 2:** Located at approximately (8, 3.1).\n"
        "* **Point 3:** Located at approximately (32, 6.6).\n",
        [("Throughput Gain (%)", 2, 1.4), ("Throughput Gain (%)", 8, 3.1), ("Throughput Gain (%)", 32, 6.6)],
    ),
    "a place named by the x axis's words and a number with the unit its label names ('Depth 12L')": (
        "## Chart: Depth Scaling\n### Components/Axes\n* **X-axis:** Encoder Depth (L)\n* Values: 6, 12, 24\n"
        "* **Y-axis:** Recall Gain (%)\n* Values: 1, 2, 3\n### Detailed Analysis\n* **Data Points:**\n"
        "* Encoder Depth 6L: Recall Gain ~1.2% (hollow marker)\n* Encoder Depth 12L: Recall Gain ~1.9%\n"
        "* Encoder Depth 24L: Recall Gain ~2.7% (hollow marker)\n",
        [("Recall Gain (%)", 6, 1.2), ("Recall Gain (%)", 12, 1.9), ("Recall Gain (%)", 24, 2.7)],
    ),
    "a legend that only matches the x axis's categories lists no entry; 'Key Values' says what the values are": (
        "## Violin Plot: Solver Accuracy\n### Components/Axes\n- **X-axis**: Solver variants (categorical)\n"
        '- "Plain" (blue)\n- "Plain + Hints" (orange)\n- **Y-axis**: Accuracy (0.0 to 1.0)\n'
        "- **Legend**: Colour-coded labels matching x-axis categories\n"
        "- **Reference Line**: Grey dotted horizontal line at y=0.6\n### Detailed Analysis\n"
        "1. **Plain (Blue)**:\n- Median ~0.42\n2. **Plain + Hints (Orange)**:\n"
        "- **Key Values:** The median sits near **0.71**.\n",
        [("Accuracy", "Plain", 0.42), ("Accuracy", "Plain + Hints", 0.71)],
    ),
    "a row's sentence with a comma, then its values after a colon ('Values are approximately: 61% (Size 2), …')": (
        "## Heatmap: Recall by Depth and Size\n* **X-axis:** Size, from 2 to 4.\n* **Y-axis:** Depth, 1 to 2.\n"
        "### Detailed Analysis\n* **Depth 1:** Steady, with a small dip at Size 3. Values are approximately: "
        "61.5% (Size 2), 58.0% (Size 3), 60.5% (Size 4).\n* **Depth 2:** Values are approximately: "
        "71.0% (Size 2), 69.5% (Size 3), 66.0% (Size 4).\n",
        [
            (1, 2, 61.5),
            (1, 3, 58.0),
            (1, 4, 60.5),
            (2, 2, 71.0),
            (2, 3, 69.5),
            (2, 4, 66.0),
        ],
    ),
    "a bar's header that gives its place, then its name in the note ('Top Bar (Kiwi vs. Base)')": (
        "## Horizontal Stacked Bar Chart: Duel Outcomes\n### Components/Axes\n* **Legend:**\n"
        '* **Teal Bar:** "Kiwi Wins"\n* **Grey Bar:** "Draw"\n### Detailed Analysis\n'
        "1. **Top Bar (Kiwi vs. Base):**\n* **Teal (Kiwi Wins):** 55.5% (Left segment)\n"
        "* **Grey (Draw):** 44.5% (Right segment)\n2. **Bottom Bar (Plum vs. Base):**\n"
        "* **Teal (Kiwi Wins):** 21.0% (Left segment)\n* **Grey (Draw):** 79.0% (Right segment)\n",
        [
            ("Kiwi Wins", "Kiwi vs. Base", 55.5),
            ("Draw", "Kiwi vs. Base", 44.5),
            ("Kiwi Wins", "Plum vs. Base", 21.0),
            ("Draw", "Plum vs. Base", 79.0),
        ],
    ),
    "a table with one row per axis (minimum, maximum, tick step) describes the axes, no cells": (
        "# Gain Chart\n## Axis Scales\n| Axis | Minimum | Maximum | Tick Step |\n| :--- | :--- | :--- | :--- |\n"
        "| **X-Axis (Share)** | 0.0 | 1.0 | 0.5 |\n| **Y-Axis (Gain)** | 0.0 | 2.0 | 0.5 |\n"
        "## Data\n### Series: Gain\n* (0.0, 0.0)\n* (0.5, 1.3)\n* (1.0, 2.0)\n",
        [("Gain", 0.0, 0.0), ("Gain", 0.5, 1.3), ("Gain", 1.0, 2.0)],
    ),
    "a point table whose columns say which axis they hold, under its series' header": (
        "# Gain Chart\n## Data Series\n### Series 1: Random\n* **Look:** a dashed line from (0,0) to (1,1).\n"
        "### Series 2: Model K\n* **Estimated Points:**\n| Point | Share (X-Axis) | Gain (Y-Axis) |\n"
        "| :--- | :--- | :--- |\n| Point P | ~0.1 | ~0.3 |\n| Point Q | ~0.6 | ~0.8 |\n",
        [("Random", 0, 0), ("Random", 1, 1), ("Model K", 0.1, 0.3), ("Model K", 0.6, 0.8)],
    ),
    "a correlation row per variable, its partners written 'With X' and itself as 'With itself' or 'Self-correlation'": (
        "## Heatmap: Correlation of Settings\n* **Colour Scale:** -1 (blue) to 1 (red).\n\n### Per-variable values\n"
        "**Rank:**\n* With itself: 1.00 (red)\n* With Alpha: -0.42 (blue)\n* With Decay: 0.15 (pale orange)\n"
        "**Alpha:**\n- Self-correlation: 1.00 (red)\n- With Rank: -0.42 (blue)\n",
        [
            ("Rank", "Rank", 1.0),
            ("Rank", "Alpha", -0.42),
            ("Rank", "Decay", 0.15),
            ("Alpha", "Alpha", 1.0),
            ("Alpha", "Rank", -0.42),
        ],
    ),
    "a grid table of two columns, each headed by the x axis's name and a tick": (
        "## Heatmap: Wait Time by Depth and Width\n* **X-axis:** Width, with values 8 and 16.\n"
        "* **Y-axis:** Depth, with values 1 and 2.\n\n| Depth | Width 8 | Width 16 |\n| :--- | :--- | :--- |\n"
        "| 1 | 41.5 | 18.8 |\n| 2 | 5.7 | 3.4 |\n",
        [(1, 8, 41.5), (1, 16, 18.8), (2, 8, 5.7), (2, 16, 3.4)],
    ),
    "grid spacing gives no cell, and a value written before its place is at that place": (
        "## Line Chart: Misses\n* **X-axis:** Queries, 0 to 1500.\n* **Y-axis:** Misses, 4 to 12.\n"
        "## Data\n* 0: ~7\n* 500: ~9\n* **Peak**: Reaches ~9.5 at x=1000.\n"
        "## Layout\n* Grid lines are evenly spaced (x: 500 units, y: 2 units).\n",
        [("Misses", 0, 7), ("Misses", 500, 9), ("Misses", 1000, 9.5)],
    ),
    "a colour note on a series repeated by a table with the same values is dropped": (
        "## Bar Chart: Win Rate by Judge\n* **Y-Axis:** Win rate (%), 0 to 100.\n"
        "* **Legend:**\n* **Teal:** Tact\n* **Orange:** Speed\n\n### Data\n"
        "#### Category 1: vs. Judge-A\n* **Tact (Teal):** 57\n* **Speed (Orange):** 45\n"
        "#### Category 2: vs. Judge-B\n* **Tact (Teal):** 62\n* **Speed (Orange):** 38\n\n"
        "## Table\n| Metric | vs. Judge-A (%) | vs. Judge-B (%) |\n| :--- | :---: | :---: |\n"
        "| **Tact** | 57 | 62 |\n| **Speed** | 45 | 38 |\n",
        [
            ("Tact", "vs. Judge-A", 57),
            ("Speed", "vs. Judge-A", 45),
            ("Tact", "vs. Judge-B", 62),
            ("Speed", "vs. Judge-B", 38),
            ("Tact", "vs. Judge-A", 57),
            ("Tact", "vs. Judge-B", 62),
            ("Speed", "vs. Judge-A", 45),
            ("Speed", "vs. Judge-B", 38),
        ],
    ),
    "a scatter table whose value columns name the axes, beside a column of words": (
        '# Scatter Plot: Quality vs. Cost\n* **X-Axis:** "Cost", 0.0 to 0.6.\n* **Y-Axis:** "Quality", 0.5 to 0.8.\n\n'
        "| Point | Approximate Cost | Approximate Quality | Location |\n| :--- | :--- | :--- | :--- |\n"
        "| **Wren-S** | 0.20 | 0.71 | Upper left. |\n| **Tern-M** | 0.45 | 0.62 | Lower right. |\n",
        [("Wren-S", 0.2, 0.71), ("Tern-M", 0.45, 0.62)],
    ),
    "a size in brackets names the row ('Orca (7B)'), a colour note ('(Med Gray)') does not": (
        "# Bar Chart: Speed\n## Data\n| Model (Size) | Alpha (Light Gray) | Beta (Med Gray) |\n"
        "| :--- | :---: | :---: |\n"
        "| **Orca (7B)** | 12.5 | 20.5 |\n| **Orca (13B)** | 7.5 | 12.0 |\n| **Kelp (3B)** | 9.0 | 30.0 |\n",
        [
            ("Alpha", "Orca (7B)", 12.5),
            ("Beta", "Orca (7B)", 20.5),
            ("Alpha", "Orca (13B)", 7.5),
            ("Beta", "Orca (13B)", 12.0),
            ("Alpha", "Kelp (3B)", 9.0),
            ("Beta", "Kelp (3B)", 30.0),
        ],
    ),
    "a tick glossed with a guess in brackets, and two ticks told apart only by their notes": (
        "# Bar Chart: Hit Rate\n## Axes\n* **Y-Axis:** Hit rate, 0 to 80.\n* **X-Axis:** Tasks, left to right:\n"
        '1. Card Sort\n2. Multi-Step Nav. (presumably "Navigation")\n3. Grid 3-Way Rot. (likely "Rotation")\n'
        "* **Legend:**\n* **Pink Bar:** Sparse Lookup\n* **Blue Bar:** Dense Lookup\n"
        "## Data\n1. **Card Sort:**\n* Sparse (Pink): 18.5\n"
        "* Dense (Blue): 25.5\n2. **Multi-Step Nav.:**\n* Sparse (Pink): 41.0\n* Dense (Blue): 44.5\n"
        "3. **Grid 3-Way Rot.:**\n* Sparse (Pink): 59.5\n* Dense (Blue): 57.0\n",
        [
            ("Sparse", "Card Sort", 18.5),
            ("Dense", "Card Sort", 25.5),
            ("Sparse", "Multi-Step Nav.", 41.0),
            ("Dense", "Multi-Step Nav.", 44.5),
            ("Sparse", "Grid 3-Way Rot.", 59.5),
            ("Dense", "Grid 3-Way Rot.", 57.0),
        ],
    ),
    "two ticks of a listed axis told apart only by their notes keep them": (
        "# Bar Chart: Hit Rate\n## Axes\n* **X-axis:** Task (Categorical) - Card Sort, KVQ (Cam.-A), KVQ (Cam.-B).\n"
        "* **Y-axis:** Hit rate (Numerical), 0 to 80.\n* **Legend:**\n* Sparse Method (Pink)\n* Dense Method (Blue)\n"
        "## Data\n* **Card Sort:**\n* Sparse: 18.5\n* Dense: 25.5\n* **KVQ (Cam.-A):**\n* Sparse: 41.0\n"
        "* Dense: 44.5\n* **KVQ (Cam.-B):**\n* Sparse: 59.5\n* Dense: 57.0\n",
        [
            ("Sparse", "Card Sort", 18.5),
            ("Dense", "Card Sort", 25.5),
            ("Sparse", "KVQ (Cam.-A)", 41.0),
            ("Dense", "KVQ (Cam.-A)", 44.5),
            ("Sparse", "KVQ (Cam.-B)", 59.5),
            ("Dense", "KVQ (Cam.-B)", 57.0),
        ],
    ),
    "a legend that colours single bars, each entry a category of the x axis, names no series": (
        '# Bar Chart: Pass Rate by Setting\n## Axes\n- **Y-Axis**: Labeled "Pass Rate (%)" (0, 50, 100).\n'
        '- **X-Axis**: Categorized into "Cold," "Blur," and "Glare."\n- **Legend**: at the top right:\n'
        '- Pale blue with "Cold."\n- Navy with "Blur" and "Glare."\n'
        "## Bars\n- **Cold**:\n- Value: **80.5%** (pale blue bar).\n"
        "- **Blur**:\n- Value: **52.0%** (navy bar).\n- **Glare**:\n- Value: **31.5%** (navy bar).\n",
        [("Pass Rate (%)", "Cold", 80.5), ("Pass Rate (%)", "Blur", 52.0), ("Pass Rate (%)", "Glare", 31.5)],
    ),
    "a segment whose note states its value ('Draw: (not visible, ~0%)') is read as that value": (
        '# Stacked Bar Chart: Judge Votes\n## Legend\n* **Navy:** "Win"\n* **Sky:** "Draw"\n* **Olive:** "Loss"\n'
        "## Data\n* **Tone:** Win: 12.5%, Draw: (not visible, ~0%), Loss: 87.5%\n"
        "* **Style:** Win: 16.0%, Draw: 5.0%, Loss: 79.0%\n",
        [
            ("Win", "Tone", 12.5),
            ("Draw", "Tone", 0),
            ("Loss", "Tone", 87.5),
            ("Win", "Style", 16.0),
            ("Draw", "Style", 5.0),
            ("Loss", "Style", 79.0),
        ],
    ),
    "a 'Trend:' label before a series' points under its header names no series": (
        "# Gain Chart\n## Axes\n- **X-Axis (Share)**: 0.0 to 1.0\n- **Y-Axis (Gain)**: 0.0 to 1.0\n## Lines\n"
        "1. **Model K (Red Line)**:\n- **Trend**: Starts at (0.0, 0.0) and bends up to (1.0, 1.0).\n"
        "2. **Random (Grey Dashed Line)**:\n- **Trend**: Straight line from (0.0, 0.0) to (1.0, 1.0).\n",
        [("Model K", 0.0, 0.0), ("Model K", 1.0, 1.0), ("Random", 0.0, 0.0), ("Random", 1.0, 1.0)],
    ),
    "a point keyed 'At <tick> <x-axis words>' is keyed by the tick the axis lists": (
        "## Line Chart: Decode Latency by Context Size\n### Axes\n"
        "* **X-axis Title:** Context Size\n* **Y-axis Title:** Latency (s)\n"
        "* **X-axis Markers:** 2K, 8K, 64K (meaning context sizes of 2,000, 8,000 and 64,000 tokens)\n"
        "* **Legend:** top right.\n* **Kestrel:** a solid orange line.\n* **Osprey:** a dotted grey line.\n"
        "### Detailed Analysis\n**Kestrel (Solid Orange Line):**\n"
        "* At 2K context size: Roughly 1.5 s.\n* At 8K context size: Roughly 2 s.\n"
        "* At 64K context size: Roughly 7 s.\n"
        "**Osprey (Dotted Grey Line):**\n"
        "* At context size 2K: Roughly 1 s.\n* At context size 8K: Roughly 1.5 s.\n"
        "* At context size 64K: Roughly 3 s.\n",
        # ticks written 2K, 8K, 64K are the numbers 2000, 8000, 64000 (CONTRACT: keys; the gloss says so too)
        [
            ("Kestrel", 2000, 1.5),
            ("Kestrel", 8000, 2),
            ("Kestrel", 64000, 7),
            ("Osprey", 2000, 1),
            ("Osprey", 8000, 1.5),
            ("Osprey", 64000, 3),
        ],
    ),
    "'At <tick> <x-axis words>' keys by the tick when the axis lists no ticks": (
        "## Line Chart: Decode Latency\n* **X-axis:** Context Size\n* **Y-axis:** Latency (s)\n"
        "### Detailed Analysis\n**Kestrel:**\n"
        "* At 2K context size: Roughly 1.5 s.\n* At 8K context size: Roughly 2 s.\n",
        [("Kestrel", "2K", 1.5), ("Kestrel", "8K", 2)],
    ),
    "'At 20s' on an x axis in seconds is the place 20": (
        "## Line Graph: Gain vs Tuning Time\n* **X-axis:** Tuning Time (s), 0 to 400.\n* **Y-axis:** Gain\n"
        "### Detailed Analysis\n#### Otter (Green Line)\n* At 0s: Gain ≈ 1.02.\n* At 150s: Gain ≈ 1.1.\n"
        "* At 400s: Gain ≈ 1.3.\n",
        [("Otter", 0, 1.02), ("Otter", 150, 1.1), ("Otter", 400, 1.3)],
    ),
    "a table header's unit note in square brackets is no part of the series name": (
        "## Bar Chart: Throughput by Batch\n* **X-axis:** Batch\n* **Y-axis:** Throughput (img/s)\n"
        "* **Legend:** Heron (Teal), Ibis (Orange)\n### Data\n"
        "| Batch | Heron (Teal) [img/s] | Ibis (Orange) [img/s] |\n| :--- | :--- | :--- |\n"
        "| **8** | 410 | 385 |\n| **32** | 905 | 870 |\n",
        [("Heron", 8, 410), ("Ibis", 8, 385), ("Heron", 32, 905), ("Ibis", 32, 870)],
    ),
    "bars numbered 'Bar N' with no axis label are the bars 'Bar N' of the one unnamed series, by their own names": (
        '## Bar Chart: Change vs Reference\n* **Y-Axis:**\n* **Label:** "Change vs reference (%)"\n'
        "* **X-Axis:**\n* **Label:** None present.\n* **Content:** 4 discrete, unlabeled categories shown as bars.\n"
        "### Detailed Analysis\n1. Bar 1 (Red): ~ -12%\n2. Bar 2 (Red): ~ -4%\n3. Bar 3 (Teal): ~ +3%\n"
        "4. Bar 4 (Teal): ~ +9%\n",
        [
            ("Change vs reference (%)", "Bar 1", -12),
            ("Change vs reference (%)", "Bar 2", -4),
            ("Change vs reference (%)", "Bar 3", 3),
            ("Change vs reference (%)", "Bar 4", 9),
        ],
    ),
    "a legend entry drawn 'with horizontal stripes' is named without its fill": (
        "## Bar Chart: Disk Use\n* **X-axis:** Tier (categories: Small, Large)\n* **Y-axis:** Disk (GB)\n"
        "* **Legend**:\n- Plain (light grey)\n- Packed (dedup) (navy with diagonal stripes)\n"
        "- Packed (navy with horizontal stripes)\n### Data\n"
        "| Tier | Plain (GB) | Packed (dedup) (GB) | Packed (GB) |\n|---|---|---|---|\n"
        "| Small | 12 | 5 | 7 |\n| Large | 40 | 18 | 25 |\n",
        [
            ("Plain", "Small", 12),
            ("Packed (dedup)", "Small", 5),
            ("Packed", "Small", 7),
            ("Plain", "Large", 40),
            ("Packed (dedup)", "Large", 18),
            ("Packed", "Large", 25),
        ],
    ),
    "points written as LaTeX pairs, \\( (x, 10^n) \\) or $(x, y)$, are points": (
        '## Line Chart: Spores over Time\n- **Y-Axis**: "Spores", log scale from \\(10^0\\) to \\(10^{6}\\).\n'
        '- **X-Axis**: "Hours", from 0 to 48.\n## Legend\n- **Teal**: Dish A\n- **Brown**: Dish B\n'
        "## Data Points\n### Dish A (Teal)\n- **Data points**:\n- \\( (0, 10^2) \\)\n- \\( (24, 10^4) \\)\n"
        "### Dish B (Brown)\n- **Approximate points**:\n- $(0, 10^1)$\n- $$(48, 10^3)$$\n",
        [("Dish A", 0, 100), ("Dish A", 24, 10000), ("Dish B", 0, 10), ("Dish B", 48, 1000)],
    ),
    "'At 2K requests' beside ticks written 1K, 2K, 4K, the overview naming the suffix in quotes": (
        '## Line Chart: Queue Delay under Load\n### Overview\nThe x-axis counts in thousands ("K"); '
        "delay grows with load.\n### Components/Axes\n* **X-axis:** Offered Load (req/s), ticks 1K, 2K, 4K\n"
        "* **Y-axis:** Queue Delay (ms)\n### Detailed Analysis\n**Pooled:**\n* At 1K requests: ~3 ms\n"
        "* At 2K requests: ~5 ms\n* At 4K requests: ~11 ms\n",
        [("Pooled", 1000, 3), ("Pooled", 2000, 5), ("Pooled", 4000, 11)],
    ),
    "a value, then its x in parentheses with the scale suffix the axis names: '~14 (32K)'": (
        "## Line Chart: Vocabulary vs. Perplexity\n* **Legend:**\n* `-■- Wide` (teal line)\n"
        "* `-■- Narrow` (rust line)\n* **X-Axis:** Vocabulary (thousands). Ticks at 8, 32, 128.\n"
        "* **Y-Axis:** Perplexity, from 10 to 20.\n### Detailed Analysis\n"
        "* **Wide (Teal):** Opens near ~12.5 (8K), climbs to ~14 (32K) and ends at ~15.25 (128K).\n"
        "* **Narrow (Rust):** Opens near ~11 (8K) and ends at ~13.5 (128K).\n",
        [("Wide", 8, 12.5), ("Wide", 32, 14), ("Wide", 128, 15.25), ("Narrow", 8, 11), ("Narrow", 128, 13.5)],
    ),
    "a value 'at Top-k = 2': the x axis's hyphenated name, then '=' and the place": (
        "## Line Chart: Hit Rate by Retrieval Depth\n* **X-axis:** Top-k Retrieved, marked 2, 4, 8.\n"
        "* **Y-axis:** Hit Rate (%), 40 to 70.\n* **Legend:** Dense (green), Sparse (violet).\n"
        "### Detailed Analysis\n"
        "* **Dense (green):** The curve sits near 55 at Top-k = 2, and climbs to about 61 at Top-k=8.\n"
        "* **Sparse (violet):** It is lowest, about 47 at Top-k = 4.\n",
        [("Dense", 2, 55), ("Dense", 8, 61), ("Sparse", 4, 47)],
    ),
    "a value 'at 10M images' on an axis whose ticks carry the suffix, listed under Data Series in the axes' section": (
        "## Line Chart: Accuracy While Training\n### Components/Axes\n"
        "* **X-axis:** Images Seen. Ticks: 0, 5M, 10M, 20M.\n* **Y-axis:** Accuracy (%), 0 to 60.\n"
        "* **Data Series:**\n"
        "* **Small net (grey):** Begins at about 20, reaches roughly 48 at 10M images and holds near 50.\n"
        "* **Large net (plum):** Begins at about 22 and reaches roughly 55 at 20M images.\n",
        # ticks written 5M, 10M, 20M are numbers, so the place "10M" is 10,000,000 (CONTRACT: keys);
        # "Begins at about 20": the value at the first tick, 0
        [("Small net", 0, 20), ("Small net", 10_000_000, 48), ("Large net", 0, 22), ("Large net", 20_000_000, 55)],
    ),
    "'Batch = 8 x 10^3' headers group the series' lines at the x the axis counts in thousands": (
        "## Bar Chart: Queue Wait by Batch\n### Components/Axes\n- **X-Axis**: Batch (x 10^3), categories 1 and 8.\n"
        "- **Y-Axis**: Wait (s), from 0 to 30.\n- **Legend**:\n- Blue = Fast lane\n- Orange = Slow lane\n"
        "### Detailed Analysis\n- **Batch = 1 x 10^3**:\n- Fast lane: 4.5 s\n- Slow lane: 12 s\n"
        "- **Batch = 8 x 10^3**:\n- Fast lane: 9 s\n- Slow lane: 26.5 s\n",
        [("Fast lane", 1, 4.5), ("Slow lane", 1, 12), ("Fast lane", 8, 9), ("Slow lane", 8, 26.5)],
    ),
    "an axis label that opens on a number is a title; the 'Values:' list under it are its ticks, no row": (
        "## Line Chart: Recall by Depth\n### Components/Axes\n* **X-axis:** Depth\n* **Values:** 1, 2, 3\n"
        "* **Y-axis:** 7,168 Retrieval Recall\n* **Values:** 0.25, 0.5, 0.75, 1.0\n### Detailed Analysis\n"
        "* Depth 1: ~0.35\n* Depth 2: ~0.6\n* Depth 3: ~0.8\n",
        [("7,168 Retrieval Recall", 1, 0.35), ("7,168 Retrieval Recall", 2, 0.6), ("7,168 Retrieval Recall", 3, 0.8)],
    ),
    "a line's slope said after its name ('gradient of about 2.5', 'slope = 1') is no cell": (
        "## Scatter Plot: Heat vs. Load\n* **X-axis:** Load (kW), 0 to 10.\n* **Y-axis:** Heat (°C), 0 to 40.\n"
        "### Detailed Analysis\n* **Pumps (orange squares):**\n* (2, 9.5)\n* (6, 21)\n"
        "* **Dotted black line**: gradient of about 2.5\n* **Guide:** slope = 1\n",
        [("Pumps", 2, 9.5), ("Pumps", 6, 21)],
    ),
    "a point's block of 'X-Value (…)' and 'Y-Value (…)' items, in either order, is one point": (
        '## Scatter Plot: Quality vs. Cost\n### Components/Axes\n* **X-Axis:** "Cost per Query ($)", 0 to 1.\n'
        '* **Y-Axis:** "Quality (%)", 50 to 90.\n* **Legend:**\n1. **Blue Circle:** "Lite"\n'
        '2. **Green Star:** "Max"\n### Detailed Analysis\n1. **Point A (Blue Circle - "Lite"):**\n'
        "* **Where:** lower left.\n* **X-Value (Cost):** Roughly 0.3 dollars.\n* **Y-Value (Quality):** Roughly 72%.\n"
        '2. **Point B (Green Star - "Max"):**\n* **Y-Value:** About 85%.\n* **X-Value:** About 0.8.\n',
        [("Lite", 0.3, 72), ("Max", 0.8, 85)],
    ),
    "a scale suffix inside a name ('Wren-3B', 'the 7B model') is no place on an axis counted in billions": (
        "## Line Chart: Fluency vs. Tokens\n* **X-axis:** Tokens Seen (billions), ticks 1, 10, 100.\n"
        "* **Y-axis:** Fluency, 0 to 1.\n### Detailed Analysis\n"
        "* **Wren-3B (green):** Wren-3B is near 0.4 early and climbs to 0.62 at 100B tokens.\n"
        "* **Wren-7B (blue):** The 7B model opens near 0.25 and ends at about 0.7 (100B).\n",
        [("Wren-3B", 100, 0.62), ("Wren-7B", 100, 0.7)],
    ),
    "a metadata bullet that describes the setting in a sentence gives no cell": (
        "## Bar Chart: Kernel Speed\n## 1. Document Header\n* **Title:** Kernel Speed\n"
        "* **Workload:** Matrix multiply kernel run with a tile width of 128.\n"
        "## 2. Chart Metadata\n* **X-Axis Label:** Size\n* **X-Axis Categories:** 1k, 4k.\n"
        "* **Y-Axis Label:** Speed (GFLOPS)\n* **Legend Categories:**\n* **Naive:** grey bar\n* **Tiled:** gold bar\n"
        "## 3. Data Table\n| Size | Naive (Grey) [GFLOPS] | Tiled (Gold) [GFLOPS] |\n| :--- | :--- | :--- |\n"
        "| **1k** | 210 | 480 |\n| **4k** | 230 | 655 |\n",
        # the categories 1k, 4k are the numbers 1000, 4000 (CONTRACT: keys), in the axis and the table alike
        [("Naive", 1000, 210), ("Tiled", 1000, 480), ("Naive", 4000, 230), ("Tiled", 4000, 655)],
    ),
    "settings named with their symbol, each then its value, after the place they share": (
        "## Line Chart: Recall over Training\n* **X-Axis:** Epoch, 0 to 20.\n* **Y-Axis:** Recall.\n"
        "* **Legend:** `k` (neighbours): `2`, `4`, `8`\n### Detailed Analysis\n"
        "* **Epoch 10:** k=2 ≈ 0.44, k=4 ≈ 0.51, k=8 ≈ 0.57.\n"
        "* **Epoch 20:** k=2 (0.49); k=4 (0.58); k=8 (0.63)\n",
        [
            ("k=2", 10, 0.44),
            ("k=4", 10, 0.51),
            ("k=8", 10, 0.57),
            ("k=2", 20, 0.49),
            ("k=4", 20, 0.58),
            ("k=8", 20, 0.63),
        ],
    ),
    "a bar's header naming it by a shorter form of one listed category, the words in its order": (
        "## Bar Chart: Tide Gauge Readings\n* **X-Axis:** Lists the two gauges. From left to right:\n"
        "1. `Coastal Station North Pier`\n2. `Coastal Station South Pier`\n* **Y-Axis:** Height (cm)\n\n"
        "### Detailed Analysis\n1. **Left Bar (North Pier):**\n* Height: 41\n2. **Right Bar (South Pier):**\n"
        "* Height: 37\n",
        [("Height (cm)", "Coastal Station North Pier", 41), ("Height (cm)", "Coastal Station South Pier", 37)],
    ),
    "a bar's short name that both listed categories hold names neither (kept as written)": (
        "## Bar Chart: Tide Gauge Readings\n* **X-Axis:** Lists the two gauges. From left to right:\n"
        "1. `Coastal Station North Pier`\n2. `Coastal Station South Pier`\n* **Y-Axis:** Height (cm)\n\n"
        "### Detailed Analysis\n1. **Left Bar (Coastal Pier):**\n* Height: 41\n2. **Right Bar (Coastal Pier):**\n"
        "* Height: 37\n",
        [("Height (cm)", "Coastal Pier", 41), ("Height (cm)", "Coastal Pier", 37)],
    ),
}


@pytest.mark.parametrize("name", sorted(STYLES))
def test_style_is_read(name: str) -> None:
    text, want = STYLES[name]
    doc = parse_text(text, "style.md")
    got = sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)
    assert got == sorted(want, key=repr)
    assert len(doc.panels) == 1
    # a single chart, named by the heading alone: "Detailed Analysis" is never a title
    assert doc.panels[0].title == (figure_name(doc.title) if doc.title else None)
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []


@pytest.mark.parametrize(
    ("written", "name"),
    [
        ("Data Series 1: Alpha", "Alpha"),
        ("Probe-K (First Column)", "Probe-K"),  # where a grid's column stands is no part of its name
        ("Probe-K (2nd row, teal)", "Probe-K"),
        ("Left column", "Left column"),
        ("Series A: Warmup (Blue Line)", "Warmup"),
        ("Dotted Black Line (Model Q)", "Model Q"),
        ("Green (Model Q)", "Model Q"),
        ("Method X - Dark Gray", "Method X"),
        ("OOCR (Ours) - Light Blue", "OOCR (Ours)"),
        ("Model-X (7B)", "Model-X (7B)"),
        ("Original (Dark Purple Line)", "Original"),
        ("Gemini 2.0", "Gemini 2.0"),
        ("Rate=0.5 (Blue)", "Rate=0.5"),
        ("Clang 17 (Sky Blue)", "Clang 17"),
        ("GCC 13 (brick red)", "GCC 13"),
        ("Saturated (✓)", "Saturated"),
        ("ROC curve (area = 0.81)", "ROC"),
        # a capital "Curve" names the analysis drawn, part of the name; a small one only the mark
        ("Gain Curve (Red Solid Line)", "Gain Curve"),
        ("Model Q curve", "Model Q"),
        ("Kite-1B, avg score=1.89", "Kite-1B"),  # the legend's statistic after a comma
        ("Sea Lion (blue)", "Sea Lion"),
        ("BSD [Blue]", "BSD"),
        ("RK (Ours) [Green]", "RK (Ours)"),
        # a note that no name is written leaves the description of the mark as the name
        ("Black Line (Unlabeled)", "Black Line"),
        ("Grey Curve (not named)", "Grey Curve"),
        # where the mark stands, by its order or its side, names nothing either
        ("Kite Baseline (far left)", "Kite Baseline"),
        ("Wren (second from left)", "Wren"),
        ("LarkSearch (Third Bar)", "LarkSearch"),
        ("Base agent (Right Box Plot)", "Base agent"),
        ("Heron (First Run)", "Heron (First Run)"),
    ],
)
def test_series_names_lose_notes_of_colour_and_marker_only(written: str, name: str) -> None:
    from extract.interpret.points import series_name

    assert series_name(written) == name


@pytest.mark.parametrize(
    ("written", "name"),
    [
        ("ROC Curve (Solid Blue Line)", "ROC Curve"),
        ("Baseline curve (AUC = 0.7)", "Baseline curve"),
        ("Alpha", "Alpha"),
    ],
)
def test_a_drawn_name_keeps_the_kind_of_mark_it_ends_on(written: str, name: str) -> None:
    from extract.interpret.points import drawn_name

    assert drawn_name(written) == name


@pytest.mark.parametrize(
    ("listed", "entries"),
    [
        ("λ = 1.5, μ = 3", ["λ = 1.5, μ = 3"]),
        ("d = 1 (red), d = 10 (teal)", ["d = 1", "d = 10"]),
        ("α=0.1, β=2 (blue), α=0.5, β=2 (orange)", ["α=0.1, β=2", "α=0.5, β=2"]),
        ("Base (light grey), Tuned (dark blue)", ["Base", "Tuned"]),
    ],
)
def test_settings_of_different_parameters_name_one_legend_entry(listed: str, entries: list[str]) -> None:
    from extract.interpret.points import inline_entries

    assert inline_entries(listed) == entries


def test_a_lone_name_and_value_naming_nothing_known_is_reported_not_read() -> None:
    """ "- Peak (97)" alone under a header, its name no tick, no legend entry and given only
    once: no cell, and the line is reported as unread."""
    text = (
        '# Bar Chart: Scores\n- X-axis: "Task": parse, plan.\n- Y-axis: "Score"\n## Values\n'
        "1. **Model-A**:\n   - parse (71)\n   - plan (64)\n   - Peak (97)\n"
    )
    doc = parse_text(text, "style.md")
    assert sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells) == [
        ("Model-A", "parse", 71),
        ("Model-A", "plan", 64),
    ]
    assert [d.span.line for d in doc.diagnostics if d.name == "data-line-not-read"] == [8]


def test_a_value_noun_alone_under_no_header_is_no_category() -> None:
    """ "- Estimated value: **12 kg**" in a flat list after the bullets that place it: the
    label only says it holds a value, it names no bar; no cell, no claim against it, and the
    write-up is reported as unread."""
    text = (
        "## 3D Bar Chart: Load by A and B\n- **X-axis (B)**: from 2 to 20.\n- **Y-axis (A)**: from 1 to 9.\n"
        "- **Z-axis**: Load (kg), 0 to 12.\n## Detailed Analysis\n- **Highest Load (Red)**:\n"
        "- Sits at **A = 9** and **B = 20**.\n- Estimated value: **12 kg** (top of the red band).\n"
        "- **Lowest Load (Blue)**:\n- Sits at **A = 1** and **B = 2**.\n- Estimated value: **0-1 kg**.\n"
    )
    doc = parse_text(text, "style.md")
    assert [c for p in doc.panels for c in p.cells] == []
    assert [d.code for d in doc.diagnostics] == ["FX401"]


@pytest.mark.parametrize(
    ("line", "label", "ticks"),
    [
        # the parenthesis says which part of the grid the axis is, not what it measures
        ("- **X-axis (Columns)**: Probes labeled as KX, QR, ZT.", "Probes", ["KX", "QR", "ZT"]),
        ("- **Y-axis (Rows)**: Tasks: alpha, beta", "Tasks", ["alpha", "beta"]),
        # a list after "labeled" names the ticks; a single name after it names the axis
        ("- **X-axis**: labeled as Red, Green and Blue", None, ["Red", "Green", "Blue"]),
        ('- **X-axis**: labeled "Epoch", from 0 to 30', "Epoch", []),
        # a sentence saying what the axis represents names it, without its article; a long
        # description is no title
        ("* **Y-axis:** The y-axis represents the share of replies. It is scaled from 0 to 1.", "share of replies", []),
        ("* **Y-axis:** It shows accuracy, from 0 to 1.", "accuracy", []),
        ("* **Y-axis:** The y-axis represents the count of distinct words seen per sample, from 0 to 50.", None, []),
        # what the scale is like, or whose it is, is no title; a title that holds "Log" is one
        ("* **Y-axis:** Numerical scale from 0 to 900, with major tick marks at 0 and 300.", None, []),
        ("* **X-axis:** Identical to the top chart (0 to 40).", None, []),
        ("* **Y-axis:** Linear scale from 0 to 1.", None, []),
        ("* **Y-axis:** Log Loss, from 0 to 3.", "Log Loss", []),
    ],
)
def test_axis_role_notes_and_labelled_lists(line: str, label: str | None, ticks: list[str]) -> None:
    (axis,) = read_axes(build(read_lines(f"# Heatmap: Grid\n{line}\n")))
    assert (axis.label, [t for t in axis.ticks if isinstance(t, str)]) == (label, ticks)


@pytest.mark.parametrize(
    "note", ["(Implied)", "(inferred)", "(not labeled)", "(Not explicitly labelled; presumably)", "(assumed)"]
)
def test_a_note_before_an_axis_title_is_not_part_of_it(note: str) -> None:
    """ "**Y-axis Label:** (Implied) Frequency or Count": the note says how sure the title is;
    the title, and the row of the chart's one unnamed series, is what follows it."""
    text = (
        "# Bar Chart: Reply lengths\n* **X-axis Label:** Length\n* **X-axis Ticks:** Short, Long\n"
        f"* **Y-axis Label:** {note} Frequency or Count\n## Detailed Analysis\n* Short: ~14\n* Long: ~6\n"
    )
    doc = parse_text(text, "style.md")
    (panel,) = doc.panels
    assert panel.y is not None and panel.y.label == "Frequency or Count"
    assert sorted((c.row, c.col, c.value) for c in panel.cells) == [
        ("Frequency or Count", "Long", 6),
        ("Frequency or Count", "Short", 14),
    ]


@pytest.mark.parametrize("note", ["(Implicit)", "(Implied)", "(not shown)", "(Unlabeled)"])
def test_a_note_after_the_axis_word_saying_its_title_is_unwritten_is_no_title(note: str) -> None:
    """ "* **X-Axis (Implicit):** Represents the share of jobs done": the note says the title is
    not written; the words the line says the axis represents are its title."""
    text = (
        f"# Bar Chart: Jobs Done\n* **X-Axis {note}:** Represents the share of jobs done, from 0% to 100%.\n"
        "* **Y-Axis (Categories):** Lists two crews: Delta, Echo.\n## Data\n* Delta: 62%\n* Echo: 48%\n"
    )
    (panel,) = parse_text(text, "style.md").panels
    assert panel.x is not None and panel.x.label == "share of jobs done"


def test_ticks_listed_under_an_axis_label_are_not_its_title() -> None:
    text = "# Heatmap: Grid\n- **X-axis (Columns)**:\n- `Ant`\n- `Bee`\n- **Y-axis (Rows)**:\n- `Cat`\n- `Dog`\n"
    x, y = read_axes(build(read_lines(text)))
    assert (x.label, x.ticks, y.label, y.ticks) == (None, ["Ant", "Bee"], None, ["Cat", "Dog"])


def test_an_item_listing_more_of_an_axis_s_things_after_its_named_ticks_is_ticks_not_a_row() -> None:
    """ "- Numbered wells: `7`, `4`, `-1`" after the wells named under "**X-axis (Well)**: labels
    for wells:": its label names the axis's own things, so it lists more ticks, no data row (the
    row gave cells 7, 4, -1 and false alarms against the colour scale); a list whose label names
    something else stays a row."""
    text = (
        "## Heatmap: Well Yield\n- **X-axis (Well)**: Labels standing for wells:\n- `west_rim` (rim well)\n"
        "- `east_rim` (rim well)\n- Numbered wells: `7`, `4`, `-1`\n"
        "- **Y-axis (Week)**: Numerical labels from `1` to `9`, standing for weeks.\n"
        "- **Legend**: Color scale from `0.1` (light) to `0.9` (dark).\n"
    )
    x, y = read_axes(build(read_lines(text)))
    assert (x.label, x.ticks) == ("Well", ["west_rim", "east_rim", 7, 4, -1])
    assert (y.label, y.ticks) == ("Week", [])  # the gloss "standing for weeks" is no tick
    doc = parse_text(text, "style.md")
    assert not [c for p in doc.panels for c in p.cells]
    assert not [d for d in doc.diagnostics if d.severity != "info"]


@pytest.mark.parametrize(
    ("label", "band"),
    [
        ("High Accuracy", True),
        ("Low Scores", True),
        ("Moderate Agreement", True),
        ("Top Performers", True),
        ("High", False),  # a degree alone, outside another label, may be a category
        ("Maximum whisker values", False),
        ("GPT-4o", False),
        ("High Risk Group A", False),
        ("Mid (Coral)", False),  # a series named Mid, drawn in coral
        ("Top-K (Green)", False),
        ("Low-Rank Adapters", False),
    ],
)
def test_a_band_of_values_is_no_series(label: str, band: bool) -> None:
    assert value_band(label, inner=False) is band


def test_a_sentence_in_the_title_field_is_no_title() -> None:
    text = (
        "## Line Chart: Recall by Budget\n* **Title:** Implicitly, the chart compares recall across budgets.\n"
        "* **X-axis:** Budget\n* **Y-axis:** Recall\n* Budget 10: 0.4\n* Budget 20: 0.5\n"
    )
    doc = parse_text(text, "style.md")
    assert [p.title for p in doc.panels] == ["Recall by Budget"]  # the heading's name, not the sentence


def test_a_bracketed_range_after_an_axis_name_leaves_the_name() -> None:
    text = "# Line Chart: Yield\n- **X-axis**: Week\n- **Y-axis**: Yield (kg) [0–50]\n- Week 1: 12\n"
    doc = parse_text(text, "style.md")
    assert doc.panels[0].y is not None and doc.panels[0].y.label == "Yield (kg)"


def test_numbered_sections_and_place_notes_title_panels() -> None:
    """ "### 2.1 `Alpha-P` Chart" is the panel Alpha-P (the section number and the code
    marks are no part of it); "**1. Errors Kite (Left Chart)**" over slices is the pie
    Errors Kite, its place a note."""
    radar = (
        "# Radar Charts: Two Taggers\n## 1. Structure\n### 1.1 Legend\n- **Solid:** `Base`\n"
        "## 2. Data\n### 2.1 `Alpha-P` Chart\n- `Base`: `en` ~0.7, `fr` ~0.6\n"
        "### 2.2 `Alpha-R` Chart\n- `Base`: `en` ~0.5, `fr` ~0.4\n"
    )
    doc = parse_text(radar, "radar.md")
    assert [(p.title, [(c.row, c.col, c.value) for c in p.cells]) for p in doc.panels] == [
        ("Alpha-P", [("Base", "en", 0.7), ("Base", "fr", 0.6)]),
        ("Alpha-R", [("Base", "en", 0.5), ("Base", "fr", 0.4)]),
    ]
    pies = (
        "# Pie Charts: Errors of Two Bots\n* **Legend:** Red = Wrong, Green = Right\n## Detailed Analysis\n"
        "**1. Errors Kite (Left Chart)**\n* **Wrong (Red):** **60.0% (30 instances)**.\n"
        "* **Right (Green):** **40.0% (20 instances)**.\n"
        "**2. Errors Lark (Right Chart)**\n* **Wrong (Red):** **25.0% (5 instances)**.\n"
        "* **Right (Green):** The larger slice. It represents **75.0% (15 instances)**.\n"
    )
    doc = parse_text(pies, "pies.md")
    assert [(p.title, [(c.row, c.col, c.value) for c in p.cells]) for p in doc.panels] == [
        ("Errors Kite", [(None, "Wrong", 60.0), (None, "Right", 40.0)]),
        ("Errors Lark", [(None, "Wrong", 25.0), (None, "Right", 75.0)]),
    ]


def test_a_named_place_on_a_numbered_line_chart_is_no_point_of_it() -> None:
    # a layout section's "**Plot Area**: 85% of the image" beside points at numbered steps: no
    # point at "Plot Area" (it made the true peak claim below a false error); reported instead
    text = (
        "# Line Chart: Gain over Rounds\n## 1. Axes\n* **X-axis:** Round, from 0 to 400\n* **Y-axis:** Gain\n"
        "## 2. Points\n* 0: 1.5\n* 100: 3.5\n* 200: 6.0\n* 300: 7.5\n* 400: 6.5\n"
        "## 3. Trend\nPeaks at ~7.5 at round 300.\n"
        "## 6. Layout\n- **Plot Area**: Covers 85% of the image\n- **Legend**: none\n"
    )
    doc = parse_text(text, "layout.md")
    assert [(c.row, c.col, c.value) for c in doc.panels[0].cells] == [
        ("Gain", 0, 1.5),
        ("Gain", 100, 3.5),
        ("Gain", 200, 6.0),
        ("Gain", 300, 7.5),
        ("Gain", 400, 6.5),
    ]
    assert doc.panels[0].x is not None and doc.panels[0].x.ticks == [0, 100, 200, 300, 400]
    assert [c.verdict for c in doc.claims] == ["supported"]
    assert [(d.name, d.span.line if d.span else None) for d in doc.diagnostics] == [("data-line-not-read", 14)]


def test_one_value_for_all_bars_is_each_listed_entry_s_named_or_drawn_or_reported() -> None:
    head = (
        "# Bar Chart: Pass Rate\n* **X-axis:** Suite\n* **Y-axis:** Pass rate (%)\n"
        "* **Legend:** Kestrel (blue), Osprey (red)\n## Data\n- **Smoke**:\n  - Kestrel (Blue): 81\n"
        "  - Osprey (Red): 74\n- **Sanity**:\n"
    )
    named = parse_text(head + "  - All bars (Kestrel, Osprey): 100\n", "all.md")
    assert [(c.row, c.col, c.value) for c in named.panels[0].cells][2:] == [
        ("Kestrel", "Sanity", 100),
        ("Osprey", "Sanity", 100),
    ]
    # the colours the legend draws each entry in name it
    coloured = parse_text(head + "  - All bars (blue, red): 100\n", "all.md")
    assert [(c.row, c.col, c.value) for c in coloured.panels[0].cells][2:] == [
        ("Kestrel", "Sanity", 100),
        ("Osprey", "Sanity", 100),
    ]
    # a colour no entry is drawn in names none: no cell called "All bars", the line is reported
    unknown = parse_text(head + "  - All bars (green, red): 100\n", "all.md")
    assert [c.col for c in unknown.panels[0].cells] == ["Smoke", "Smoke"]
    assert [d.name for d in unknown.diagnostics] == ["data-line-not-read"]


def test_a_line_on_where_a_label_is_drawn_gives_no_cell() -> None:
    # "Spatial Grounding" places the series' label on the canvas; its x and y are no point
    text = (
        "## Line Chart: Scores by Release\n### Components/Axes\n* **X-axis:** Release, 1 to 4\n"
        "* **Y-axis:** Score\n### Detailed Analysis\n**1. Parsing**\n"
        "* **Spatial Grounding:** Label is located at the top center, near x=4, y=95.\n"
        "* **Data Points:**\n* Release 1: ~79\n* Release 2: ~73\n* Release 3: ~91\n* Release 4: ~94\n"
    )
    doc = parse_text(text, "t.md")
    cells = sorted((c.col, c.value) for p in doc.panels for c in p.cells)
    assert cells == [(1, 79), (2, 73), (3, 91), (4, 94)]
    assert not [d for d in doc.diagnostics if d.severity in ("warning", "error")]


def test_a_bar_place_note_is_no_part_of_its_category() -> None:
    text = (
        "## Stacked Bar Chart: Tickets by Round\n### Components/Axes\n* **Y-Axis:** Tickets\n"
        "* **Legend:** Open (Blue), Closed (Grey)\n### Detailed Analysis\n"
        "**1. Round 1 (Leftmost Bar):**\n* Open: 40\n* Closed: 12\n"
        "**2. Round 2 (Center Bar):**\n* Open: 25\n* Closed: 30\n"
        "**3. Round 3 (Rightmost Bar):**\n* Open: 9\n* Closed: 51\n"
    )
    doc = parse_text(text, "t.md")
    assert {c.col for p in doc.panels for c in p.cells} == {"Round 1", "Round 2", "Round 3"}


def test_a_pie_grid_item_is_read_only_whole() -> None:
    """One pie per labelled item ("1. **Alpha:** 80% are "NO", 20% are "YES""): an item whose
    shares do not each find one slice name gives no cell, and neither do shares that add up
    to more than the whole."""
    text = (
        "# Pie Charts: Answers per quiz\nA grid of three pie charts, one per quiz.\n## Detailed Analysis\n"
        '1. **Alpha:** About 80% of the answers are "NO", and 20% are "YES".\n'
        '2. **Bravo:** Roughly 70% "YES" and 30% in a thin wedge.\n'
        '3. **Charlie:** 90% "YES" and 40% "NO".\n'
        '4. **Delta:** The "NO" slice is 45% and the "YES" slice 55%.\n'
    )
    doc = parse_text(text, "style.md")
    got = sorted(((p.title, c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)
    assert got == [
        ("Alpha", None, "NO", 80),
        ("Alpha", None, "YES", 20),
        ("Delta", None, "NO", 45),
        ("Delta", None, "YES", 55),
    ]


def test_radar_values_said_for_joined_spokes() -> None:
    """ "peaks at approximately 6.5 in math and chemistry": the value of both spokes, the
    spokes named after a colon in the axes' line; "ranging from approximately 4 to 6" and a
    value no spoke stands beside give nothing."""
    text = (
        "# Radar Chart: Tutor scores by subject\n## Components/Axes\n"
        "* **Axes:** Five radial axes, each a subject: art, music, drama, dance, and film.\n"
        "* **Legend:** Owl (grey), Fox (red)\n## Detailed Analysis\n"
        "* **Owl (grey):** It peaks at approximately 6.5 in art and music, and dips to around 3 in film.\n"
        "* **Fox (red):** Fairly flat, ranging from approximately 4 to 6, with 5 in drama, dance and film.\n"
    )
    doc = parse_text(text, "style.md")
    got = sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)
    assert got == [
        ("Fox", "dance", 5),
        ("Fox", "drama", 5),
        ("Fox", "film", 5),
        ("Owl", "art", 6.5),
        ("Owl", "film", 3),
        ("Owl", "music", 6.5),
    ]


def test_radar_spokes_named_with_digits_inside() -> None:
    """ "seven metrics: ARC, GSM8K, MMLU-5S, …": a digit inside a spoke's name (GSM8K) is part
    of it and ends no list, so the values said beside the later spokes are read too."""
    text = (
        "# Radar Chart: Two tutors\n## Overview\n"
        "The chart compares two tutors on five metrics: ARC, GSM8K, Q4Math, DROP, and BBH.\n"
        "## Detailed Analysis\n"
        "- **Owl** (grey): Peaks at ARC (~0.8), lowest in Q4Math (~0.3).\n"
        "- **Fox** (red): Strong in GSM8K (~0.7), weaker in BBH (~0.4).\n"
    )
    doc = parse_text(text, "style.md")
    got = sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)
    assert got == [("Fox", "BBH", 0.4), ("Fox", "GSM8K", 0.7), ("Owl", "ARC", 0.8), ("Owl", "Q4Math", 0.3)]


def test_a_column_header_spells_the_value_axis_another_way() -> None:
    """ "| Size | Cold (Blue) Scaled Latency |" with the values on "Scale Latency": the
    header is the entry Cold and the measure, however the word is inflected."""
    text = (
        "# Bar Chart: Latency by size\n* **X-Axis:** Size, ticks 8, 16\n* **Y-Axis:** Scale Latency\n"
        '* **Legend:** "Cold" (blue), "Warm" (green)\n## Detailed Analysis\n'
        "| Size | Cold (Blue) Scaled Latency | Warm (Green) Scaled Latency |\n|---|---|---|\n"
        "| 8 | ~1.00 | ~0.90 |\n| 16 | ~1.00 | ~0.80 |\n"
    )
    doc = parse_text(text, "style.md")
    got = sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)
    assert got == [("Cold", 16, 1.0), ("Cold", 8, 1.0), ("Warm", 16, 0.8), ("Warm", 8, 0.9)]


def test_a_colon_inside_a_bold_name_is_not_the_separator() -> None:
    """'**P:C-P:B**: Medium (~0.6)': the name holds colons; splitting at the first one gave the
    three pairs one key 'P' and raised two false cell-conflict errors. The three labels pair
    the names P:A, P:B and P:C (each in two labels, P:B on both sides): row and column."""
    doc = parse_text(
        "## Heatmap: Correlation of Probes P:A to P:C\n- **Color Bar**: light (0.0) to dark (1.0).\n"
        "### Detailed Analysis\n- **P:C-P:B**: Medium (~0.6).\n- **P:C-P:A**: Light (~0.2).\n"
        "- **P:B-P:A**: Dark (~0.8).\n",
        "probes.md",
    )
    assert [d.name for d in doc.diagnostics if d.severity != "info"] == []
    cells = [c for p in doc.panels for c in p.cells]
    got = sorted((str(c.row), str(c.col), c.value) for c in cells)
    assert got == [("P:B", "P:A", 0.8), ("P:C", "P:A", 0.2), ("P:C", "P:B", 0.6)]


def test_panels_of_one_name_keep_their_headers() -> None:
    """Two charts whose headers give the same name in a place note ("#### Left Chart (Lark
    3B)", "#### Right Chart (Lark 3B)") stay two panels, told apart by their headers."""
    text = (
        "## Radar Chart: Kite Scores\n### Overview\nThe image contains two radar charts.\n"
        "### Components/Axes\n- **Radial Axes**:\n- Logic, Speech, Vision\n- **Legend**:\n- Red: Kite\n- Blue: Owl\n"
        "### Detailed Analysis\n#### Left Chart (Lark 3B)\n- **Logic**: 61.0 (Kite), 55.5 (Owl)\n"
        "- **Speech**: 58.2 (Kite), 50.1 (Owl)\n#### Right Chart (Lark 3B)\n- **Logic**: 66.3 (Kite), 59.0 (Owl)\n"
        "- **Speech**: 62.4 (Kite), 57.7 (Owl)\n"
    )
    doc = parse_text(text, "style.md")
    assert [p.title for p in doc.panels] == ["Left Chart (Lark 3B)", "Right Chart (Lark 3B)"]
    assert [(c.row, c.col, c.value) for c in doc.panels[1].cells] == [
        ("Kite", "Logic", 66.3),
        ("Owl", "Logic", 59.0),
        ("Kite", "Speech", 62.4),
        ("Owl", "Speech", 57.7),
    ]


def test_the_kind_named_only_in_a_type_field_reads_bars_named_by_their_sections() -> None:
    """ "- **Type**: Stacked bar chart" is the only place the kind is named (the heading says
    "Technical Document Extraction"): the bars are still categories, so "### Owl Bar (Left)"
    over its segments is the bar Owl, not the unnamed series of one chart."""
    text = (
        "# Technical Document Extraction: Owl vs Lark Analysis\n## 1. Chart Identification\n"
        '- **Type**: Stacked bar chart\n- **Title**: "Owl vs Lark"\n## 2. Axis Labels and Markers\n'
        '- **X-axis**:\n- Labels: ["Owl", "Lark"]\n- **Y-axis**:\n- Label: "Percentage"\n'
        '## 3. Legend Analysis\n- **Color-Category Mapping**:\n- Purple: "too vague"\n- Teal: "too harsh"\n'
        "## 4. Data Extraction\n### Owl Bar (Left)\n- **Total Height**: 100%\n- **Segment Breakdown**:\n"
        '- Purple: 20.00% ("too vague")\n- Teal: 80.00% ("too harsh")\n### Lark Bar (Right)\n'
        '- **Total Height**: 100%\n- **Segment Breakdown**:\n- Purple: 35.00% ("too vague")\n'
        '- Teal: 65.00% ("too harsh")\n'
    )
    doc = parse_text(text, "f.md")
    assert doc.kind == "bar"
    assert sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells) == [
        ("too harsh", "Lark", 65.0),
        ("too harsh", "Owl", 80.0),
        ("too vague", "Lark", 35.0),
        ("too vague", "Owl", 20.0),
    ]


def test_a_placed_plot_header_naming_a_legend_entry_is_a_panel_not_a_series() -> None:
    """ "#### Left Plot ("Fast" Runs)" names an entry of the legend, but its first words say it
    is one chart of the figure: the medians under it are that chart's cells on the value
    axis, not the series "Fast"."""
    text = (
        "## Box Plot: Share of Wins\n### Overview\nTwo side-by-side box plots.\n### Components/Axes\n"
        '- **Y-Axis**: Tasks: `t-alpha`, `t-beta`\n- **X-Axis**: "share of wins" (0.0 to 1.0)\n'
        '- **Legend**:\n- Blue: "Fast" (runs)\n- Grey: "Slow" (runs)\n### Detailed Analysis\n'
        '#### Left Plot ("Fast" Runs)\n- `t-alpha`: Blue box spans ~0.2-0.4 (median ~0.3).\n'
        "- `t-beta`: Blue box spans ~0.5-0.7 (median ~0.6).\n"
        '#### Right Plot ("Slow" Runs)\n- `t-alpha`: Grey box spans ~0.1-0.3 (median ~0.2).\n'
    )
    doc = parse_text(text, "style.md")
    cells = [(p.title, c.row, c.col, c.value) for p in doc.panels for c in p.cells]
    assert [row for _, row, _, _ in cells] == ["share of wins"] * 3
    assert [(col, value) for _, _, col, value in cells] == [("t-alpha", 0.3), ("t-beta", 0.6), ("t-alpha", 0.2)]
    assert len({title for title, _, _, _ in cells}) == 2


_VIOLIN_HEADERS = """# Technical Description of the Violin Plot
## Axes and Labels
* **Y-axis:** The vertical axis is labeled "Latency (ms)".
* **X-axis:** The horizontal axis is labeled "Scheduler". It shows three labels: **Fifo**, **Lottery**, and **Fair-Q**.
## Data by Category
### 1. Fifo (Teal Violin)
* **Median:** The median latency is approximately **14**.
* **Range:** The whiskers run from about **6** to about **30**.
### 2. Lottery (Pale Orange Violin)
* **Median:** The median latency is approximately **19**.
* **Range:** The whiskers run from about **9** to about **41**.
"""


def test_a_header_naming_a_category_and_its_violin_is_that_category() -> None:
    """ "### 1. Fifo (Teal Violin)" with Fifo a tick of x: the violin is drawn for the
    category Fifo (a note like "(Blue Bar)"), so its median is the cell (latency, Fifo), one
    panel, not a panel per violin."""
    doc = parse_text(_VIOLIN_HEADERS, "violins.md")
    assert len(doc.panels) == 1
    got = sorted((c.row, c.col, c.value) for c in doc.panels[0].cells)
    assert got == [("Latency (ms)", "Fifo", 14), ("Latency (ms)", "Lottery", 19)]


@pytest.mark.parametrize(
    ("label", "title"),
    [
        ("Top Bar (Kiwi vs. Base):", "Kiwi vs. Base"),  # the place, then the bar's name
        ("Second Bar (Plum-3)", "Plum-3"),
        ("Top Bar (Highest Score):", None),  # the note only ranks the bar
        ("Bottom Bar (Lowest)", None),
        ("Second Bar (Left)", "Second Bar"),  # a note that only places it names nothing new
        ("Top Bar", None),
    ],
)
def test_a_place_header_is_named_by_its_note_only_when_the_note_names(label: str, title: str | None) -> None:
    from extract.outline import clean_title

    assert clean_title(label) == title


@pytest.mark.parametrize(
    ("label", "numbers"),
    [("Point 3", True), ("Data point #2", True), ("Point 1 (top right)", True), ("Point A", False), ("Model 3", False)],
)
def test_a_label_that_only_numbers_a_point(label: str, numbers: bool) -> None:
    from extract.statements import head_of

    assert head_of(label).numbers_a_point is numbers


def test_a_table_header_less_the_legend_s_qualifier_is_that_legend_entry() -> None:
    """The legend's "Red Line: KITE (w. RM)", the prose under "**KITE (w. RM) - Red Line:**"
    and a table column "KITE (Red)" name one series: two lines, not four (a false claim-count
    error), and the prose's value at step 100 is checked against the table's."""
    text = (
        "## Line Chart: Mean Reply Size\n### Components/Axes\n* **X-axis:** Step\n* **Y-axis:** Tokens\n"
        "* **Legend:**\n* Blue Line: WREN (w/o RM)\n* Red Line: KITE (w. RM)\n### Detailed Analysis\n"
        "The chart shows two distinct lines.\n"
        "**KITE (w. RM) - Red Line:**\nThe red line begins at approximately 900 at step 0.\n"
        "**WREN (w/o RM) - Blue Line:**\nThe blue line begins at approximately 880 at step 0.\n"
        "| Step | WREN (Blue) | KITE (Red) |\n|---|---|---|\n| 0 | 880 | 900 |\n| 100 | 1100 | 1290 |\n"
    )
    doc = parse_text(text, "reply.md")
    assert {str(c.row) for p in doc.panels for c in p.cells} == {"WREN", "KITE"}
    assert not [d for d in doc.diagnostics if d.severity != "info"]


def test_a_row_named_only_by_a_colour_is_the_legend_entry_drawn_in_it() -> None:
    """ "Breakdown: Amber ~400, Teal ~900" under a legend "Amber: Late Orders", "Teal: On-Time
    Orders": the segments are the series the legend names, keys another write-up can meet."""
    text = (
        "## Stacked Bar Chart: Orders per Depot\n### Components/Axes\n"
        "* **X-axis (Depot):** Lists 2 depots: North, South.\n* **Y-axis (Count):** 0 to 2000.\n"
        "* **Legend (Top-Left):** Defines two stacked categories:\n* Amber: Late Orders\n* Teal: On-Time Orders\n"
        "### Detailed Analysis\n* **North:** Total ~1300. Breakdown (bottom to top): Amber ~400, Teal ~900.\n"
        "* **South:** Total ~800. Breakdown: Amber ~200, Teal ~600.\n"
    )
    doc = parse_text(text, "orders.md")
    got = sorted((str(c.row), str(c.col), c.value) for p in doc.panels for c in p.cells)
    assert got == [
        ("Late Orders", "North", 400),
        ("Late Orders", "South", 200),
        ("On-Time Orders", "North", 900),
        ("On-Time Orders", "South", 600),
    ]


@pytest.mark.parametrize(
    ("tails", "rows"),
    [
        # names that hold a comma ("Blue: Late Trips, Full Cars"): each colour its own entry, every
        # row keyed by it (round 24, c8 025)
        (
            ("Full Cars", "Empty Cars", "Full Cars", "Empty Cars"),
            {"Late Trips, Full Cars", "Early Trips, Empty Cars", "Early Trips, Full Cars", "Late Trips, Empty Cars"},
        ),
        # a description after the comma is cut ("Blue: Late Trips, full cars"): names then shared by
        # two colours give not every colour an entry of its own, and every row keeps its colour word
        (("full cars", "empty cars", "full cars", "empty cars"), {"Blue", "Pink", "Yellow", "Black"}),
    ],
)
def test_colour_rows_keep_their_colours_when_one_of_them_finds_no_entry_of_its_own(
    tails: tuple[str, ...], rows: set[str]
) -> None:
    """A legend whose names (as cut) share a first part gives not every colour an entry of its
    own: every row keeps its colour word, never a chart keyed half by colours and half by names;
    when each colour names an entry of its own, every row takes it."""
    a, b, c, d = tails
    text = (
        "## Stacked Bar Chart: Trips per Route\n### Components/Axes\n"
        "* **X-axis (Route):** Lists 2 routes: East, West.\n* **Y-axis (Trips):** 0 to 3000.\n"
        f"* **Legend (Top-Left):** Defines four stacked categories:\n* Blue: Late Trips, {a}\n"
        f"* Pink: Early Trips, {b}\n* Yellow: Early Trips, {c}\n* Black: Late Trips, {d}\n"
        "### Detailed Analysis\n* **East:** Total ~1700. Breakdown: Blue ~500, Pink ~400, Yellow ~600, Black ~200.\n"
        "* **West:** Total ~1100. Breakdown: Blue ~200, Pink ~300, Yellow ~400, Black ~200.\n"
    )
    doc = parse_text(text, "trips.md")
    assert {str(c.row) for p in doc.panels for c in p.cells} == rows


@pytest.mark.parametrize(
    ("entries", "colours"),
    [
        (["Warm Start"], True),  # one entry that is a category: it colours that bar
        (["Warm Start", "Noise", "Occlusion"], True),  # every category its own colour
        (["base", "B plus"], False),  # two of three categories: series named like categories
    ],
)
def test_a_legend_colours_single_bars_only_if_it_lists_one_or_each_category(entries: list[str], colours: bool) -> None:
    """Legend entries among the x axis's categories colour single bars when there is one of
    them, or one per category; two entries among three categories ("base", "B plus" of "B
    plus", "base", "C plus") are series that share names with categories (keeping them kept
    a real page from a wrong cell and two false claim-value errors)."""
    from extract.interpret import _colours_categories
    from extract.interpret.axes import AxisStatement

    ticks = ["B plus", "base", "C plus"] if "base" in entries else ["Warm Start", "Noise", "Occlusion"]
    axis = AxisStatement.__new__(AxisStatement)
    axis.ticks = ticks
    assert _colours_categories(entries, [axis]) is colours


def test_a_difference_between_two_bars_is_reported_not_read() -> None:
    """ "Change: -25%" or "**Relative Gap:** an arrow ... +55%" beside the bars of a legend's
    two series says how far the bars stand apart: no bar's height, so no cell of a series
    "Change", and the line is reported as unread."""
    text = (
        "## Bar Chart: Disk and Speed of Codec A vs Codec B\n"
        '* **Legend:** "Codec A" in teal and "Codec B" in grey.\n### Detailed Analysis\n'
        "* **Disk (MB):**\n* Codec A (teal bar): 120 MB.\n* Codec B (grey bar): 90 MB.\n* Change: -25%\n"
        "* **Speed (files/s):**\n* Codec A (teal bar): 4.0 files/s.\n* Codec B (grey bar): 6.2 files/s.\n"
        "* **Relative Gap:** An arrow climbs from the Codec A bar to the Codec B bar, marked +55%.\n"
    )
    doc = parse_text(text, "style.md")
    assert sorted((c.row, c.col, c.value) for p in doc.panels for c in p.cells) == [
        ("Codec A", "Disk (MB)", 120),
        ("Codec A", "Speed (files/s)", 4.0),
        ("Codec B", "Disk (MB)", 90),
        ("Codec B", "Speed (files/s)", 6.2),
    ]
    assert [d.span.line for d in doc.diagnostics if d.name == "data-line-not-read"] == [7, 11]


# numbers that are no value of the chart (issue 9, precision: never invent a cell); each
# write-up with every cell it holds, nothing more
NOT_VALUES: dict[str, tuple[str, Cells]] = {
    "a comparison at a place ('At length 2048, Naive is about 3x larger than Flash') is no value": (
        "## Bar chart: Memory by Kernel\n\n| Kernel | Length 512 | Length 2048 |\n|---|---|---|\n"
        "| Naive | 3.4 | 11.8 |\n| Flash | 2.1 | 4.6 |\n\nNotes:\n"
        "- At length 2048, Naive is about 3x larger than Flash.\n- At length 512, Flash is 1.3 GB below Naive.\n",
        [
            ("Naive", "Length 512", 3.4),
            ("Naive", "Length 2048", 11.8),
            ("Flash", "Length 512", 2.1),
            ("Flash", "Length 2048", 4.6),
        ],
    ),
    "how many points a stretch of x holds, the points named after it (names with digits too)": (
        "## Scatter Plot: Score vs. Size\n* **X-axis:** Parameters (B), 1 to 40.\n* **Y-axis:** Score, 30 to 70.\n"
        "### Points\n- Kestrel-2B: (2, 63)\n- Wren-7B: (7, 48)\n- Lark-13B: (13, 52)\n### Clustering patterns\n"
        "- 1B-10B range: 2 models (Kestrel-2B, Wren 7B)\n- 10B-40B range: 3 models (Lark-13B, Finch 2.5, Owl-30B)\n",
        [("Kestrel-2B", 2, 63), ("Wren-7B", 7, 48), ("Lark-13B", 13, 52)],
    ),
    "where a series' label is drawn, in prose, for a series whose values are not given": (
        "## Line Chart: Recall by Release\n* **X-axis:** Release, 1 to 4.\n* **Y-axis:** Recall (%), 0 to 100.\n"
        "**1. Falcon**\n* **Spatial Grounding:** Tag sits at the upper left, near x=1, y=88.\n* **Data Points:**\n"
        "* Release 1: ~61\n* Release 2: ~70\n**2. Heron**\n"
        "* **Spatial Grounding:** Tag sits at the upper left, just under Falcon, near x=1, y=84.\n",
        [("Falcon", 1, 61), ("Falcon", 2, 70)],
    ),
    "names told apart by their numbers, listed, are names and no values": (
        "## Donut Chart: Tier Split\n### Components\n* **Chart Type:** Donut Chart\n"
        "* **Tiers:** Tier 0, Tier 1, Tier 2\n### Data\n* Tier 0: 50%\n* Tier 1: 30%\n* Tier 2: 20%\n",
        [(None, "Tier 0", 50), (None, "Tier 1", 30), (None, "Tier 2", 20)],
    ),
    "k/n in a table's count column is k of n, not the quotient": (
        "## Stacked Bar Chart: Solved Puzzles by Kind\n### Breakdown\n"
        "| Kind | Solved (%) | Solved (Count) | Unsolved (%) |\n|---|---|---|---|\n"
        "| Logic | 62.5 | 5/8 | 37.5 |\n| Word | 40.0 | 2/5 | 60.0 |\n",
        [("Solved", "Logic", 62.5), ("Unsolved", "Logic", 37.5), ("Solved", "Word", 40.0), ("Unsolved", "Word", 60.0)],
    ),
    "a peak or a bound with no x, under the header of one chart of a grid, is no cell of that chart": (
        "## Line Charts: Tuning Metrics\n- **Legend**: Alpha (green), Beta (purple), Gamma (orange)\n"
        "#### Return (Top-Left)\n- **Alpha (green)**: Starts at ~0.2, rises steadily to ~0.8 by 300 steps.\n"
        "- **Beta (purple)**: Much like Alpha, peaking at ~0.76.\n"
        "- **Gamma (orange)**: A little lower than the others, reaching ~0.71.\n#### Drift (Top-Right)\n"
        "- **Gamma (orange)**: Remains below 0.03 throughout.\n",
        [("Alpha", 300, 0.8)],
    ),
    "a label counting the figure's parts in brackets ('Axes (5)') before a note is no value": (
        "## Radar Chart: Five Skills\n### Components/Axes\n"
        "* **Axes (5):** One spoke per skill, named at its outer end.\n* **Series (2):** Drawn as filled shapes.\n",
        [],
    ),
    "the write-up's last value, without the '%' all before it have, is cut and not read": (
        "## Bar Chart: Filter Hit Rate\n### Data\n* `Plain` (Grey): ~64%\n* `Shield` (Blue): 3%\n"
        "* `Guard` (Gold): 1%\n**Second Group:**\n* `Plain` (Grey): ~7",
        [(None, "Plain", 64), (None, "Shield", 3), (None, "Guard", 1)],
    ),
}


@pytest.mark.parametrize("name", sorted(NOT_VALUES))
def test_a_number_that_is_no_value_gives_no_cell(name: str) -> None:
    text, want = NOT_VALUES[name]
    doc = parse_text(text, "counts.md")
    got = sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)
    assert got == sorted(want, key=repr)


def test_a_label_holding_a_name_and_its_value_in_brackets_is_a_slice() -> None:
    """ "2. **login (31)** - coral segment.": the name and its value, a number-free note after;
    "**Spatial:** 22%" under "**Categories & Labels:**" is the slice Spatial, no axis statement."""
    text = (
        "## Donut Chart: Queues\n### Detailed Analysis\n1. **billing (46)** - Pale green segment, the largest.\n"
        '2. **login (31):** Coral segment.\n**Chart 2 (Right): "Rooms"**\n* **Categories & Labels:**\n'
        "* **Spatial:** 22.0% (Red slice, top).\n* **Hall:** 78.0% (Blue slice, bottom).\n"
    )
    doc = parse_text(text, "queues.md")
    got = {(c.col, c.value) for p in doc.panels for c in p.cells}
    assert got == {("billing", 46), ("login", 31), ("Spatial", 22.0), ("Hall", 78.0)}


def test_a_version_number_inside_a_name_after_a_value_is_no_value() -> None:
    """ "… about **74**, close to the Orbit 2.1 13B red bar. The top …": 2.1 is part of the
    name Orbit 2.1 13B, the sentence runs on after it; it is no value of any bar."""
    text = (
        "## Grouped Bar Chart: Task Scores\n* **Y-axis:** Score, 0 to 100.\n"
        "**Orbit 2.1 13B (Left Group):**\n* **Red Bar (Striped):** Reaches a height of approximately **71**.\n"
        "* **Teal Bar (Solid):** Reaches a height of approximately **55**.\n**Comet-X (Right Group):**\n"
        "* **Red Bar (Striped):** Reaches a height of approximately **74**, quite close to the Orbit 2.1 13B "
        "red bar. The top hatched part is also cl"
    )
    doc = parse_text(text, "orbit.md")
    assert 2.1 not in {c.value for p in doc.panels for c in p.cells}


def test_a_count_of_marks_is_no_claimed_value() -> None:
    """ "1 red dot (Kestrel-2B) at 2B parameters" says how many dots, not Kestrel-2B's score."""
    text = (
        "## Scatter Plot: Score vs. Size\n* **X-axis:** Parameters (B), 1 to 40.\n* **Y-axis:** Score, 30 to 70.\n"
        "### Detailed Analysis\n1. **Model distribution**:\n"
        "- 12 grey dots (base models) spread between 1B and 40B parameters\n- 1 red dot (Kestrel-2B) at 2B parameters\n"
        "2. **Performance range**:\n- Lowest: Wren-7B (48 score)\n- Highest: Kestrel-2B (63 score)\n"
    )
    doc = parse_text(text, "dots.md")
    assert [c.verdict for c in doc.claims if c.span.line == 7 and c.verdict == "contradicted"] == []


def test_a_listed_chart_with_no_data_is_no_panel_beside_one_that_has_cells() -> None:
    """Three charts listed by place, the write-up cut after the first one's values: one
    panel, the one read; the two charts never described add no title-only panels."""
    text = (
        "## Radar Charts: Skills of Three Agents\nThe image shows three radar charts side by side.\n"
        '* Left: "Scout"\n* Center: "Ranger"\n* Right: "Warden"\n\n### Detailed Analysis\n'
        "**Left Chart (Scout)**\n* Speed: 7\n* Stealth: 9\n* Strength: 4\n\n**Center Chart (Ranger)**\n* Spe"
    )
    doc = parse_text(text, "cut.md")
    assert [(p.title, len(p.cells)) for p in doc.panels] == [("Scout", 3)]


@pytest.mark.parametrize(
    ("line", "title"),
    [
        ("* **Title:** Decode speed, batch 64 (A100 40GB PCIe)", "Decode speed, batch 64 (A100 40GB PCIe)"),
        ("* **Title:** Decode speed (top center)", "Decode speed"),
        ("* **Title:** Decode speed (centered at the top, 2 lines)", "Decode speed"),
    ],
)
def test_a_title_keeps_a_bracket_that_names_part_of_it(line: str, title: str) -> None:
    doc = parse_text(f"# Bar Chart\n{line}\n* **X-axis:** Model\n\n* Alpha: 3.5\n* Beta: 4.0\n", "t.md")
    assert [p.title for p in doc.panels] == [title]


def test_a_bold_opening_line_naming_the_chart_is_its_title() -> None:
    """No heading, a bold first line: "**Line chart – Ferry Delays per Month**" titles the
    write-up and its panel; a closing kind note ("(Stacked Bar Chart)") is no part of it."""
    text = (
        "**Line chart – Ferry Delays per Month**\n\nX axis: Month (1–6). Y axis: Delay minutes (0 to 30).\n\n"
        "- Month 1: 12\n- Month 2: 17\n"
    )
    doc = parse_text(text, "ferry.md")
    assert doc.title == "Line chart – Ferry Delays per Month"
    assert [p.title for p in doc.panels] == ["Ferry Delays per Month"]
    p = doc.panels[0]
    assert p.x is not None and p.x.label == "Month"  # the range in brackets is no part of it
    assert p.y is not None and p.y.label == "Delay minutes"  # the second axis of the short line
    noted = parse_text("**Figure: Bags per Porter (Stacked Bar Chart)**\n\n- P1: 4\n- P2: 6\n", "bags.md")
    assert [p.title for p in noted.panels] == ["Bags per Porter"]
    assert parse_text("**Overview**\n\n- P1: 4\n- P2: 6\n", "plain.md").title is None


def test_a_write_up_that_stops_inside_the_bold_its_last_value_opened_gives_that_value_no_cell() -> None:
    text = (
        "## Violin Plot: Parse Success\n* **Y-Axis:** Success Rate\n### Detailed Analysis\n"
        "1. **Byte:**\n* **Key Values:** The median is approximately **0.4**.\n"
        "2. **Word:**\n* **Key Values:** The median is approximately **0"
    )
    doc = parse_text(text, "cut.md")
    assert [(c.row, c.col, c.value) for p in doc.panels for c in p.cells] == [("Success Rate", "Byte", 0.4)]
    assert [d.name for d in doc.diagnostics] == ["write-up-cut"]


def test_a_list_of_values_by_position_on_an_axis_of_no_ticks_is_reported_not_placed_nowhere() -> None:
    # "Readings (left to right): 12, 15, 19" with no category named: the values stand at no
    # known place, so they are no cells (before: three cells of column None)
    text = (
        "## Bar Chart: Shift Output\n* **Y-Axis:** Output (units), 0 to 30.\n* **X-Axis:** unlabeled bars.\n"
        "### Detailed Analysis\n* **Night shift (grey):** about 8\n* **Readings (left to right):** 12, 15, 19\n"
    )
    doc = parse_text(text, "style.md")
    assert all(c.col is not None for p in doc.panels for c in p.cells)
    assert [(d.name, d.span.line if d.span else None) for d in doc.diagnostics] == [("data-line-not-read", 6)]


def test_a_name_ending_on_gradient_is_no_slope() -> None:
    """ "- Weight Gradient: ~10 GB" under a bar's header names a stacked segment; only a
    value said as a line's slope ("slope 0.1", "gradient of about 2.5") is no cell."""
    text = (
        "## Stacked Bar Chart: Memory by Optimizer\n\nLegend: Weights, Weight Gradient, Optimizer State\n\n"
        "**Adam**\n- Weights: ~12 GB\n- Weight Gradient: ~9 GB\n- Optimizer State: ~20 GB\n\n"
        "**Lion**\n- Weights: ~12 GB\n- Weight Gradient: ~7 GB\n- Optimizer State: ~10 GB\n"
    )
    doc = parse_text(text, "memory.md")
    got = {(c.row, c.col): c.value for p in doc.panels for c in p.cells}
    assert got[("Weight Gradient", "Adam")] == 9 and got[("Weight Gradient", "Lion")] == 7


def test_a_setting_beside_a_number_in_brackets_is_never_its_value() -> None:
    """ "n=3 (62)": the setting n=3 and its value 62, never the value 3 at a place 62; a
    place whose number is left unread ("~40k") keys nothing."""
    text = (
        "## Line Chart: Hits per Round\n* **X-Axis:** Round.\n* **Y-Axis:** Hits.\n### Detailed Analysis\n"
        "* **Round 2:** n=3 (62), n=6 (75)\n"
        "* **Values (Round ~40k):** n=3 ≈ 66, n=6 ≈ 79\n"
    )
    doc = parse_text(text, "settings.md")
    got = sorted(((c.row, c.col, c.value) for p in doc.panels for c in p.cells), key=repr)
    assert got == [("n=3", 2, 62), ("n=6", 2, 75)]  # nothing keyed by "Values (Round ~40k)"


def test_a_setting_or_a_place_before_a_bracketed_number_is_never_the_value() -> None:
    """ "**Beta:** k=3 (12)" and "x=2 (41), x=4 (47)": the number after "=" names a setting or
    a place; it is never read as the value (the bracketed number is, or the line stays unread)."""
    text = (
        "## Line Chart: Hits per Round\n* **X-Axis:** Round.\n* **Y-Axis:** Hits.\n### Detailed Analysis\n"
        "* **Alpha:** x=2 (41), x=4 (47)\n* **Beta:** k=3 (12)\n"
    )
    doc = parse_text(text, "places.md")
    assert {c.value for p in doc.panels for c in p.cells} <= {41, 47, 12}


@pytest.mark.parametrize("hedge", ["(Approx.)", "(approximate)", "(est.)", "[~]"])
def test_a_column_header_s_hedge_note_is_no_part_of_the_series(hedge: str) -> None:
    """ "| Recall (Approx.) |": the values are read by eye; the series is Recall."""
    text = (
        "## Bar Chart: Retrieval by Index\n* **Y-Axis:** Value.\n### Detailed Analysis\n"
        f"| Index | Recall {hedge} | Precision {hedge} |\n| --- | --- | --- |\n"
        "| Flat | 0.91 | 0.62 |\n| Graph | 0.84 | 0.71 |\n"
    )
    doc = parse_text(text, "hedged.md")
    assert {c.row for p in doc.panels for c in p.cells} == {"Recall", "Precision"}


def test_an_axis_equals_value_header_in_powers_of_ten_places_its_lines() -> None:
    """ "**Steps = 2×10³**" over "* Dense: ~3.1" on an x axis "Steps" stated as a stretch (no
    multiplier in its label): the place is 2000, not a category "Steps = 2×10³"."""
    for header in ("**Steps = {}**", "#### Steps = {}"):
        text = (
            "## Line Chart: Loss\n\n* **X-axis:** Steps, from 0 to 4×10³\n* **Y-axis:** Loss\n"
            '* **Legend:** "Dense" (black), "Sparse" (red)\n\n'
            + header.format("1×10³")
            + "\n* Dense: ~3.6\n* Sparse: ~3.4\n\n"
            + header.format("2×10³")
            + "\n* Dense: ~3.1\n* Sparse: ~2.9\n"
        )
        doc = parse_text(text, "loss.md")
        got = {(c.row, c.col): c.value for p in doc.panels for c in p.cells}
        assert got == {("Dense", 1000): 3.6, ("Sparse", 1000): 3.4, ("Dense", 2000): 3.1, ("Sparse", 2000): 2.9}


@pytest.mark.parametrize("said", ["Not applicable (a pie has no axes).", "N/A", "Not present"])
def test_an_axis_said_not_to_apply_has_no_label(said: str) -> None:
    # a pie's write-up fills in its template's axis lines: no axis is called "Not applicable"
    text = (
        f"## Pie Chart: Tickets by Team\n- **X-Axis**: {said}\n- **Y-Axis**: {said}\n"
        "- **Billing**: 40%\n- **Sales**: 60%\n"
    )
    panel = parse_text(text, "pie.md").panels[0]
    assert (panel.x.label if panel.x else None, panel.y.label if panel.y else None) == (None, None)


def test_a_tick_s_variant_note_is_kept_and_a_label_without_it_finds_the_tick() -> None:
    text = (
        "## Bar Chart: Scores\n* **X-axis:** Method: Plain (baseline), Mixer, Mixer+Aug (full)\n"
        "* **Y-axis:** Score\n### Detailed Analysis\n* Plain: 41\n* Mixer: 55\n* Mixer+Aug (full): 63\n"
    )
    panel = parse_text(text, "variant.md").panels[0]
    assert panel.x is not None and panel.x.ticks == ["Plain (baseline)", "Mixer", "Mixer+Aug (full)"]
    cells = [(c.col, c.value) for c in panel.cells]
    assert cells == [("Plain (baseline)", 41), ("Mixer", 55), ("Mixer+Aug (full)", 63)]
