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
export function registerContractFonts(): void {
  if (registered) return;
  // Literal paths, one per file, so the build's file tracing ships exactly these three files.
  const fonts = [
    { src: path.join(process.cwd(), 'lib', 'pdf', 'fonts', 'DejaVuSans.ttf') },
    { src: path.join(process.cwd(), 'lib', 'pdf', 'fonts', 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' as const },
    { src: path.join(process.cwd(), 'lib', 'pdf', 'fonts', 'DejaVuSans-Oblique.ttf'), fontStyle: 'italic' as const },
  ];
  const missing = fonts.find((font) => !existsSync(font.src));
  if (missing) throw new Error(`Contract font ${missing.src} is missing; the app must run from the repository root (lib/pdf/fonts).`);
  Font.register({ family: CONTRACT_FONT, fonts });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
