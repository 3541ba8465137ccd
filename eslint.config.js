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
    // The web test files share their worker's loaded modules (apps/web/vitest.config.ts): a module
    // mock would not reach a module another file loaded first.
    files: ["apps/web/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message: "Web tests share loaded modules: spy on an object's method (vi.spyOn) instead of mocking a module.",
        },
      ],
    },
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
    // Services return domain values; presenters shape response bodies from them (ARCHITECTURE.md, step 6).
    files: ["apps/server/src/**/*.service.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/*.presenter.ts", "**/*.presenter"],
              message: "Services never import presenters: return domain values and let the route present them.",
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
