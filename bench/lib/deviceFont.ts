/**
 * The phone's own Telugu font, for `--device-font` (bench/page-load.ts, page-trace.ts).
 *
 * Android phones ship Noto Sans Telugu, which web/src/teluguFont.css's `local()` sources use without a
 * download; this machine, like CI, has no Telugu font, so without this the bench always downloads the
 * app's 64 KB face, as an iPhone or a desktop without Noto Sans Telugu does. With it, Chromium is given
 * Debian's Noto Sans Telugu (package fonts-noto-core: its regular and bold faces only) through a fontconfig
 * file of its own (FONTCONFIG_FILE), so nothing is installed on the machine and the e2e tests and
 * screenshots keep drawing as a font-less device. The package is fetched once with `apt-get download`
 * (Debian's package network) into bench/results/device-font/.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const DIR = fileURLToPath(new URL("../results/device-font", import.meta.url));
const FACES = ["NotoSansTelugu-Regular.ttf", "NotoSansTelugu-Bold.ttf"];
const PACKAGE = "fonts-noto-core";
const FACES_IN_PACKAGE = "usr/share/fonts/truetype/noto";

function fetchFaces(): void {
  const work = mkdtempSync(join(tmpdir(), "device-font-"));
  try {
    try {
      execFileSync("apt-get", ["download", PACKAGE], { cwd: work, stdio: "pipe" });
    } catch (error) {
      throw new Error(
        `--device-font needs Debian's ${PACKAGE} package, and apt-get could not download it: ${String(error)}`,
      );
    }
    const deb = readdirSync(work).find((file) => file.endsWith(".deb"));
    if (!deb) throw new Error(`apt-get download ${PACKAGE} left no .deb file.`);
    execFileSync("dpkg-deb", ["-x", deb, "x"], { cwd: work });
    mkdirSync(DIR, { recursive: true });
    for (const face of FACES) copyFileSync(join(work, "x", FACES_IN_PACKAGE, face), join(DIR, face));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The environment that gives the bench's Chromium the phone's Telugu font (fetched on first use). */
export function deviceFontEnv(): Record<string, string> {
  if (!FACES.every((face) => existsSync(join(DIR, face)))) fetchFaces();
  const config = join(DIR, "fonts.conf");
  writeFileSync(
    config,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${DIR}</dir>\n  <cachedir>${join(DIR, "cache")}</cachedir>\n</fontconfig>\n`,
  );
  return { FONTCONFIG_FILE: config };
}
