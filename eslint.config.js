import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/.tmp/**",
      "**/dist/**",
      "**/data/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "apps/server/src/platform/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "error",
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The handler shape (ARCHITECTURE.md): routes reach data only through services.
    files: ["apps/server/src/**/*.routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.repository.ts", "**/*.repository"],
              message: "Routes never import repositories: call a service (see ARCHITECTURE.md, the handler shape).",
            },
          ],
        },
      ],
    },
  },
  {
    // Services return domain values; presenters shape response bodies (ARCHITECTURE.md, steps 6 and 7).
    files: ["apps/server/src/**/*.service.ts"],
    // The answer service still returns the response body: reworked on its own branch (issue 25, item 3).
    ignores: ["apps/server/src/modules/qa/qa.service.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.presenter.ts", "**/*.presenter"],
              message: "Services never import presenters: return domain values and present them in the route.",
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line entry points print their results.
    files: ["scripts/**", "bench/**", "packages/engine/src/cli/**", "apps/server/src/platform/db/migrate-cli.ts"],
    rules: { "no-console": "off" },
  },
);
