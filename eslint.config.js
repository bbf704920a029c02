import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import i18next from "eslint-plugin-i18next";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import tseslint from "typescript-eslint";

/**
 * The member app's layers, top to bottom; a module imports from its own layer or a lower one:
 * - the shell: the entries (main.tsx, visitor.ts, App.tsx, Router.tsx, convexClient.ts,
 *   prerender/entry-server.tsx) and the page-load machinery they start (features/boot/, prerender/, fonts/);
 * - pages/, one module per route;
 * - features/ and components/ (and i18n.ts, the catalogues): siblings, they import each other;
 * - the base: config, the API's references, the route table, copy areas, theme.
 * A layer below reaches the shell through two seams only: the boot's public module (features/boot/index.ts)
 * and, for the catalogues, whether the Telugu face is in (fonts/teluguFaceLoaded.ts).
 * The test support (test/) sits outside the layers: tests import it, the app never does.
 */
const WEB = "./web/src";
const BASE = ["config.ts", "convexApi.ts", "routes.ts", "copyAreas.ts", "theme.ts", "mantineStyles.ts"].map(
  (f) => `${WEB}/${f}`,
);
const FEATURES = [`${WEB}/features/!(boot)/**`, `${WEB}/features/*.ts`, `${WEB}/components/**`, `${WEB}/i18n.ts`];
const PAGES = [`${WEB}/pages/**`];
const BELOW_THE_SHELL = [...PAGES, ...FEATURES, ...BASE];
const ENTRIES = ["main.tsx", "visitor.ts", "App.tsx", "Router.tsx", "convexClient.ts"].map((f) => `${WEB}/${f}`);
const WEB_LAYERS = [
  {
    target: BELOW_THE_SHELL,
    from: [...ENTRIES, `${WEB}/prerender`],
    message:
      "The entries and the prerender's runtime sit above pages and features: use the boot's public module (features/boot).",
  },
  {
    target: BELOW_THE_SHELL,
    from: `${WEB}/features/boot`,
    except: ["./index.ts"],
    message: "Use the boot's public module (features/boot), not its internals.",
  },
  {
    target: BELOW_THE_SHELL,
    from: `${WEB}/fonts`,
    except: ["./teluguFaceLoaded.ts"],
    message: "The fonts' machinery is the shell's: use the boot's public module (features/boot).",
  },
  {
    target: [...FEATURES, ...BASE],
    from: PAGES,
    message: "Pages sit above features and components: move what both need down.",
  },
  {
    target: BASE,
    from: [`${WEB}/features`, `${WEB}/components`, `${WEB}/i18n.ts`],
    message: "The base (config, API references, route table, theme) imports nothing of the app above it.",
  },
  { target: WEB, from: `${WEB}/test`, message: "The test support (web/src/test/) is for tests only." },
];

const RAW_BUILDERS = [
  "query",
  "mutation",
  "action",
  "internalQuery",
  "internalMutation",
  "internalAction",
  "httpAction",
];

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/_generated/**", "**/.data/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...convexPlugin.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Biome formats the code at 120 columns (biome.json) but leaves comments and long strings alone:
      // comments are held to the same width; copy, test strings, regular expressions and URLs may run long.
      "max-len": [
        "error",
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
    },
  },
  {
    // Only convex/functions.ts may use the raw builders: everything else goes through its wrappers,
    // so no function can skip its access check.
    files: ["convex/**/*.ts"],
    ignores: ["convex/functions.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          // Any depth (convex/admin/, convex/model/<domain>/), not only the paths one level up.
          patterns: [
            {
              group: ["**/_generated/server", "**/_generated/server.js"],
              importNames: RAW_BUILDERS,
              message: "Import the wrappers from convex/functions.ts instead of the raw builders.",
            },
          ],
        },
      ],
    },
  },
  {
    // Every text a member sees comes from the catalogues (web/src/i18n.ts), in both languages: no literal
    // text in the member app's JSX, neither between tags nor in the attributes people read or hear.
    files: ["web/src/**/*.tsx"],
    ignores: ["web/src/**/*.test.tsx", "web/src/test/**"],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": ["error", { mode: "jsx-text-only" }],
      // The plugin's text-only mode does not look at attributes: these are the ones people read or hear.
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "JSXAttribute[name.name=/^(label|placeholder|title|alt|aria-label|description|error)$/] > Literal[value=/[A-Za-z\\u0C00-\\u0C7F]/][value!=/^[a-z]+\\.[a-zA-Z.]+$/]",
          message: 'A text people read or hear comes from the catalogue: t("area.key").',
        },
        {
          // A memoised component skips the redraw of a language switch (its props stay the same), so its
          // t() texts would stay in the old language until a reload.
          selector:
            "CallExpression[callee.name='memo']:not(:has(CallExpression[callee.name='useLanguage'])), CallExpression[callee.property.name='memo']:not(:has(CallExpression[callee.name='useLanguage']))",
          message:
            "A memoised component calls useLanguage() (features/language/useLanguage.ts), so it redraws on a language switch.",
        },
      ],
    },
  },
  {
    // The member app's layers (above). Tests and their support (web/src/test/) may reach into what they test.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/**/*.test.{ts,tsx}", "web/src/test/**"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })] },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: import.meta.dirname, zones: WEB_LAYERS }] },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
