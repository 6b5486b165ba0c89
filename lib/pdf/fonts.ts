import { existsSync } from 'node:fs';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';

/** The one typeface of every contract: DejaVu Sans (lib/pdf/fonts, Bitstream Vera licence, see LICENSE there). */
export const CONTRACT_FONT = 'DejaVu Sans';

let registered = false;

/**
 * Registers the bundled TTF files once per process. Nothing is fetched at render time: the files are
 * read from the repository (`lib/pdf/fonts`, relative to the working directory the app and the tests run
 * in). DejaVu covers Latin-1 and beyond, so Spanish (á é í ó ú ñ ü ¿ ¡) and the symbols used (§ × − ÷ ·)
 * render as text that pdftotext reads back. Hyphenation is off: the default English rules would split
 * Spanish words wrongly, and a contract reads better unbroken.
 */
export function registerContractFonts(dir = path.join(process.cwd(), 'lib', 'pdf', 'fonts')): void {
  if (registered) return;
  const file = (name: string) => {
    const full = path.join(dir, name);
    if (!existsSync(full)) throw new Error(`Contract font ${full} is missing; the app must run from the repository root (lib/pdf/fonts).`);
    return full;
  };
  Font.register({
    family: CONTRACT_FONT,
    fonts: [
      { src: file('DejaVuSans.ttf') },
      { src: file('DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
      { src: file('DejaVuSans-Oblique.ttf'), fontStyle: 'italic' },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
