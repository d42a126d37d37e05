"""The duplicate comparison as text: the window's cells, and the same table exported as CSV, HTML or PDF.

Every word is translated here (the empty context of module-level ``tr``), so the window, the
export and the printout say the same thing in the same words.
"""

from __future__ import annotations

import csv
import html
import io
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QSizeF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter, QTextDocument

from ...ai.duplicate_match import MatchState, Row, TableResult, rows, totals
from ...fileio import write_atomic
from ..texts import count_of, signed

UNDO_MARK = "↶"
RESTART_MARK = "↻"


def tr(text: str) -> str:
    return QCoreApplication.translate("", text)


def headers() -> list[str]:
    return [tr("Deal"), tr("Deal no."), tr("You and partner"), tr("Opponents"), tr("Bots in your seat"),
            tr("Their opponents"), tr("Difference"), tr("Total")]


def points(value: int | None) -> str:
    """Points with their sign and a true minus ("−40"), as the table and its printout show them."""
    return "" if value is None else signed(value)


def deal_label(row: Row) -> str:
    marks = (UNDO_MARK if row.undo_used else "") + (RESTART_MARK if row.restarts else "")
    return f"{row.deal.number} {marks}".strip()


def row_cells(row: Row, pending: bool = False, failed: bool = False) -> list[str]:
    """One deal's cells; ``pending``: the bots' table is still playing it; ``failed``: it could not."""

    def table(result: TableResult | None, waiting: str) -> tuple[str, str]:
        if result is None:
            return waiting, ""
        return points(result.side), points(result.others)

    bots_waiting = tr("playing…") if pending else (tr("not played") if failed else "")
    yours = table(row.yours, "")
    # the bots' result of a deal still to play at your table stays hidden: your partner and opponents are the same
    # bots, so "−50" told you before the bidding that the opponents would be set (QA)
    bots = (tr("played"), "") if row.bots is not None and row.yours is None else table(row.bots, bots_waiting)
    total = points(row.total) if row.difference is not None else ""
    return [deal_label(row), str(row.deal.deal_number), *yours, *bots, points(row.difference), total]


def spoken_row(state: MatchState, index: int, pending: bool = False, failed: bool = False) -> str:
    """Deal ``index``'s row as one sentence for a screen reader: each heading with its cell ("Deal 1 of 2: You and
    partner +61, Opponents −50, Bots in your seat +174, …"). The comparison came to the front after a deal and a
    blind player heard none of it (Orca QA)."""
    row = rows(state)[index]
    cells = row_cells(row, pending, failed)
    said = [f"{name} {cell}" for name, cell in zip(headers()[2:], cells[2:], strict=True) if cell]
    return tr("Deal {0} of {1}: {2}.").format(index + 1, state.count, ", ".join(said))


def total_cells(state: MatchState) -> list[str]:
    t = totals(state)
    if not t.deals:
        return [tr("Total"), "", "", "", "", "", "", ""]
    played = tr("{0} of {1} deals").format(t.deals, state.count)
    return [tr("Total"), played, points(t.yours.side), points(t.yours.others), points(t.bots.side),
            points(t.bots.others), points(t.difference), points(t.difference)]


def legend() -> str:
    return tr("Difference: your side's points minus the opponents', against the same at the bots' table, where a bot "
              "sat in your seat with your cards. {0} a move was taken back; {1} the deal was dealt again at your "
              "table.").format(UNDO_MARK, RESTART_MARK)


def verdict(state: MatchState) -> str:
    """The match's result in one sentence (when both tables played every deal)."""
    t = totals(state)
    if t.difference > 0:
        return tr("On the same cards you did {0} better than the bots.").format(
            count_of(t.difference, tr("point|points")))
    if t.difference < 0:
        return tr("On the same cards the bots did {0} better than you.").format(
            count_of(-t.difference, tr("point|points")))
    return tr("On the same cards you did exactly as well as the bots.")


def all_rows(state: MatchState) -> list[list[str]]:
    return [row_cells(r) for r in rows(state)] + [total_cells(state)]


def heading(state: MatchState, level_name: str, stand_in_name: str) -> str:
    plan = state.plan
    return tr("{0} · match no. {1} · partner and opponents: {2} · in your seat at the bots' table: {3}").format(
        plan.preset_name, plan.seed, level_name, stand_in_name)


# ------------------------------------------------------------------ export
def csv_text(state: MatchState) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(headers())
    # A spreadsheet reads "-40" as a number, not "−40": the file keeps ASCII hyphens.
    writer.writerows([[cell.replace("\u2212", "-") for cell in row] for row in all_rows(state)])
    return out.getvalue()


def html_text(state: MatchState, title: str) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in headers())
    lines = all_rows(state)

    def cell(column: int, text: str, last: bool) -> str:
        align = " align='right'" if column >= 2 else ""
        body = f"<b>{html.escape(text)}</b>" if last else html.escape(text)
        return f"<td{align}>{body}</td>"

    body = "".join("<tr>" + "".join(cell(c, text, r == len(lines) - 1) for c, text in enumerate(cells)) + "</tr>"
                   for r, cells in enumerate(lines))
    end = f"<p><b>{html.escape(verdict(state))}</b></p>" if state.complete else ""
    name = html.escape(tr("Duplicate match"))
    return (f"<html><head><meta charset='utf-8'><title>{name}</title></head><body>"
            f"<h2>{name}</h2><p>{html.escape(title)}</p>"
            f"<table border='1' cellspacing='0' cellpadding='4'><tr>{head}</tr>{body}</table>"
            f"{end}<p><small>{html.escape(legend())}</small></p></body></html>")


def write_export(state: MatchState, title: str, path: Path) -> Path:
    """Write the comparison to ``path``: PDF, HTML or CSV by its extension (CSV for any other).

    The whole file is made in memory and then put in place in one step (``fileio.write_atomic``), so a failed
    export (a full disk, a read-only folder) raises ``OSError`` and leaves an earlier file at ``path`` whole.
    """
    suffix = path.suffix.lower()
    if suffix == ".pdf":
        data = QByteArray()
        buffer = QBuffer(data)
        if not buffer.open(QIODevice.OpenModeFlag.WriteOnly):  # pragma: no cover - a memory buffer always opens
            raise OSError(tr("the PDF could not be written"))
        writer = QPdfWriter(buffer)
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                                         QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter))
        writer.setResolution(96)
        document = QTextDocument()
        document.setHtml(html_text(state, title))
        document.setPageSize(QSizeF(writer.width(), writer.height()))
        document.print_(writer)
        del writer  # finishes the PDF in the buffer
        buffer.close()
        content = bytes(data.data())
        if not content.startswith(b"%PDF"):
            raise OSError(tr("the PDF could not be written"))
    else:
        text = html_text(state, title) if suffix in (".html", ".htm") else csv_text(state)
        content = text.encode("utf-8")
    return write_atomic(path, content)
