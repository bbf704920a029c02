import js from "@eslint/js";
import convexPlugin from "@convex-dev/eslint-plugin";
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
    files: ["**/*.js", "**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
);
