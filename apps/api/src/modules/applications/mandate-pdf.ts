/**
 * Draws the SEPA direct debit mandate form: one A4 page, the texts in the application's language
 * (`mail.mandate.*` in the API's catalogues), the creditor and the debtor printed, empty boxes for
 * what only the account holder can write (IBAN, BIC, place, date, signature).
 * docs/decisions/direct-debit-mandate.md.
 *
 * The standard Helvetica needs no font file and covers the seven languages' letters (WinAnsi); a
 * name typed with a letter outside it (ł, ř...) is printed without its accent rather than failing.
 */
import type { Locale } from '@oxilio/locales';
import { PageSizes, PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { mandateTexts, type MandateText } from '../../mail/mandate-texts';
import { formatMailText } from '../../mail/render';

export interface MandateForm {
  locale: Locale;
  /** Unique mandate reference (at most 35 characters, SEPA's limit). */
  reference: string;
  creditor: { name: string; address: string; identifier: string };
  /** The account holder as the application names it; empty lines are left to fill in by hand. */
  debtor: { name: string; address: readonly string[] };
}

const ink = rgb(0.1, 0.1, 0.1);
const rule = rgb(0.45, 0.45, 0.45);
const band = rgb(0.92, 0.93, 0.95);
const margin = 48;
const pad = 6;
/** IBAN: at most 34 characters; BIC: 8 or 11. */
const ibanCells = 34;
const bicCells = 11;

/** Letters that Unicode does not decompose into a base letter and an accent. */
const bareLetters: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
};

/** The text as WinAnsi can print it: one-line, accents dropped where needed, never an exception. */
export function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ')) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (known.has(code)) {
      out += char;
      continue;
    }
    if (/\p{Zs}/u.test(char)) {
      out += ' ';
      continue;
    }
    const bare = bareLetters[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...bare].every((part) => known.has(part.codePointAt(0) ?? 0)) && bare ? bare : '?';
  }
  return out;
}

/** Words laid out on lines of at most `width` points; a word longer than a line is cut. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) {
      lines.push(line);
    }
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) {
        cut -= 1;
      }
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) {
    lines.push(line);
  }
  return lines;
}

/**
 * At most `maxValueLines` lines, the last one ending with "…" when some were left out: the longest
 * names and addresses the form accepts still leave the boxes to fill in on the page.
 */
