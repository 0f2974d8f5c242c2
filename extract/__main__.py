"""`python -m extract` runs the command line."""

import sys

from extract.cli import main

sys.exit(main())
