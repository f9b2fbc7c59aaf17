"""The roster code printed on a sheet, read back as a phone's camera reads it: the sheet
made as `skirmishgen roster` makes it, its first page drawn, its QR code decoded."""

from __future__ import annotations

from pathlib import Path


def printed_code(roster: Path, folder: Path, share_url: str | None = None, dpi: int = 200) -> str:
    """The text of the one QR code on ``roster``'s A4 sheet (with ``share_url``, a link)."""
    from skirmishgen.output import rendered_pdf
    from skirmishgen.press.paper import PAPERS
    from skirmishgen.rosters import roster_sheet

    made = roster_sheet(roster, PAPERS["a4"], True, share_url=share_url)
    assert made.product is not None
    pdf = folder / f"{roster.stem}-sheet.pdf"
    pdf.write_bytes(rendered_pdf(made.product)[1])
    return code_on(pdf, dpi)


def code_on(pdf: Path, dpi: int = 200) -> str:
    """The text of the one QR code on the first page of ``pdf``."""
    import pypdfium2
    import zxingcpp

    document = pypdfium2.PdfDocument(str(pdf))
    try:
        image = document[0].render(scale=dpi / 72).to_pil()
    finally:
        document.close()
    found = zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)
    assert len(found) == 1, f"{len(found)} codes on {pdf.name}"
    return found[0].text
