"""skirmishgen's testing kit (``skirmishgen.testing``) run on every installed game: the same
checks ``python -m skirmishgen.testing KEY`` runs for a game's author."""

from skirmishgen.testing.test_products import *  # noqa: F403
from skirmishgen.testing.test_registry import *  # noqa: F403
from skirmishgen.testing.test_roster_commands import *  # noqa: F403
from skirmishgen.testing.test_rosters import *  # noqa: F403
from skirmishgen.testing.test_tables import *  # noqa: F403