const maxValueLines = 5;
function clip(lines: string[], font: PDFFont, size: number, width: number): string[] {
  if (lines.length <= maxValueLines) {
    return lines;
  }
  let last = lines[maxValueLines - 1]!;
  while (last && font.widthOfTextAtSize(`${last}…`, size) > width) {
    last = last.slice(0, -1);
  }
  return [...lines.slice(0, maxValueLines - 1), `${last.trimEnd()}…`];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/** Draws from the top of the page down; `y` is the top of what comes next. */
class Writer {
  y: number;
  readonly left = margin;
  readonly width: number;

  constructor(
    readonly page: PDFPage,
    readonly fonts: Fonts,
  ) {
    this.y = page.getHeight() - margin;
    this.width = page.getWidth() - 2 * margin;
  }

  /** Lines of text from (x, this.y) down; returns the height used. */
  lines(lines: string[], x: number, y: number, font: PDFFont, size: number): number {
    const leading = size * 1.3;
    lines.forEach((line, index) => {
      this.page.drawText(line, { x, y: y - size - index * leading, size, font, color: ink });
    });
    return lines.length * leading;
  }

  paragraph(text: string, { size = 9, font = this.fonts.regular, after = 6 } = {}) {
    const lines = wrap(font, size, printable(font, text), this.width);
    this.y -= this.lines(lines, this.left, this.y, font, size) + after;
  }

  /**
   * A box of label / value rows, under a title band when there is a title; an empty value leaves
   * a line to write on; `extra` draws below the rows and returns the height it used.
   */
  section(
    title: string | null,
    rows: [label: string, value: string][],
    extra?: (top: number) => number,
  ) {
    const { regular, bold } = this.fonts;
    const size = 9.5;
    const top = this.y;
    const headerHeight = title === null ? 0 : size + 2 * pad;
    if (title !== null) {
      this.page.drawRectangle({
        x: this.left,
        y: top - headerHeight,
        width: this.width,
        height: headerHeight,
        color: band,
      });
      this.page.drawText(printable(bold, title), {
        x: this.left + pad,
        y: top - pad - size + 1.5,
        size,
        font: bold,
        color: ink,
      });
    }
    let y = top - headerHeight - pad;
    const labels = rows.map(([label]) => printable(bold, label));
    const labelWidth = Math.min(
      Math.max(...labels.map((label) => bold.widthOfTextAtSize(label, size))) + 2 * pad,
      this.width * 0.42,
    );
    const valueX = this.left + pad + labelWidth;
    const valueWidth = this.width - labelWidth - 2 * pad;
    rows.forEach(([, value], index) => {
      const labelLines = wrap(bold, size, labels[index]!, labelWidth - pad);
      const valueLines = value
        ? clip(
            wrap(regular, size, printable(regular, value), valueWidth),
            regular,
            size,
            valueWidth,
          )
        : [];
      const used = Math.max(
        this.lines(labelLines, this.left + pad, y, bold, size),
        valueLines.length > 0 ? this.lines(valueLines, valueX, y, regular, size) : size * 2.6,
      );
      if (valueLines.length === 0) {
        this.page.drawLine({
          start: { x: valueX, y: y - used + 2 },
          end: { x: this.left + this.width - pad, y: y - used + 2 },
          thickness: 0.5,
          color: rule,
        });
      }
      y -= used + 3;
    });
    y -= extra ? extra(y) : 0;
    y -= pad - 3;
    this.page.drawRectangle({
      x: this.left,
      y,
      width: this.width,
      height: top - y,
      borderColor: rule,
      borderWidth: 0.75,
    });
    this.y = y - 12;
  }

  /** A label, then a row of `cells` boxes (IBAN, BIC) grouped by four; returns the height used. */
  cells(label: string, cells: number, y: number): number {
    const { bold } = this.fonts;
    const size = 9.5;
    const used = this.lines(
      wrap(bold, size, printable(bold, label), this.width - 2 * pad),
      this.left + pad,
      y,
      bold,
      size,
    );
    const gap = 4;
    const groups = Math.ceil(ibanCells / 4) - 1;
    const cell = (this.width - 2 * pad - groups * gap) / ibanCells;
    const height = 20;
    const top = y - used - 3;
    for (let index = 0; index < cells; index += 1) {
      this.page.drawRectangle({
        x: this.left + pad + index * cell + Math.floor(index / 4) * gap,
        y: top - height,
        width: cell,
        height,
        borderColor: rule,
        borderWidth: 0.75,
      });
    }
    return used + 3 + height + 6;
  }

  /** An empty box to write in, its label above it. */
  box(label: string, x: number, width: number, height: number) {
    const { bold } = this.fonts;
    const size = 9.5;
    const used = this.lines(wrap(bold, size, printable(bold, label), width), x, this.y, bold, size);
    this.page.drawRectangle({
      x,
      y: this.y - used - 3 - height,
      width,
      height,
      borderColor: rule,
      borderWidth: 0.75,
    });
    return used + 3 + height;
  }
}

/** The mandate form as PDF bytes. */
export async function renderMandatePdf(form: MandateForm): Promise<Uint8Array> {
  const text = (id: MandateText, values?: Record<string, string>) =>
    formatMailText(form.locale, mandateTexts[id], values);
  const document = await PDFDocument.create();
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
    italic: await document.embedFont(StandardFonts.HelveticaOblique),
  };
  const title = text('title');
  // What a reader or an assistive technology shows before the page: the title, the language.
  document.setTitle(`${title} - ${form.debtor.name}`, { showInWindowTitleBar: true });
  document.setSubject(`${text('reference')}: ${form.reference}`);
  document.setAuthor(form.creditor.name);
  document.setLanguage(form.locale);
  document.setCreator('oxilio');
  document.setProducer('oxilio');

  const page = document.addPage(PageSizes.A4);
  const write = new Writer(page, fonts);
  write.paragraph(title, { size: 18, font: fonts.bold, after: 10 });

  write.section(null, [
    [text('reference'), form.reference],
    [text('paymentType'), text('recurrent')],
  ]);
  const creditor = form.creditor.name;
  write.paragraph(text('authorisation', { creditor }));
  write.paragraph(text('refund'));
  write.paragraph(text('rights'), { font: fonts.italic, after: 12 });

  write.section(text('creditor'), [
    [text('name'), form.creditor.name],
    [text('address'), form.creditor.address],
    [text('creditorIdentifier'), form.creditor.identifier],
  ]);

  write.section(
    text('debtor'),
    [
      [text('name'), form.debtor.name],
      [text('address'), form.debtor.address.filter(Boolean).join(', ')],
    ],
    (top) => {
      let used = write.cells(text('iban'), ibanCells, top);
      used += write.cells(text('bic'), bicCells, top - used);
      return used;
    },
  );

  write.paragraph(text('fillIn'), { font: fonts.bold, size: 9.5, after: 8 });
  const half = (write.width - 16) / 2;
  const placeHeight = write.box(text('place'), write.left, half, 26);
  write.box(text('date'), write.left + half + 16, half, 26);
  write.y -= placeHeight + 10;

  // Where the signed form goes back, at the foot of the page; the signature box takes the room
  // left above it (less with the longest names and addresses, never less than 40 points).
  const footer = wrap(fonts.bold, 9, printable(fonts.bold, text('returnTo')), write.width);
  const footerTop = margin + footer.length * 9 * 1.3;
  const signatureLabel = 9.5 * 1.3 + 3;
  const signature = Math.min(72, write.y - footerTop - 20 - signatureLabel);
  if (signature < 40) {
    throw new Error('The mandate form does not fit on one page.');
  }
  write.box(text('signature'), write.left, write.width, signature);
  page.drawLine({
    start: { x: write.left, y: footerTop + 6 },
    end: { x: write.left + write.width, y: footerTop + 6 },
    thickness: 0.5,
    color: rule,
  });
  write.lines(footer, write.left, footerTop, fonts.bold, 9);

  // Classic cross-reference tables: older readers and banks' scanners open them.
  return document.save({ useObjectStreams: false });
}
