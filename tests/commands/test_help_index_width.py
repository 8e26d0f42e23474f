"""The help index fits the README's 78 columns: no line of it is wider than
the player's screen (78 at most, less when the client reports less), and
none ends in padding (not every line padded to exactly 80)."""

from tests.helpers.help import HelpTest


class TestHelpIndexWidth(HelpTest):
    def index_lines(self, width) -> list[str]:
        """The index as a client of ``width`` columns gets it, colour codes
        taken out and spaces kept."""
        self.session.protocol_flags["SCREENWIDTH"] = {0: width}
        return self.help("", self.player).split("\n")

    def test_no_line_wider_than_78_nor_padded(self):
        for width in (80, 200, 78, 60):
            with self.subTest(width=width):
                lines = self.index_lines(width)
                self.assertIn("+roll", "\n".join(lines))
                most = min(width, 78)
                wide = [line for line in lines if len(line) > most]
                self.assertEqual(wide, [], f"{len(wide)} lines wider than {most}")
                padded = [line for line in lines if line != line.rstrip()]
                self.assertEqual(padded, [], "lines end in spaces")
                self.assertTrue(any(len(line) > most - 12 for line in lines), "the index uses the width")
