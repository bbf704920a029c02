/** The host's rules (_redirects, _headers' cache lines) and how the preview server resolves a path by them. */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { hostingRules, resolveRequest, shellOf, writeHostingFiles } from "./hosting";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("_redirects", () => {
  const rules = hostingRules
    .redirects()
    .split("\n")
    .filter((line) => line && !line.startsWith("#"));

  it("serves each member page from its own shell and the other browser-drawn routes from app.html", () => {
    expect(rules).toContain("/home /shells/home.html 200");
    expect(rules).toContain("/user/* /shells/user-userId.html 200");
    expect(rules).toContain("/paye /app.html 200");
    expect(rules).toContain("/nri%20brides /app.html 200");
  });

  it("lists no prerendered page (they are files), and splats after exact routes", () => {
    expect(rules.some((rule) => rule.startsWith("/faq "))).toBe(false);
    expect(rules.indexOf("/messages /shells/messages.html 200")).toBeLessThan(
      rules.indexOf("/messages/* /shells/messages-id.html 200"),
    );
  });
});

describe("_headers", () => {
  it("has every HTML address revalidated, in both languages", () => {
    const lines = hostingRules.cacheHeaders(["/", "/faq"]);
    for (const path of [
      "/",
      "/te/",
      "/faq",
      "/te/faq",
      "/home",
      "/shells/home.html",
      "/app.html",
      "/404.html",
      "/sitemap.xml",
      "/robots.txt",
      "/sw.js",
      "/manifest.webmanifest",
      "/offline.html",
    ]) {
      expect(lines).toContain(`\n${path}\n  Cache-Control: no-cache\n`);
    }
  });

  it("is written after the security headers already in the file", async () => {
    dir = await mkdtemp(join(tmpdir(), "hosting-"));
    await writeFile(join(dir, "_headers"), "/*\n  X-Frame-Options: DENY\n");
    await writeHostingFiles(dir, ["/faq"]);
    const headers = await readFile(join(dir, "_headers"), "utf8");
    expect(headers.startsWith("/*\n  X-Frame-Options: DENY\n\n# HTML")).toBe(true);
    expect(await readFile(join(dir, "_redirects"), "utf8")).toBe(hostingRules.redirects());
  });
});

describe("resolving a request", () => {
  it("finds a member page's shell by its pattern", () => {
    expect(shellOf("/user/abc")).toBe("shells/user-userId.html");
    expect(shellOf("/nri brides")).toBe("app.html");
    expect(shellOf("/nowhere")).toBeUndefined();
  });

  it("serves a prerendered page from its file, a member page from its shell, anything else as 404", async () => {
    dir = await mkdtemp(join(tmpdir(), "hosting-"));
    await mkdir(join(dir, "te"));
    for (const file of ["faq.html", "te/index.html", "shells/home.html", "404.html"]) {
      await mkdir(join(dir, file, ".."), { recursive: true });
      await writeFile(join(dir, file), file);
    }
    expect(await resolveRequest(dir, "/faq")).toEqual({ file: join(dir, "faq.html"), status: 200 });
    expect(await resolveRequest(dir, "/te/")).toEqual({ file: join(dir, "te/index.html"), status: 200 });
    expect(await resolveRequest(dir, "/home")).toEqual({ file: join(dir, "shells/home.html"), status: 200 });
    expect(await resolveRequest(dir, "/../secret")).toEqual({ file: join(dir, "404.html"), status: 404 });
    expect(await resolveRequest(dir, "/nowhere")).toEqual({ file: join(dir, "404.html"), status: 404 });
  });
});
