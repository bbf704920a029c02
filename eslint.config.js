import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
import i18next from "eslint-plugin-i18next";
import tseslint from "typescript-eslint";

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
          selector: "JSXAttribute[name.name=/^(label|placeholder|title|alt|aria-label|description|error)$/] > Literal[value=/[A-Za-z\\u0C00-\\u0C7F]/][value!=/^[a-z]+\\.[a-zA-Z.]+$/]",
          message: "A text people read or hear comes from the catalogue: t(\"area.key\").",
        },
        {
          // A memoised component skips the redraw of a language switch (its props stay the same), so its
          // t() texts would stay in the old language until a reload.
          selector: "CallExpression[callee.name='memo']:not(:has(CallExpression[callee.name='useLanguage'])), CallExpression[callee.property.name='memo']:not(:has(CallExpression[callee.name='useLanguage']))",
          message: "A memoised component calls useLanguage() (features/language/useLanguage.ts), so it redraws on a language switch.",
        },
      ],
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
